import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '@specify/contracts';
import { findRepoRoot } from '@specify/registry';
import { buildPlatform } from '../../app';
import type { ServerSettings } from '../server';
import { parseEnv } from '../../config/env';
import { DEV_PASSWORD } from '../../seed/dev-accounts';
import { createServices, type CreatedServices } from '../../services';
import { openTestDatabase, type OpenTestDatabase } from '../../testing/test-databases';
import { TestClient } from '../../testing/test-platform';

const PRODUCTION: ServerSettings = {
  production: true,
  trustProxy: false,
  cspReportOnly: false,
  devBuild: false,
  assetOrigins: [],
};

let testDatabase: OpenTestDatabase;
let created: CreatedServices;
beforeAll(async () => {
  // Seeded with the dev accounts, to sign in with: only the cookies are production's here.
  testDatabase = await openTestDatabase('pglite', 'site');
  created = await createServices({
    repoRoot: findRepoRoot(),
    database: testDatabase.database,
    env: parseEnv({ NODE_ENV: 'test' }),
  });
});
afterAll(async () => {
  await created.close();
  await testDatabase.close();
});

async function signedIn(server?: ServerSettings) {
  const app: FastifyInstance = await buildPlatform({ services: created.services, server });
  const client = new TestClient(app);
  const response = await client.login('trade@example.com', DEV_PASSWORD);
  expect(response.statusCode).toBe(200);
  const cookies = new Map(response.cookies.map((cookie) => [cookie.name, cookie]));
  return { app, client, cookies };
}

const signedInEmail = async (client: TestClient) =>
  ((await client.action('account/getAccount')).json() as { account?: { email: string } }).account
    ?.email;

describe('cookies in production', () => {
  it('are Secure, and the session and CSRF cookies are __Host- (host-only, path /)', async () => {
    const { app, client, cookies } = await signedIn(PRODUCTION);
    try {
      expect(cookies.get(`__Host-${SESSION_COOKIE}`)).toMatchObject({
        secure: true,
        httpOnly: true,
        path: '/',
        sameSite: 'Lax',
      });
      expect(cookies.get(`__Host-${SESSION_COOKIE}`)?.domain).toBeUndefined();
      expect(cookies.has(SESSION_COOKIE)).toBe(false);
      expect(cookies.get(`__Host-${CSRF_COOKIE}`)).toMatchObject({
        secure: true,
        sameSite: 'Strict',
        path: '/',
      });
      expect(cookies.has(CSRF_COOKIE)).toBe(false);
      expect(await signedInEmail(client)).toBe('trade@example.com');

      // A CSRF token planted under the plain name (by a sibling subdomain) does not pass.
      const tossed = new TestClient(app);
      tossed.cookies.set(
        `__Host-${SESSION_COOKIE}`,
        client.cookies.get(`__Host-${SESSION_COOKIE}`)!,
      );
      tossed.cookies.set(CSRF_COOKIE, 'planted');
      const refused = await tossed.request(
        'POST',
        '/action/account/logout',
        {},
        {
          'x-csrf-token': 'planted',
        },
      );
      expect(refused.statusCode).toBe(403);

      // A session cookie under the plain name (planted over http or by a subdomain) is not read.
      const planted = new TestClient(app);
      planted.cookies.set(SESSION_COOKIE, client.cookies.get(`__Host-${SESSION_COOKIE}`)!);
      expect(await signedInEmail(planted)).toBeUndefined();

      const out = await client.action('account/logout');
      expect(out.cookies).toContainEqual(
        expect.objectContaining({ name: `__Host-${SESSION_COOKIE}`, value: '', secure: true }),
      );
    } finally {
      await app.close();
    }
  });
});

describe('cookies in development', () => {
  it('keep the plain names and are not Secure on http://localhost', async () => {
    const { app, client, cookies } = await signedIn();
    try {
      expect(cookies.get(SESSION_COOKIE)).toMatchObject({ httpOnly: true, path: '/' });
      expect(cookies.get(SESSION_COOKIE)?.secure).toBeUndefined();
      expect(cookies.get(CSRF_COOKIE)?.secure).toBeUndefined();
      expect(await signedInEmail(client)).toBe('trade@example.com');
    } finally {
      await app.close();
    }
  });
});
