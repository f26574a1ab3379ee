import { isIP } from 'node:net';
import * as v from 'valibot';

/**
 * The platform's whole environment, parsed once at start (`parseEnv(process.env)` in main.ts and
 * the seed CLI). Nothing else in the platform reads `process.env`: every setting reaches its user
 * through the parsed `Env`, and a bad value stops the start with every bad key named.
 */

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));

function urlWithScheme(schemes: readonly string[], what: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url(`must be a URL (${what})`),
      v.check(
        (value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)),
        `must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`,
      ),
    ),
  );
}

/** An HMAC key: long enough that it cannot be guessed. */
const secretSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(32, 'must be at least 32 characters (openssl rand -hex 32 makes one)'),
  ),
);

/** proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, CIDR range or range name of a proxy, as Fastify's trustProxy reads them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))
  );
}

/**
 * The proxies whose X-Forwarded-For/-Proto/-Host are believed (the load balancer's addresses).
 * No hop count: Fastify trusts nobody on a count, since a client can send as many hops as it likes.
 */
const trustProxySchema = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => value.split(',').map((entry) => entry.trim())),
    v.check(
      (entries) => entries.every(isProxyAddress),
      'must be comma-separated proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    ),
  ),
);

const originSchema = v.pipe(
  v.string(),
  v.url('must be an origin such as https://assets.example.com'),
  v.transform((value) => new URL(value).origin),
);

/** A decimal number from `min` to `max`, e.g. a rate or a share. */
function decimalBetween(min: number, max: number, fallback: string) {
  const message = `must be a number from ${min} to ${max}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    fallback,
  );
}

/** A whole number from `min` to `max`. */
function wholeBetween(min: number, max: number, fallback: string) {
  const message = `must be a whole number from ${min} to ${max}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    fallback,
  );
}

const DEFAULT_HOST = 'localhost';

const envSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      v.transform(Number),
      v.minValue(1, 'must be a port number'),
      v.maxValue(65535, 'must be a port number'),
    ),
    '3000',
  ),
  /** localhost: 127.0.0.1 and ::1 (Fastify binds both). */
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), DEFAULT_HOST),
  NODE_ENV: optionalText,
  /** The registry environment this process serves. */
  SPECIFY_ENV: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a-z, 0-9 or -')),
    'local',
  ),
  /** `1`: serve the watch builds (`npm run dev`). */
  SPECIFY_DEV: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  SPECIFY_FILES_DIR: optionalText,
  SPECIFY_SHELL_DIR: optionalText,
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql'], 'a PostgreSQL server'),
  PUBLIC_URL: urlWithScheme(['http', 'https'], 'the site origin used in mailed links'),
  SMTP_URL: urlWithScheme(['smtp', 'smtps'], 'an SMTP server'),
  MAIL_FROM: optionalText,
  /** Comma-separated origins the download proxy may fetch from. */
  ASSET_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
      v.array(originSchema),
    ),
  ),
  /** A third-party product configurator script (storefront §7), https only; none by default. */
  CONFIGURATOR_SCRIPT_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL'),
      v.startsWith('https://', 'must be an https URL'),
    ),
  ),
  SEARCH_API_KEY: secretSchema,
  SEARCH_APP_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9]+$/, 'must be alphanumeric')),
    'SPECIFYLOCAL',
  ),
  SEARCH_INDEX_PREFIX: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9_-]+$/, 'must be a-z, 0-9, _ or -')),
    'specify',
  ),
  RECAPTCHA_SECRET: optionalText,
  /** reCAPTCHA's public key, which the contact page renders its widget with. */
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_VERIFY_URL: urlWithScheme(['http', 'https'], 'the reCAPTCHA siteverify endpoint'),
  CAPTCHA_SECRET: secretSchema,
  CHECKOUT_TOKEN_SECRET: secretSchema,
  /** Signs product/getJWTToken's tokens for third-party widgets. */
  WIDGET_TOKEN_SECRET: secretSchema,
  /** The `aud` a widget checks its token for. */
  WIDGET_TOKEN_AUDIENCE: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
    'specify-widgets',
  ),
  /** How long a widget token lives: short, since a page asks again for a new one. */
  WIDGET_TOKEN_LIFETIME_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a number of seconds'),
      v.transform(Number),
      v.minValue(30, 'must be 30 to 3600 seconds'),
      v.maxValue(3600, 'must be 30 to 3600 seconds'),
    ),
    '300',
  ),
  /** Signs the release bucket and QA override cookies (issue 19). */
  RELEASE_COOKIE_SECRET: secretSchema,
  /** The share of page sessions whose shell reports remote load outcomes. */
  TELEMETRY_SAMPLE_RATE: decimalBetween(0, 1, '1'),
  /** How much a canary's failure rate may exceed the stable version's before it is rolled back. */
  CANARY_ROLLBACK_MARGIN: decimalBetween(0, 1, '0.2'),
  /** Canary sessions needed in the window before the rule may roll a canary back. */
  CANARY_MIN_SESSIONS: wholeBetween(1, 100_000, '10'),
  /** The sliding window the failure rates are counted over. */
  CANARY_WINDOW_MINUTES: wholeBetween(1, 1440, '10'),
  /** Client addresses whose sessions must have failed before a canary is rolled back. */
  CANARY_MIN_ADDRESSES: wholeBetween(1, 100_000, '5'),
  /** Sessions one client address may count per version in the window; more are suspicious. */
  CANARY_SESSIONS_PER_ADDRESS: wholeBetween(1, 100_000, '3'),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be fatal, error, warn, info, debug, trace or silent',
    ),
  ),
  /** report-only: browsers report what the policy would block and block nothing. */
  CSP_MODE: v.optional(v.picklist(['enforce', 'report-only'], 'must be enforce or report-only')),
  /** The Chromium that renders PDFs (Debian's by default). */
  CHROMIUM_PATH: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), '/usr/bin/chromium'),
});

type RawEnv = v.InferOutput<typeof envSchema>;

export type LogLevel = NonNullable<RawEnv['LOG_LEVEL']>;

/** When the platform rolls a canary back by itself (release/rollback-rule.ts). */
export interface CanaryRollbackSettings {
  /** Roll back when the canary's failure rate exceeds the stable version's by more than this. */
  margin: number;
  /** The canary sessions the window must hold before the rule judges at all. */
  minSessions: number;
  /** The sliding window sessions are counted over. */
  windowMs: number;
  /** Distinct client addresses among the canary's failing sessions needed to roll it back. */
  minAddresses: number;
  /** Sessions one client address counts per version in the window; its further ones count not. */
  sessionsPerAddress: number;
}

/** Canary buckets, QA overrides, remote telemetry and automatic rollback (issue 19). */
export interface ReleaseSettings {
  /** Signs the release bucket and override cookies, so a client cannot mint either. */
  cookieSecret: string;
  /** The share of page sessions (0..1) whose shell reports remote load outcomes. */
  telemetrySampleRate: number;
  canaryRollback: CanaryRollbackSettings;
}

/** The parsed settings, with the defaults the README lists already applied. */
export interface Env {
  port: number;
  host: string;
  /**
   * `NODE_ENV=production`: its settings are required, no dev accounts (removed if seeded), no
   * /dev/* routes, no development secrets, Secure `__Host-` cookies, HSTS. Anything else is development,
   * which binds loopback only.
   */
  production: boolean;
  /** `NODE_ENV=test`: every action answer is checked against the action catalogue. */
  checkContracts: boolean;
  environment: string;
  dev: boolean;
  /** Where the generated catalogue files live; undefined: `.data/files` under the repo. */
  filesDir?: string;
  /** The built shell to serve; undefined: the shell's dist (dist-dev with `dev`). */
  shellDir?: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom?: string;
  assetOrigins: string[];
  /** CONFIGURATOR_SCRIPT_URL: named in the runtime config and allowed by the CSP when set. */
  configuratorScriptUrl?: string;
  /** `apiKey` undefined (development only): one made once under .data/. */
  search: { apiKey?: string; appId: string; indexPrefix: string };
  captcha: {
    recaptcha?: { secret: string; siteKey: string };
    recaptchaVerifyUrl?: string;
    altchaSecret?: string;
  };
  /** Signs checkout session tokens. */
  checkoutTokenSecret: string;
  /** product/getJWTToken: its signing secret, audience and lifetime. */
  widgetToken: { secret: string; audience: string; lifetimeSeconds: number };
  release: ReleaseSettings;
  chromiumPath: string;
  /** Fastify's `trustProxy`: false, or the proxies' addresses and ranges. */
  trustProxy: false | string[];
  logLevel: LogLevel;
  /** The Content-Security-Policy is only reported, not enforced (development by default). */
  cspReportOnly: boolean;
}

/**
 * Development's secrets when none are set, so `npm start` works on a fresh machine and several
 * local processes agree. Known to anyone, so they guard only what loopback alone reaches.
 */
const DEVELOPMENT_SECRETS = {
  CHECKOUT_TOKEN_SECRET: 'specify-development-checkout-token-secret-not-for-production',
  CAPTCHA_SECRET: 'specify-development-altcha-captcha-secret-not-for-production',
  WIDGET_TOKEN_SECRET: 'specify-development-widget-token-secret-not-for-production',
  RELEASE_COOKIE_SECRET: 'specify-development-release-cookie-secret-not-for-production',
} as const;

/** What production cannot start without, and why. */
const PRODUCTION_SETTINGS = {
  PUBLIC_URL: "the site's https:// origin (mailed links)",
  SEARCH_API_KEY: "the parent key that signs every session's search key",
  CHECKOUT_TOKEN_SECRET: 'signs checkout session tokens',
  WIDGET_TOKEN_SECRET: "signs third-party widgets' session tokens",
  RELEASE_COOKIE_SECRET: 'signs the release bucket and QA override cookies',
  CAPTCHA_SECRET:
    "signs the contact form's ALTCHA challenges (not needed when RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are set)",
} as const satisfies Partial<Record<keyof RawEnv, string>>;

/** localhost, 127.0.0.0/8 or ::1: nothing off this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const address = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1' || /^::ffff:127\./i.test(address);
}

/**
 * What the settings cannot safely start with: production without its settings, or development
 * (dev accounts, /dev/outbox, known secrets) reachable from the network. Read from the values
 * as given, so a start hears of these together with any malformed value.
 */
function deploymentProblems(given: Readonly<Record<string, string>>): string[] {
  if ((given.RECAPTCHA_SECRET === undefined) !== (given.RECAPTCHA_SITE_KEY === undefined))
    return [
      'RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY: set both (reCAPTCHA checks the contact form) or ' +
        'neither (the self-hosted ALTCHA captcha does)',
    ];
  if (given.NODE_ENV !== 'production') {
    return isLoopbackHost(given.HOST?.trim() ?? DEFAULT_HOST)
      ? []
      : [
          'HOST: is not a loopback address, and outside production the server offers ' +
            'development features (dev accounts, /dev/outbox, known secrets) to anyone who ' +
            'reaches it. Bind HOST=127.0.0.1 (or localhost), or set NODE_ENV=production and ' +
            `its settings (${Object.keys(PRODUCTION_SETTINGS).join(', ')}).`,
        ];
  }
  const recaptcha = given.RECAPTCHA_SECRET !== undefined && given.RECAPTCHA_SITE_KEY !== undefined;
  const problems = Object.entries(PRODUCTION_SETTINGS).flatMap(([key, why]) =>
    given[key] === undefined && !(key === 'CAPTCHA_SECRET' && recaptcha)
      ? [`${key}: required in production (${why})`]
      : [],
  );
  if (given.PUBLIC_URL?.trim().startsWith('http://'))
    problems.push('PUBLIC_URL: must be an https:// URL in production');
  return problems;
}

/** The environment is wrong: the message names every bad key and what it must be. */
export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

function settle(raw: RawEnv): Env {
  const production = raw.NODE_ENV === 'production';
  const publicUrl = raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`;
  return {
    port: raw.PORT,
    host: raw.HOST,
    production,
    checkContracts: raw.NODE_ENV === 'test',
    environment: raw.SPECIFY_ENV,
    dev: raw.SPECIFY_DEV === '1',
    filesDir: raw.SPECIFY_FILES_DIR,
    shellDir: raw.SPECIFY_SHELL_DIR,
    databaseUrl: raw.DATABASE_URL,
    publicUrl,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    assetOrigins: raw.ASSET_ORIGINS ?? [],
    ...(raw.CONFIGURATOR_SCRIPT_URL ? { configuratorScriptUrl: raw.CONFIGURATOR_SCRIPT_URL } : {}),
    search: {
      apiKey: raw.SEARCH_API_KEY,
      appId: raw.SEARCH_APP_ID,
      indexPrefix: raw.SEARCH_INDEX_PREFIX,
    },
    captcha: {
      ...(raw.RECAPTCHA_SECRET && raw.RECAPTCHA_SITE_KEY
        ? { recaptcha: { secret: raw.RECAPTCHA_SECRET, siteKey: raw.RECAPTCHA_SITE_KEY } }
        : {}),
      recaptchaVerifyUrl: raw.RECAPTCHA_VERIFY_URL,
      // Production has its own (deploymentProblems) unless reCAPTCHA checks the form there.
      altchaSecret:
        raw.CAPTCHA_SECRET ?? (production ? undefined : DEVELOPMENT_SECRETS.CAPTCHA_SECRET),
    },
    // Production refuses to start without it (deploymentProblems), so the default is development's.
    checkoutTokenSecret: raw.CHECKOUT_TOKEN_SECRET ?? DEVELOPMENT_SECRETS.CHECKOUT_TOKEN_SECRET,
    // Required in production too (deploymentProblems).
    widgetToken: {
      secret: raw.WIDGET_TOKEN_SECRET ?? DEVELOPMENT_SECRETS.WIDGET_TOKEN_SECRET,
      audience: raw.WIDGET_TOKEN_AUDIENCE,
      lifetimeSeconds: raw.WIDGET_TOKEN_LIFETIME_SECONDS,
    },
    release: {
      // Required in production too (deploymentProblems).
      cookieSecret: raw.RELEASE_COOKIE_SECRET ?? DEVELOPMENT_SECRETS.RELEASE_COOKIE_SECRET,
      telemetrySampleRate: raw.TELEMETRY_SAMPLE_RATE,
      canaryRollback: {
        margin: raw.CANARY_ROLLBACK_MARGIN,
        minSessions: raw.CANARY_MIN_SESSIONS,
        windowMs: raw.CANARY_WINDOW_MINUTES * 60_000,
        minAddresses: raw.CANARY_MIN_ADDRESSES,
        sessionsPerAddress: raw.CANARY_SESSIONS_PER_ADDRESS,
      },
    },
    chromiumPath: raw.CHROMIUM_PATH,
    trustProxy: raw.TRUST_PROXY ?? false,
    logLevel: raw.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    cspReportOnly: (raw.CSP_MODE ?? (production ? 'enforce' : 'report-only')) === 'report-only',
  };
}

/** Ends a start that failed; a bad environment is the operator's to fix: its keys, no stack. */
export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

/**
 * Parses the environment (`process.env` at start; a plain object in tests). Empty values count
 * as unset, as a shell's `FOO=` means. Throws `EnvError` naming every bad key, every setting
 * production lacks, and a development bind reachable from the network; values are never echoed,
 * since some are secrets.
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const present = Object.fromEntries(
    Object.keys(envSchema.entries).flatMap((key) => {
      const value = source[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = v.safeParse(envSchema, present);
  const problems = [
    ...(parsed.issues ?? []).map(
      (issue) => `${v.getDotPath(issue) ?? '(environment)'}: ${issue.message}`,
    ),
    ...deploymentProblems(present),
  ];
  if (!parsed.success || problems.length > 0) throw new EnvError(problems);
  return settle(parsed.output);
}
