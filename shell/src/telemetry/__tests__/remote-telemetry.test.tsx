import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SpecifyError, type MountProps, type RuntimeConfig } from '@specify/contracts';
import {
  MAX_REMOTE_EVENTS_PER_BATCH,
  REMOTE_EVENTS_PATH,
  type RemoteEvent,
} from '@specify/contracts/release/telemetry';
import type { RemoteLifecycles } from '@specify/ui';
import { regionProps } from '../../testing/region-props';
import { createRemoteRegion } from '../../regions/remote-region';
import { REMOTE_EVENTS_FLUSH_MS, createRemoteTelemetry } from '../remote-telemetry';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const VERSION = '0.3.0-1a2b3c4d5e';
/** What the platform signed for this page; every batch carries it. */
const PAGE_TOKEN = 'page-token.signature';
const config: RuntimeConfig = {
  environment: 'test',
  remotes: {
    'mf-content': {
      version: VERSION,
      manifest: '/remotes/mf-content/mf-manifest.json',
      contracts: '*',
      ui: '*',
    },
  },
  loadTimeoutMs: 5000,
  telemetry: { sampleRate: 0.25, token: PAGE_TOKEN },
};
/** Math.random's answer for a session inside the sample, and one outside it. */
const SAMPLED = () => 0.1;
const NOT_SAMPLED = () => 0.3;

/** What the page sent with navigator.sendBeacon, batch by batch. */
let beacons: Array<{ url: string; body: Blob }> = [];
function fakeSendBeacon(answer = true) {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return answer;
    },
  });
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function sentBatches(): Promise<RemoteEvent[][]> {
  return Promise.all(
    beacons.map(async ({ url, body }) => {
      expect(url).toBe(REMOTE_EVENTS_PATH);
      expect(body.type).toBe('application/json');
      const batch = JSON.parse(await readBlob(body)) as { token: string; events: RemoteEvent[] };
      expect(batch.token).toBe(PAGE_TOKEN);
      return batch.events;
    }),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  beacons = [];
  fakeSendBeacon();
});

afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  document.body.replaceChildren();
});

function lifecycles(): RemoteLifecycles {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      (props as unknown as MountProps).domElement?.append(
        Object.assign(document.createElement('h1'), { textContent: 'Remote content' }),
      );
    },
    unmount: async (props) => {
      (props as unknown as MountProps).domElement?.replaceChildren();
    },
  };
}

/** A load that takes `ms` of (fake) time, then gives `outcome`. */
function loadTaking(ms: number, outcome: () => RemoteLifecycles) {
  return () =>
    new Promise<RemoteLifecycles>((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(outcome());
        } catch (error) {
          reject(error);
        }
      }, ms),
    );
}

function regionWithTelemetry(loadApp: () => Promise<RemoteLifecycles>, random = SAMPLED) {
  const telemetry = createRemoteTelemetry(config, { random });
  return createRemoteRegion('mf-content', {
    config,
    loadApp,
    onError: () => undefined,
    sessions: { current: () => ({ status: 'anonymous' }), settled: Promise.resolve() },
    onLoadEnd: telemetry.record,
  });
}

it('a remote that fails to load and then mounts on Retry is reported both ways, in one batch 2 s after the first', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  let loads = 0;
  const region = regionWithTelemetry(
    loadTaking(300, () => {
      loads += 1;
      if (loads === 1) throw new SpecifyError('SPEC-LOAD-001', 'down', { remote: 'mf-content' });
      return lifecycles();
    }),
  );
  await act(() => region.mount(regionProps(config)));
  await act(async () => jest.advanceTimersByTime(300));
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  await act(async () => jest.advanceTimersByTime(300));
  expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
  expect(beacons).toHaveLength(0);

  await act(async () => jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS));
  expect(await sentBatches()).toEqual([
    [
      {
        remote: 'mf-content',
        version: VERSION,
        outcome: 'failed',
        code: 'SPEC-LOAD-001',
        mountMs: 300,
      },
      { remote: 'mf-content', version: VERSION, outcome: 'mounted', mountMs: 300 },
    ],
  ]);
});

it('a remote that throws on mount is reported with SPEC-MOUNT-001', async () => {
  const region = regionWithTelemetry(async () => ({
    ...lifecycles(),
    mount: async () => {
      throw new Error('boom');
    },
  }));
  await act(() => region.mount(regionProps(config)));
  await screen.findByRole('alert');
  await act(async () => jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS));
  expect(await sentBatches()).toEqual([
    [
      {
        remote: 'mf-content',
        version: VERSION,
        outcome: 'failed',
        code: 'SPEC-MOUNT-001',
        mountMs: 0,
      },
    ],
  ]);
});

it('a remount on navigation is not a new page session: the remote is reported once', async () => {
  const region = regionWithTelemetry(async () => lifecycles());
  const props = regionProps(config);
  await act(() => region.mount(props));
  await screen.findByRole('heading', { name: 'Remote content' });
  await act(() => region.unmount(props));
  await act(() => region.mount(props));
  await screen.findByRole('heading', { name: 'Remote content' });
  await act(async () => jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS));
  const batches = await sentBatches();
  expect(batches.flat()).toEqual([expect.objectContaining({ outcome: 'mounted' })]);
});

it('a page session outside the sample, or a config without telemetry, sends nothing', async () => {
  const outside = regionWithTelemetry(async () => lifecycles(), NOT_SAMPLED);
  await act(() => outside.mount(regionProps(config)));
  await screen.findByRole('heading', { name: 'Remote content' });
  const unconfigured = createRemoteTelemetry({}, { random: () => 0 });
  unconfigured.record({ remote: 'mf-product', version: VERSION, outcome: 'mounted', mountMs: 5 });
  await act(async () => jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS * 2));
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons).toHaveLength(0);
});

it('a full batch goes at once, and the rest 2 s later', async () => {
  const telemetry = createRemoteTelemetry(config, { random: SAMPLED });
  for (let patch = 0; patch <= MAX_REMOTE_EVENTS_PER_BATCH; patch += 1)
    telemetry.record({
      remote: 'mf-product',
      version: `0.3.${patch}`,
      outcome: 'mounted',
      mountMs: 10,
    });
  expect((await sentBatches()).map((batch) => batch.length)).toEqual([MAX_REMOTE_EVENTS_PER_BATCH]);
  jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS);
  expect((await sentBatches()).map((batch) => batch.length)).toEqual([
    MAX_REMOTE_EVENTS_PER_BATCH,
    1,
  ]);
});

it('what waits goes at once when the page is hidden or left', async () => {
  const telemetry = createRemoteTelemetry(config, { random: SAMPLED });
  telemetry.record({ remote: 'mf-product', version: VERSION, outcome: 'mounted', mountMs: 10 });
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Reflect.deleteProperty(document, 'visibilityState');
  telemetry.record({
    remote: 'mf-content',
    version: VERSION,
    outcome: 'failed',
    code: 'SPEC-LOAD-002',
    mountMs: 5000,
  });
  window.dispatchEvent(new Event('pagehide'));
  expect(await sentBatches()).toEqual([
    [{ remote: 'mf-product', version: VERSION, outcome: 'mounted', mountMs: 10 }],
    [
      {
        remote: 'mf-content',
        version: VERSION,
        outcome: 'failed',
        code: 'SPEC-LOAD-002',
        mountMs: 5000,
      },
    ],
  ]);
  jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS);
  expect(beacons).toHaveLength(2);
});

it('a version that is not a registry version (a dev build) is not sent', async () => {
  const telemetry = createRemoteTelemetry(config, { random: SAMPLED });
  telemetry.record({ remote: 'mf-product', version: 'dev', outcome: 'mounted', mountMs: 10 });
  telemetry.record({
    remote: 'mf-content',
    version: undefined,
    outcome: 'failed',
    code: 'SPEC-LOAD-001',
    mountMs: 1,
  });
  jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS);
  expect(beacons).toHaveLength(0);
});

it('without a beacon (or when it is refused) the batch goes by fetch with keepalive', async () => {
  jest.useRealTimers();
  const received: Array<{ keepalive: boolean; body: unknown; type: string | null }> = [];
  server.use(
    http.post(REMOTE_EVENTS_PATH, async ({ request }) => {
      received.push({
        keepalive: request.keepalive,
        body: await request.json(),
        type: request.headers.get('content-type'),
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  fakeSendBeacon(false);
  const refused = createRemoteTelemetry(config, { random: SAMPLED });
  refused.record({ remote: 'mf-product', version: VERSION, outcome: 'mounted', mountMs: 10 });
  Reflect.deleteProperty(navigator, 'sendBeacon');
  const none = createRemoteTelemetry(config, { random: SAMPLED });
  none.record({ remote: 'mf-content', version: VERSION, outcome: 'mounted', mountMs: 20 });
  window.dispatchEvent(new Event('pagehide'));
  await waitFor(() => expect(received).toHaveLength(2));
  expect(received).toEqual([
    {
      keepalive: true,
      type: 'application/json',
      body: {
        token: PAGE_TOKEN,
        events: [{ remote: 'mf-product', version: VERSION, outcome: 'mounted', mountMs: 10 }],
      },
    },
    {
      keepalive: true,
      type: 'application/json',
      body: {
        token: PAGE_TOKEN,
        events: [{ remote: 'mf-content', version: VERSION, outcome: 'mounted', mountMs: 20 }],
      },
    },
  ]);
});

it('sends nothing from a page the platform gave no token (its reports could not count)', () => {
  const untokened = createRemoteTelemetry({ telemetry: { sampleRate: 1 } }, { random: SAMPLED });
  untokened.record({ remote: 'mf-product', version: VERSION, outcome: 'failed', mountMs: 10 });
  jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS);
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons).toHaveLength(0);
});

it('a failed send is swallowed: telemetry never breaks the page', async () => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: () => {
      throw new TypeError('beacon blocked');
    },
  });
  const telemetry = createRemoteTelemetry(config, { random: SAMPLED });
  telemetry.record({ remote: 'mf-product', version: VERSION, outcome: 'mounted', mountMs: 10 });
  expect(() => jest.advanceTimersByTime(REMOTE_EVENTS_FLUSH_MS)).not.toThrow();

  Reflect.deleteProperty(navigator, 'sendBeacon');
  let attempts = 0;
  server.use(
    http.post(REMOTE_EVENTS_PATH, () => {
      attempts += 1;
      return HttpResponse.error();
    }),
  );
  const offline = createRemoteTelemetry(config, { random: SAMPLED });
  offline.record({ remote: 'mf-content', version: VERSION, outcome: 'mounted', mountMs: 10 });
  expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
  await waitFor(() => expect(attempts).toBe(1));
});
