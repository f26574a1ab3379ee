import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, type RuntimeConfig } from '@specify/contracts';
import { DEV_PASSWORD } from '../../seed/dev-accounts';
import {
  SHELL_CONTRACTS,
  inlinedConfig,
  startReleasePlatform,
  type ReleasePlatform,
} from '../../testing/release-platform';
import { TestClient } from '../../testing/test-platform';
import { RELEASE_OVERRIDES_COOKIE } from '../release-cookies';
import { INTERNAL_USERS_ONLY } from '../release-session';

let platform: ReleasePlatform;
let stable: string;
let next: string;
let product: string;

beforeAll(async () => {
  platform = await startReleasePlatform();
  stable = await platform.publish('mf-content', 'stable');
  next = await platform.publish('mf-content', 'next');
  product = await platform.publish('mf-product', 'product');
  await platform.registry.promote('mf-content', stable, 'local');
});
afterAll(() => platform.close());

const override = (value: string) => `?remote-override=${encodeURIComponent(value)}`;

async function configOf(client: TestClient, query = ''): Promise<RuntimeConfig> {
  return (await client.request('GET', `/config.json${query}`)).json<RuntimeConfig>();
}

const contentVersion = (config: RuntimeConfig) => config.remotes['mf-content']?.version;

describe('QA overrides', () => {
  it('loads a published version for this browser session only, from any page', async () => {
    const qa = new TestClient(platform.app);
    const page = await qa.request('GET', `/au/contact-us${override(`mf-content@${next}`)}`);
    const config = inlinedConfig(page.body);
    expect(contentVersion(config)).toBe(next);
    expect(config.overrides).toEqual([{ remote: 'mf-content', version: next }]);
    expect(config.overrideRefused).toBeUndefined();
    const cookie = page.cookies.find((each) => each.name === RELEASE_OVERRIDES_COOKIE);
    // A session cookie: it ends with the browser.
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();

    // Later requests of the session, without the parameter.
    expect(await configOf(qa)).toMatchObject({
      overrides: [{ remote: 'mf-content', version: next }],
      remotes: { 'mf-content': { version: next } },
    });
    expect(contentVersion(inlinedConfig((await qa.request('GET', '/au')).body))).toBe(next);

    const everyoneElse = await configOf(new TestClient(platform.app));
    expect(contentVersion(everyoneElse)).toBe(stable);
    expect(everyoneElse.overrides).toBeUndefined();
  });

  it('takes several remotes at once, comma-separated', async () => {
    const qa = new TestClient(platform.app);
    const config = await configOf(qa, override(`mf-content@${next},mf-product@${product}`));
    expect(config.overrides).toEqual([
      { remote: 'mf-content', version: next },
      { remote: 'mf-product', version: product },
    ]);
    expect(config.remotes['mf-product']?.version).toBe(product);
  });

  it('refuses a version that was never published, and changes nothing', async () => {
    const qa = new TestClient(platform.app);
    await configOf(qa, override(`mf-content@${next}`));
    const cookieBefore = qa.cookies.get(RELEASE_OVERRIDES_COOKIE);

    const response = await qa.request(
      'GET',
      `/config.json${override('mf-product@0.1.0-0000000000')}`,
    );
    const config = response.json<RuntimeConfig>();
    expect(config.overrideRefused).toBe(
      'Refusing the override of mf-product: the version asked for is not published.',
    );
    expect(config.overrides).toEqual([{ remote: 'mf-content', version: next }]);
    expect(config.remotes['mf-product']).toBeUndefined();
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain(RELEASE_OVERRIDES_COOKIE);
    expect(qa.cookies.get(RELEASE_OVERRIDES_COOKIE)).toBe(cookieBefore);
  });

  it("refuses a version built against contracts the environment's shell does not provide", async () => {
    const future = await platform.publish('mf-content', 'future', { contracts: '^0.9.0' });
    const visitor = new TestClient(platform.app);
    const page = await visitor.request('GET', `/au${override(`mf-content@${future}`)}`);
    const config = inlinedConfig(page.body);
    expect(config.overrideRefused).toBe(
      `Refusing the override mf-content@${future}: it was built against @specify/contracts ^0.9.0, but the shell in local provides ${SHELL_CONTRACTS}.`,
    );
    expect(contentVersion(config)).toBe(stable);
    expect(config.overrides).toBeUndefined();
    expect(visitor.cookies.has(RELEASE_OVERRIDES_COOKIE)).toBe(false);
  });

  it("refuses a malformed parameter with the parser's message", async () => {
    const visitor = new TestClient(platform.app);
    const unknownRemote = await configOf(visitor, override('mf-nope@0.1.0'));
    expect(unknownRemote.overrideRefused).toBe(
      `The first override names no remote. The remotes are ${REMOTES.join(', ')}.`,
    );
    const badVersion = await configOf(visitor, override('mf-content@latest'));
    expect(badVersion.overrideRefused).toMatch(
      /^The first override gives no version of mf-content: versions look like 1\.4\.0-3f2a9c1\./,
    );
    const twice = await configOf(visitor, override(`mf-content@${next},mf-content@${stable}`));
    expect(twice.overrideRefused).toBe('Each remote may be overridden once.');
    expect(visitor.cookies.has(RELEASE_OVERRIDES_COOKIE)).toBe(false);
  });

  it('clears the overrides with remote-override=clear', async () => {
    const qa = new TestClient(platform.app);
    await configOf(qa, override(`mf-content@${next}`));
    const cleared = await qa.request('GET', `/au${override('clear')}`);
    const gone = cleared.cookies.find((cookie) => cookie.name === RELEASE_OVERRIDES_COOKIE);
    expect(gone?.value).toBe('');
    expect(new Date(gone?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
    expect(inlinedConfig(cleared.body).overrides).toBeUndefined();
    const config = await configOf(qa);
    expect(contentVersion(config)).toBe(stable);
    expect(config.overrides).toBeUndefined();
  });

  it('ignores an override cookie that was tampered with or not signed by the platform', async () => {
    const qa = new TestClient(platform.app);
    await configOf(qa, override(`mf-content@${next}`));
    const signed = decodeURIComponent(qa.cookies.get(RELEASE_OVERRIDES_COOKIE) ?? '');
    const signature = signed.slice(signed.lastIndexOf('.') + 1);
    const list = JSON.stringify([{ remote: 'mf-product', version: product }]);
    for (const forged of [`${list}.${signature}`, list, `${signed}x`]) {
      const response = await platform.app.inject({
        url: '/config.json',
        cookies: { [RELEASE_OVERRIDES_COOKIE]: forged },
      });
      const config = response.json<RuntimeConfig>();
      expect(config.overrides).toBeUndefined();
      expect(config.remotes['mf-product']).toBeUndefined();
      expect(contentVersion(config)).toBe(stable);
    }
  });

  it('checks the cookie again on every request: an override the shell no longer fits is dropped', async () => {
    const isolated = await startReleasePlatform();
    try {
      const version = await isolated.publish('mf-content', 'a');
      const qa = new TestClient(isolated.app);
      expect((await configOf(qa, override(`mf-content@${version}`))).overrides).toHaveLength(1);
      // The environment's shell moves on to contracts the version was not built against.
      await isolated.registry.ensureEnvironment('local', { contracts: '0.9.0', ui: '0.1.0' });
      const config = await configOf(qa);
      expect(config.overrides).toBeUndefined();
      expect(config.remotes['mf-content']).toBeUndefined();
    } finally {
      await isolated.close();
    }
  });

  it('refuses overrides under npm run dev, whose remotes come from their watched builds', async () => {
    const devRoot = await mkdtemp(join(tmpdir(), 'platform-dev-remotes-'));
    for (const remote of REMOTES)
      await mkdir(join(devRoot, remote, 'dist-dev'), { recursive: true });
    const dev = await startReleasePlatform({ devRemotesRoot: devRoot });
    try {
      const version = await dev.publish('mf-content', 'a');
      const config = await configOf(new TestClient(dev.app), override(`mf-content@${version}`));
      expect(config.overrideRefused).toMatch(
        /^npm run dev serves every remote from its watched build/,
      );
      expect(config.overrides).toBeUndefined();
      expect(config.remotes['mf-content']?.version).toBe('dev');
    } finally {
      await dev.close();
      await rm(devRoot, { recursive: true, force: true });
    }
  });
});

describe('QA overrides in production', () => {
  let production: ReleasePlatform;
  let version: string;
  beforeAll(async () => {
    production = await startReleasePlatform({ production: true });
    version = await production.publish('mf-content', 'next');
  });
  afterAll(() => production.close());

  it('are refused to visitors and to signed-in users who are not internal', async () => {
    const visitor = new TestClient(production.app);
    const refused = await configOf(visitor, override(`mf-content@${version}`));
    expect(refused.overrideRefused).toBe(INTERNAL_USERS_ONLY);
    expect(refused.overrides).toBeUndefined();
    expect(visitor.cookies.has(RELEASE_OVERRIDES_COOKIE)).toBe(false);

    const trade = new TestClient(production.app);
    expect((await trade.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
    expect((await configOf(trade, override(`mf-content@${version}`))).overrideRefused).toBe(
      'Overrides are for internal users.',
    );
  });

  it("are an internal user's, in a Secure cookie, held only while the user is internal", async () => {
    const internal = new TestClient(production.app);
    expect((await internal.login('internal@example.com', DEV_PASSWORD)).statusCode).toBe(200);
    const response = await internal.request(
      'GET',
      `/config.json${override(`mf-content@${version}`)}`,
    );
    expect(response.json<RuntimeConfig>().overrides).toEqual([{ remote: 'mf-content', version }]);
    const cookie = response.cookies.find((each) => each.name === RELEASE_OVERRIDES_COOKIE);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect((await configOf(internal)).overrides).toHaveLength(1);

    // The same cookie in a visitor's browser counts for nothing.
    const visitor = new TestClient(production.app);
    visitor.cookies.set(RELEASE_OVERRIDES_COOKIE, cookie?.value ?? '');
    expect((await configOf(visitor)).overrides).toBeUndefined();

    // Nor once the internal user has signed out.
    expect((await internal.action('account/logout')).statusCode).toBe(200);
    expect(internal.cookies.has(RELEASE_OVERRIDES_COOKIE)).toBe(true);
    const signedOut = await configOf(internal);
    expect(signedOut.overrides).toBeUndefined();
    expect(signedOut.remotes['mf-content']).toBeUndefined();
  });
});
