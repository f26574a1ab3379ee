import { RELEASE_BUCKET_COOKIE } from '@specify/contracts/release/telemetry';
import {
  bucketOf,
  inlinedConfig,
  startReleasePlatform,
  type ReleasePlatform,
} from '../../testing/release-platform';
import { TestClient } from '../../testing/test-platform';

let platform: ReleasePlatform;
let stable: string;
let canary: string;

beforeAll(async () => {
  platform = await startReleasePlatform();
  stable = await platform.publish('mf-content', 'stable');
  canary = await platform.publish('mf-content', 'canary');
  await platform.registry.promote('mf-content', stable, 'local');
});
afterAll(() => platform.close());

const servedVersion = async (client: TestClient) =>
  (await client.request('GET', '/config.json')).json<{
    remotes: Record<string, { version: string }>;
  }>().remotes['mf-content']?.version;

describe('the release bucket cookie', () => {
  it('is set once by /config.json: signed, httpOnly, SameSite=Lax, for 30 days', async () => {
    const client = new TestClient(platform.app);
    const first = await client.request('GET', '/config.json');
    const cookie = first.cookies.find((each) => each.name === RELEASE_BUCKET_COOKIE);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 2_592_000 });
    expect(cookie?.secure).toBeFalsy();
    // <bucket>.<16 random bytes>.<signature>
    expect(decodeURIComponent(cookie?.value ?? '')).toMatch(
      /^\d{1,2}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9+/]{43}$/,
    );

    const again = await client.request('GET', '/config.json');
    expect(again.cookies).toEqual([]);
    expect(client.cookies.get(RELEASE_BUCKET_COOKIE)).toBe(cookie?.value);
  });

  it('is set by the page that inlines the config too, which then varies by cookie', async () => {
    const client = new TestClient(platform.app);
    const page = await client.request('GET', '/au/contact-us');
    expect(page.cookies.map((cookie) => cookie.name)).toContain(RELEASE_BUCKET_COOKIE);
    expect(page.headers.vary).toMatch(/cookie/i);
    // The page's telemetry token names the session the cookie holds, and the versions served.
    const [, sessionId] = decodeURIComponent(client.cookies.get(RELEASE_BUCKET_COOKIE) ?? '').split(
      '.',
    );
    expect(inlinedConfig(page.body).telemetry).toEqual({
      sampleRate: 1,
      token: expect.stringMatching(
        new RegExp(`^${sessionId}~\\d+~mf-content@[^.]+\\.[^.]+\\.[^.]+\\.[A-Za-z0-9+/]{43}$`),
      ),
    });
    expect((await client.request('GET', '/au/contact-us')).cookies).toEqual([]);
  });

  it('is replaced when its bucket or signature was tampered with', async () => {
    const client = new TestClient(platform.app);
    await client.request('GET', '/config.json');
    const [bucket, id, signature] = decodeURIComponent(
      client.cookies.get(RELEASE_BUCKET_COOKIE) ?? '',
    ).split('.');
    for (const forged of [
      `${(Number(bucket) + 1) % 100}.${id}.${signature}`,
      `${bucket}.${'A'.repeat(22)}.${signature}`,
      `${bucket}.${id}`,
      'junk',
    ]) {
      const response = await platform.app.inject({
        url: '/config.json',
        cookies: { [RELEASE_BUCKET_COOKIE]: forged },
      });
      const issued = response.cookies.find((cookie) => cookie.name === RELEASE_BUCKET_COOKIE);
      expect(issued?.value).toBeDefined();
      expect(decodeURIComponent(issued?.value ?? '')).not.toBe(forged);
    }
  });

  it('is Secure in production', async () => {
    const production = await startReleasePlatform({ production: true });
    try {
      const response = await production.app.inject('/config.json');
      const cookie = response.cookies.find((each) => each.name === RELEASE_BUCKET_COOKIE);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await production.close();
    }
  });
});

describe('a canary share', () => {
  beforeAll(() => platform.registry.promote('mf-content', canary, 'local', { canaryShare: 50 }));
  afterAll(() => platform.registry.rollback('mf-content', 'local'));

  it('serves the canary to the buckets below its share, the same version on every reload', async () => {
    const clients = Array.from({ length: 200 }, () => new TestClient(platform.app));
    let canaries = 0;
    for (const client of clients) {
      const version = await servedVersion(client);
      expect(version).toBe(bucketOf(client) < 50 ? canary : stable);
      if (version === canary) canaries += 1;
      expect(await servedVersion(client)).toBe(version);
    }
    // Binomial(200, 0.5): 70..130 is over four standard deviations either side.
    expect(canaries).toBeGreaterThanOrEqual(70);
    expect(canaries).toBeLessThanOrEqual(130);
  });

  it('keeps a page session on its version: the page and /config.json agree', async () => {
    const client = new TestClient(platform.app);
    const page = await client.request('GET', '/au');
    const version = inlinedConfig(page.body).remotes['mf-content']?.version;
    expect(version).toBe(bucketOf(client) < 50 ? canary : stable);
    expect(await servedVersion(client)).toBe(version);
  });
});
