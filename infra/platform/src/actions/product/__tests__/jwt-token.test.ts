import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { jwtTokenResponseSchema } from '@specify/contracts/api/catalogue';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';

interface Claims {
  iss: string;
  aud: string;
  sub: string;
  market: string;
  iat: number;
  exp: number;
  jti: string;
}

/** What a widget does with the token: check the HS256 signature, the audience and the expiry. */
function verify(token: string, secret: string, audience: string, nowMs: number): Claims {
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new Error('bad signature');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
    alg: 'HS256',
    typ: 'JWT',
  });
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Claims;
  if (claims.aud !== audience) throw new Error('wrong audience');
  if (claims.exp * 1000 <= nowMs) throw new Error('expired');
  return claims;
}

describe('product/getJWTToken', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({
      rateLimits: { widgetToken: { max: 12, windowMs: 60_000 } },
    });
  });
  afterAll(() => platform.close());

  const widget = () => platform.services.secrets.widgetToken;
  async function tokenFor(client: TestClient) {
    const response = await client.action('product/getJWTToken', {});
    expect(response.statusCode).toBe(200);
    return v.parse(jwtTokenResponseSchema, response.json());
  }

  it('gives a signed-out visitor a short-lived token for the configured audience, signed with the secret', async () => {
    const visitor = new TestClient(platform.app);
    const { token, expiresAt } = await tokenFor(visitor);
    const now = platform.services.now().getTime();
    const claims = verify(token, widget().secret, widget().audience, now);
    expect(claims).toMatchObject({ aud: 'specify-widgets', market: 'au' });
    expect(claims.exp - claims.iat).toBe(widget().lifetimeSeconds);
    expect(new Date(expiresAt).getTime()).toBe(claims.exp * 1000);
    expect(() => verify(token, 'another-secret'.repeat(3), widget().audience, now)).toThrow(
      'bad signature',
    );
    expect(() => verify(token, widget().secret, 'another-audience', now)).toThrow('wrong audience');
    // The session's cookie value never reaches a third party.
    for (const value of visitor.cookies.values()) expect(token).not.toContain(value);
  });

  it('names the session: the same visitor keeps a subject, another visitor gets another', async () => {
    const visitor = new TestClient(platform.app);
    const first = verify((await tokenFor(visitor)).token, widget().secret, widget().audience, 0);
    const again = verify((await tokenFor(visitor)).token, widget().secret, widget().audience, 0);
    const other = verify(
      (await tokenFor(new TestClient(platform.app))).token,
      widget().secret,
      widget().audience,
      0,
    );
    expect(again.sub).toBe(first.sub);
    expect(again.jti).not.toBe(first.jti);
    expect(other.sub).not.toBe(first.sub);
    const signedIn = new TestClient(platform.app);
    await signedIn.login('trade@example.com', DEV_PASSWORD);
    const claims = verify((await tokenFor(signedIn)).token, widget().secret, widget().audience, 0);
    expect(claims.sub).not.toBe(first.sub);
  });

  it('expires after its configured lifetime', async () => {
    const { token } = await tokenFor(new TestClient(platform.app));
    const issued = platform.services.now().getTime();
    expect(() =>
      verify(
        token,
        widget().secret,
        widget().audience,
        issued + (widget().lifetimeSeconds - 5) * 1000,
      ),
    ).not.toThrow();
    expect(() =>
      verify(
        token,
        widget().secret,
        widget().audience,
        issued + (widget().lifetimeSeconds + 1) * 1000,
      ),
    ).toThrow('expired');
  });

  it('is issued only to a POST from the site (CSRF), never to a cross-site GET', async () => {
    const client = new TestClient(platform.app);
    expect((await client.request('GET', '/action/product/getJWTToken')).statusCode).toBe(405);
    const forged = await client.request(
      'POST',
      '/action/product/getJWTToken',
      {},
      { 'x-csrf-token': 'forged' },
    );
    expect(forged.statusCode).toBe(403);
  });

  it('is rate limited per client address, since each token may start a session', async () => {
    const client = new TestClient(platform.app);
    let answered = 0;
    for (let attempt = 0; attempt < 13; attempt += 1) {
      const response = await client.action('product/getJWTToken', {});
      if (response.statusCode === 429) break;
      expect(response.statusCode).toBe(200);
      answered += 1;
    }
    expect(answered).toBeLessThanOrEqual(12);
    expect((await client.action('product/getJWTToken', {})).statusCode).toBe(429);
  });
});
