import { useEffect, useMemo, useRef, useState } from 'react';
import * as singleSpa from 'single-spa';
import type {
  Market,
  RemoteName,
  RemoteOverride,
  RuntimeConfig,
  SessionKind,
} from '@specify/contracts';
import {
  createEventBus,
  describeRemoteOverrides,
  splitMarket,
  switchMarketPath,
} from '@specify/contracts';
import { MarketSelect } from '../components/market-select';
import { ReleaseOverrideNotices, clearOverridesHref } from '../components/release-overrides';
import type { LifecycleProps, RemoteLifecycles } from '../remote-app/create-remote-lifecycles';
import { HARNESS_SESSIONS } from './harness-sessions';
import { HARNESS_OVERRIDE_WORDS, harnessOverride } from './harness-overrides';

export interface StandaloneHarnessProps {
  remote: RemoteName;
  lifecycles: RemoteLifecycles;
  /** Links to the remote's routes, so QA can walk them. */
  links: Array<{ label: string; path: string }>;
  /** Told the kind of user before each mount, so the harness's fixtures can answer as them. */
  onSessionChange?: (kind: SessionKind) => void;
  /**
   * Loads a published version's ./app (live mode only: loadPublishedApp). Without it a
   * `?remote-override=` of this remote is refused.
   */
  loadPublished?: (override: RemoteOverride) => Promise<RemoteLifecycles>;
}

/** What the region runs: the checkout's build, or the published version an override names. */
interface RunningApp {
  lifecycles: RemoteLifecycles;
  override?: RemoteOverride;
}

const STANDALONE_CONFIG: RuntimeConfig = {
  environment: 'standalone',
  remotes: {},
  loadTimeoutMs: 5000,
};

function currentMarket(): Market {
  return splitMarket(window.location.pathname).market ?? 'au';
}

/**
 * What QA runs: the remote alone, mounted with real MountProps, and switches for the market and
 * the kind of user. Changing the session remounts the remote, as a sign-in would in the shell.
 */
export function StandaloneHarness({
  remote,
  lifecycles,
  links,
  onSessionChange,
  loadPublished,
}: StandaloneHarnessProps) {
  const [market, setMarket] = useState<Market>(currentMarket);
  const [sessionKind, setSessionKind] = useState<SessionKind>('visitor');
  const region = useRef<HTMLDivElement>(null);
  const bus = useMemo(() => createEventBus(), []);
  const [events, setEvents] = useState<string[]>([]);
  // `?remote-override=` as the composed site reads it, once per page load.
  const [override] = useState(() =>
    harnessOverride(remote, window.location.search, Boolean(loadPublished)),
  );
  const [running, setRunning] = useState<RunningApp | undefined>(() =>
    override.kind === 'published' ? undefined : { lifecycles },
  );
  const [loadFailure, setLoadFailure] = useState<string>();
  const refused = override.kind === 'refused' ? override.message : loadFailure;

  useEffect(() => {
    if (override.kind !== 'published' || !loadPublished) return undefined;
    let current = true;
    loadPublished(override.override).then(
      (published) => {
        if (current) setRunning({ lifecycles: published, override: override.override });
      },
      (error: unknown) => {
        if (!current) return;
        // As in the composed site, a refused override changes nothing: the checkout's build runs.
        setLoadFailure(error instanceof Error ? error.message : String(error));
        setRunning({ lifecycles });
      },
    );
    return () => {
      current = false;
    };
  }, [override, loadPublished, lifecycles]);

  useEffect(() => {
    const element = region.current;
    if (!element || !running) return undefined;
    const app = running.lifecycles;
    onSessionChange?.(sessionKind);
    // What single-spa would hand the remote: its name, the single-spa instance and a parcel mounter.
    const props: LifecycleProps = {
      name: remote,
      singleSpa,
      mountParcel: singleSpa.mountRootParcel,
      remote,
      market,
      session: HARNESS_SESSIONS[sessionKind].session,
      bus,
      config: STANDALONE_CONFIG,
      domElement: element,
    };
    const mounted = (async () => {
      await app.bootstrap(props);
      await app.mount(props);
    })();
    return () => {
      void mounted.then(() => app.unmount(props));
    };
  }, [remote, running, market, sessionKind, bus, onSessionChange]);

  useEffect(() => {
    const names = [
      'project:add-requested',
      'auth:login-requested',
      'toast:show',
      'analytics:event',
    ] as const;
    const stops = names.map((name) =>
      bus.subscribe(name, (payload) =>
        setEvents((list) => [`${name} ${JSON.stringify(payload)}`, ...list].slice(0, 20)),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [bus]);

  function changeMarket(next: Market) {
    window.history.pushState(
      null,
      '',
      switchMarketPath(window.location.pathname, next) + window.location.search,
    );
    setMarket(next);
  }

  function navigate(path: string) {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }

  return (
    <>
      <header aria-label="Standalone harness">
        <strong>{remote} (standalone)</strong>{' '}
        <MarketSelect value={market} onChange={changeMarket} />{' '}
        <label>
          Session{' '}
          <select
            value={sessionKind}
            onChange={(event) => setSessionKind(event.target.value as SessionKind)}
          >
            {(Object.keys(HARNESS_SESSIONS) as SessionKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {HARNESS_SESSIONS[kind].label}
              </option>
            ))}
          </select>
        </label>
        <nav aria-label="Routes">
          {links.map((link) => (
            <a
              key={link.path}
              href={`/${market}${link.path}`}
              onClick={(event) => {
                event.preventDefault();
                navigate(`/${market}${link.path}`);
              }}
            >
              {link.label}
            </a>
          ))}
        </nav>
      </header>
      <main>
        {!running && override.kind === 'published' && (
          <p role="status">Loading {describeRemoteOverrides([override.override])}…</p>
        )}
        <div ref={region} data-remote-region={remote} />
      </main>
      <aside aria-label="Events">
        <h2>Events</h2>
        <ol>
          {events.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </aside>
      {running?.override ? (
        <ReleaseOverrideNotices
          refused={refused}
          words={HARNESS_OVERRIDE_WORDS}
          overrides={[running.override]}
          onClear={() => window.location.assign(clearOverridesHref(window.location))}
        />
      ) : (
        <ReleaseOverrideNotices refused={refused} words={HARNESS_OVERRIDE_WORDS} />
      )}
    </>
  );
}
