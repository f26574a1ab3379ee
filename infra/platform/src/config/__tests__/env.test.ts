import { PRODUCTION_ENV } from '../../testing/production-env';
import { EnvError, isLoopbackHost, parseEnv } from '../env';

function problemsOf(source: Record<string, string>): readonly string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('parseEnv accepted a bad environment');
}

describe('parseEnv', () => {
  it('applies the README defaults to an empty environment', () => {
    expect(parseEnv({})).toMatchObject({
      port: 3000,
      host: 'localhost',
      production: false,
      checkContracts: false,
      environment: 'local',
      dev: false,
      publicUrl: 'http://localhost:3000',
      // The download proxy never fetches the site itself, so it has no asset host by default.
      assetOrigins: [],
      search: { appId: 'SPECIFYLOCAL', indexPrefix: 'specify' },
    });
    expect(parseEnv({}).databaseUrl).toBeUndefined();
  });

  it('derives the public URL from PORT, and never makes the site its own asset host', () => {
    expect(parseEnv({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(parseEnv({ PUBLIC_URL: 'https://specify.example.com/' })).toMatchObject({
      publicUrl: 'https://specify.example.com/',
      assetOrigins: [],
    });
  });

  it('reads ASSET_ORIGINS as a comma-separated list of origins', () => {
    expect(
      parseEnv({ ASSET_ORIGINS: ' https://cdn.example.com/files , http://assets.local:8080' })
        .assetOrigins,
    ).toEqual(['https://cdn.example.com', 'http://assets.local:8080']);
  });

  it('takes an https CONFIGURATOR_SCRIPT_URL and refuses any other', () => {
    expect(parseEnv({}).configuratorScriptUrl).toBeUndefined();
    expect(
      parseEnv({ CONFIGURATOR_SCRIPT_URL: 'https://configurator.example.com/loader.js' })
        .configuratorScriptUrl,
    ).toBe('https://configurator.example.com/loader.js');
    expect(() =>
      parseEnv({ CONFIGURATOR_SCRIPT_URL: 'http://configurator.example.com/x.js' }),
    ).toThrow(/CONFIGURATOR_SCRIPT_URL/);
  });

  it('treats an empty value as unset, as FOO= in a shell means', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000 });
    expect(parseEnv({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('knows production, dev and test mode', () => {
    expect(parseEnv(PRODUCTION_ENV).production).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).checkContracts).toBe(true);
    expect(parseEnv({ SPECIFY_DEV: '1' }).dev).toBe(true);
  });

  it('names every bad key at once, without echoing values', () => {
    const problems = problemsOf({
      PORT: '70000',
      DATABASE_URL: 'mysql://root:hunter2@db/specify',
      SMTP_URL: 'not a url',
      ASSET_ORIGINS: 'https://ok.example.com,nope',
      SPECIFY_DEV: 'yes',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'SMTP_URL',
        'ASSET_ORIGINS.1',
        'SPECIFY_DEV',
      ]),
    );
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });

  it('refuses a port that is not a number', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: must be a port number']);
  });

  it('gives development known secrets, so a fresh checkout starts and local processes agree', () => {
    const first = parseEnv({});
    expect(first.checkoutTokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.captcha.altchaSecret?.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ PORT: '4100' })).toMatchObject({
      checkoutTokenSecret: first.checkoutTokenSecret,
      captcha: { altchaSecret: first.captcha.altchaSecret },
    });
    expect(parseEnv({ CHECKOUT_TOKEN_SECRET: 'x'.repeat(40) }).checkoutTokenSecret).toBe(
      'x'.repeat(40),
    );
  });

  it('configures widget tokens: a development secret, an audience and a bounded lifetime', () => {
    expect(parseEnv({}).widgetToken).toEqual({
      secret: expect.stringMatching(/^.{32,}$/),
      audience: 'specify-widgets',
      lifetimeSeconds: 300,
    });
    expect(
      parseEnv({
        WIDGET_TOKEN_SECRET: 'w'.repeat(40),
        WIDGET_TOKEN_AUDIENCE: 'configurator',
        WIDGET_TOKEN_LIFETIME_SECONDS: '60',
      }).widgetToken,
    ).toEqual({ secret: 'w'.repeat(40), audience: 'configurator', lifetimeSeconds: 60 });
    expect(
      problemsOf({ WIDGET_TOKEN_SECRET: 'short', WIDGET_TOKEN_LIFETIME_SECONDS: '86400' }),
    ).toEqual([
      'WIDGET_TOKEN_SECRET: must be at least 32 characters (openssl rand -hex 32 makes one)',
      'WIDGET_TOKEN_LIFETIME_SECONDS: must be 30 to 3600 seconds',
    ]);
  });

  it('configures releases: a development cookie secret, full telemetry, the rollback defaults', () => {
    expect(parseEnv({}).release).toEqual({
      cookieSecret: expect.stringMatching(/^.{32,}$/),
      telemetrySampleRate: 1,
      canaryRollback: {
        margin: 0.2,
        minSessions: 10,
        windowMs: 10 * 60_000,
        minAddresses: 5,
        sessionsPerAddress: 3,
      },
    });
    expect(parseEnv(PRODUCTION_ENV).release.cookieSecret).toBe('r'.repeat(32));
    expect(
      parseEnv({
        TELEMETRY_SAMPLE_RATE: '0.25',
        CANARY_ROLLBACK_MARGIN: '0.05',
        CANARY_MIN_SESSIONS: '50',
        CANARY_WINDOW_MINUTES: '30',
        CANARY_MIN_ADDRESSES: '20',
        CANARY_SESSIONS_PER_ADDRESS: '1',
      }).release,
    ).toMatchObject({
      telemetrySampleRate: 0.25,
      canaryRollback: {
        margin: 0.05,
        minSessions: 50,
        windowMs: 30 * 60_000,
        minAddresses: 20,
        sessionsPerAddress: 1,
      },
    });
    expect(parseEnv({ TELEMETRY_SAMPLE_RATE: '0' }).release.telemetrySampleRate).toBe(0);
  });

  it('refuses release settings out of their range', () => {
    expect(
      problemsOf({
        RELEASE_COOKIE_SECRET: 'short',
        TELEMETRY_SAMPLE_RATE: '1.5',
        CANARY_ROLLBACK_MARGIN: '-0.1',
        CANARY_MIN_SESSIONS: '0',
        CANARY_WINDOW_MINUTES: '2.5',
        CANARY_MIN_ADDRESSES: '0',
        CANARY_SESSIONS_PER_ADDRESS: 'many',
      }),
    ).toEqual([
      'RELEASE_COOKIE_SECRET: must be at least 32 characters (openssl rand -hex 32 makes one)',
      'TELEMETRY_SAMPLE_RATE: must be a number from 0 to 1',
      'CANARY_ROLLBACK_MARGIN: must be a number from 0 to 1',
      'CANARY_MIN_SESSIONS: must be a whole number from 1 to 100000',
      'CANARY_WINDOW_MINUTES: must be a whole number from 1 to 1440',
      'CANARY_MIN_ADDRESSES: must be a whole number from 1 to 100000',
      'CANARY_SESSIONS_PER_ADDRESS: must be a whole number from 1 to 100000',
    ]);
    expect(problemsOf({ CANARY_WINDOW_MINUTES: '1441' })).toEqual([
      'CANARY_WINDOW_MINUTES: must be a whole number from 1 to 1440',
    ]);
  });

  it('refuses secrets short enough to guess', () => {
    expect(
      problemsOf({ CHECKOUT_TOKEN_SECRET: 'changeme', CAPTCHA_SECRET: 'x', SEARCH_API_KEY: 'k' }),
    ).toEqual([
      'SEARCH_API_KEY: must be at least 32 characters (openssl rand -hex 32 makes one)',
      'CAPTCHA_SECRET: must be at least 32 characters (openssl rand -hex 32 makes one)',
      'CHECKOUT_TOKEN_SECRET: must be at least 32 characters (openssl rand -hex 32 makes one)',
    ]);
  });

  it('refuses production without its settings, naming each one missing', () => {
    const problems = problemsOf({ NODE_ENV: 'production', CHECKOUT_TOKEN_SECRET: 'c'.repeat(32) });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PUBLIC_URL',
      'SEARCH_API_KEY',
      'WIDGET_TOKEN_SECRET',
      'RELEASE_COOKIE_SECRET',
      'CAPTCHA_SECRET',
    ]);
    expect(problems[0]).toBe(
      "PUBLIC_URL: required in production (the site's https:// origin (mailed links))",
    );
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SEARCH_API_KEY: required in production/,
    );
  });

  it('names a malformed value and the settings production lacks in one refusal', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', CHECKOUT_TOKEN_SECRET: 'short' }).map(
        (problem) => problem.split(':')[0],
      ),
    ).toEqual([
      'CHECKOUT_TOKEN_SECRET',
      'PUBLIC_URL',
      'SEARCH_API_KEY',
      'WIDGET_TOKEN_SECRET',
      'RELEASE_COOKIE_SECRET',
      'CAPTCHA_SECRET',
    ]);
    expect(
      problemsOf({ HOST: '0.0.0.0', PORT: 'abc' }).map((problem) => problem.split(':')[0]),
    ).toEqual(['PORT', 'HOST']);
  });

  it('refuses a production site on plain http', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, PUBLIC_URL: 'http://specify.example.com' })).toEqual([
      'PUBLIC_URL: must be an https:// URL in production',
    ]);
  });

  it('keeps production free of development secrets: ALTCHA signs with its own CAPTCHA_SECRET', () => {
    const env = parseEnv(PRODUCTION_ENV);
    expect(env.checkoutTokenSecret).toBe('c'.repeat(32));
    expect(env.captcha).toEqual({ altchaSecret: 'a'.repeat(32) });
    expect(env.search.apiKey).toBe('s'.repeat(32));
  });

  it('checks the contact form with reCAPTCHA when both its keys are set, and needs no CAPTCHA_SECRET then', () => {
    const withoutAltcha: Record<string, string> = { ...PRODUCTION_ENV };
    delete withoutAltcha.CAPTCHA_SECRET;
    const keys = { RECAPTCHA_SECRET: 'server-secret', RECAPTCHA_SITE_KEY: 'site-key' };
    expect(parseEnv({ ...withoutAltcha, ...keys }).captcha.recaptcha).toEqual({
      secret: 'server-secret',
      siteKey: 'site-key',
    });
    const halves: Record<string, string>[] = [
      { RECAPTCHA_SECRET: 'server-secret' },
      { RECAPTCHA_SITE_KEY: 'site-key' },
    ];
    for (const half of halves)
      for (const base of [{}, PRODUCTION_ENV])
        expect(problemsOf({ ...base, ...half })).toEqual([
          'RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY: set both (reCAPTCHA checks the contact form) or neither (the self-hosted ALTCHA captcha does)',
        ]);
  });

  it('binds loopback by default and refuses to offer development to the network', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'specify.example.com']) {
      const problems = problemsOf({ HOST: host });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^HOST: is not a loopback address, .*dev accounts, \/dev\/outbox, known secrets.*NODE_ENV=production/,
      );
      expect(problems[0]).not.toContain(host);
    }
    for (const host of ['localhost', '127.0.0.1', '127.0.1.1', '::1', '[::1]']) {
      expect(parseEnv({ HOST: host }).host).toBe(host);
    }
    expect(parseEnv({ ...PRODUCTION_ENV, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('tells loopback addresses from the rest', () => {
    expect(isLoopbackHost('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
    expect(isLoopbackHost('127.0.0.1.example.com')).toBe(false);
  });

  it('trusts proxies only when told which', () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'uniquelocal',
    ]);
    for (const value of ['true', '1', '10.0.0.0/99', '10.0.0.1,']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        'TRUST_PROXY: must be comma-separated proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
      ]);
    }
  });

  it('logs at info in production and warn in development, unless LOG_LEVEL says', () => {
    expect(parseEnv(PRODUCTION_ENV).logLevel).toBe('info');
    expect(parseEnv({}).logLevel).toBe('warn');
    expect(parseEnv({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(problemsOf({ LOG_LEVEL: 'verbose' })[0]).toMatch(/^LOG_LEVEL: must be fatal/);
  });

  it('enforces the content security policy in production and reports it in development', () => {
    expect(parseEnv(PRODUCTION_ENV).cspReportOnly).toBe(false);
    expect(parseEnv({}).cspReportOnly).toBe(true);
    expect(parseEnv({ CSP_MODE: 'enforce' }).cspReportOnly).toBe(false);
    expect(parseEnv({ ...PRODUCTION_ENV, CSP_MODE: 'report-only' }).cspReportOnly).toBe(true);
  });
});
