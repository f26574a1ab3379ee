import { RECAPTCHA_ORIGINS } from '../../captcha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildPlatform } from '../../app';
import type { ServerSettings } from '../server';
import { allowStyleHashes, contentSecurityPolicy } from '../security-headers';
import { createSiteFixture } from '../../site/__tests__/site-fixture';

const SITE_ONLY = { devBuild: false, assetOrigins: [] };

/** One response of each kind the platform gives: HTML, JSON, static files, errors. */
const RESPONSES = {
  'the shell page': '/au',
  'an unknown page': '/au/no-such-page',
  'JSON (runtime config)': '/config.json',
  'JSON (health)': '/healthz',
  'a shell file': '/main.js',
  'a catalogue file': '/files/images/tap.svg',
  'a missing file': '/missing.4f3a2b1c.js',
  'a URL that does not decode': '/files/%E0%A4%A',
};

let site: Awaited<ReturnType<typeof createSiteFixture>>;
beforeAll(async () => {
  site = await createSiteFixture();
});
afterAll(() => site.remove());

async function responsesOf(server?: ServerSettings) {
  const app: FastifyInstance = await buildPlatform({ ...site.options, server });
  try {
    const responses: [string, LightMyRequestResponse][] = [];
    for (const [kind, url] of Object.entries(RESPONSES))
      responses.push([kind, await app.inject(url)]);
    return responses;
  } finally {
    await app.close();
  }
}

describe('security headers', () => {
  it('in development: on every response, the policy reported, framing refused, no HSTS', async () => {
    for (const [kind, response] of await responsesOf()) {
      expect([kind, response.headers]).toEqual([
        kind,
        expect.objectContaining({
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'content-security-policy': "frame-ancestors 'self'",
          'content-security-policy-report-only': contentSecurityPolicy(SITE_ONLY),
          'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
        }),
      ]);
      expect([kind, response.headers['strict-transport-security']]).toEqual([kind, undefined]);
    }
  });

  it('in production: the policy enforced and HSTS, on every response', async () => {
    const production: ServerSettings = {
      production: true,
      trustProxy: false,
      cspReportOnly: false,
      devBuild: false,
      assetOrigins: ['https://assets.example.com'],
    };
    for (const [kind, response] of await responsesOf(production)) {
      expect([kind, response.headers]).toEqual([
        kind,
        expect.objectContaining({
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'content-security-policy': contentSecurityPolicy(production),
          'strict-transport-security': 'max-age=31536000',
        }),
      ]);
      expect([kind, response.headers['content-security-policy-report-only']]).toEqual([
        kind,
        undefined,
      ]);
    }
  });

  it('gives each request its own id', async () => {
    const ids = (await responsesOf()).map(([, response]) => response.headers['x-request-id']);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the content security policy', () => {
  it('lets scripts, styles and fetches come from the site only, and nothing frame it', () => {
    expect(contentSecurityPolicy(SITE_ONLY)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob: https:",
        "font-src 'self'",
        "connect-src 'self'",
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it("allows the watch builds' eval source maps and injected styles, and only them", () => {
    const policy = contentSecurityPolicy({ devBuild: true, assetOrigins: [] });
    expect(policy).toContain("script-src 'self' 'unsafe-eval';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(contentSecurityPolicy(SITE_ONLY)).not.toContain('unsafe');
  });

  it("lets a configured configurator's script origin run scripts, and no other", () => {
    const policy = contentSecurityPolicy({
      devBuild: false,
      assetOrigins: [],
      scriptOrigins: ['https://configurator.example.com'],
    });
    expect(policy).toContain("script-src 'self' https://configurator.example.com;");
    expect(policy).toContain("connect-src 'self';");
  });

  it("allows reCAPTCHA's script and checkbox frame only when the site is configured for it", () => {
    const policy = contentSecurityPolicy({
      devBuild: false,
      assetOrigins: [],
      scriptOrigins: RECAPTCHA_ORIGINS.scripts,
      frameOrigins: RECAPTCHA_ORIGINS.frames,
    });
    expect(policy).toContain("script-src 'self' https://www.google.com https://www.gstatic.com;");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://www.google.com;');
    const plain = contentSecurityPolicy({ devBuild: false, assetOrigins: [] });
    expect(plain).not.toContain('google');
  });

  it('lets the browser fetch catalogue files from the configured asset origins', () => {
    expect(
      contentSecurityPolicy({ devBuild: false, assetOrigins: ['https://assets.example.com'] }),
    ).toContain("connect-src 'self' https://assets.example.com;");
  });
});

describe('allowStyleHashes', () => {
  const policy = contentSecurityPolicy(SITE_ONLY);

  it('adds the hashes to style-src only, leaving every other directive as it was', () => {
    const allowed = allowStyleHashes(policy, ["'sha256-abc='"]);
    expect(allowed).toContain("style-src 'self' 'sha256-abc=';");
    expect(allowed.replace(" 'sha256-abc='", '')).toBe(policy);
    expect(allowed).not.toContain("'unsafe-inline'");
  });

  it('leaves a policy without style-src, or no hashes, unchanged', () => {
    expect(allowStyleHashes("frame-ancestors 'self'", ["'sha256-abc='"])).toBe(
      "frame-ancestors 'self'",
    );
    expect(allowStyleHashes(policy, [])).toBe(policy);
  });
});
