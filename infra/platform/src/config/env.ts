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

const originSchema = v.pipe(
  v.string(),
  v.url('must be an origin such as https://assets.example.com'),
  v.transform((value) => new URL(value).origin),
);

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
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
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
  SEARCH_API_KEY: optionalText,
  SEARCH_APP_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9]+$/, 'must be alphanumeric')),
    'SPECIFYLOCAL',
  ),
  SEARCH_INDEX_PREFIX: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9_-]+$/, 'must be a-z, 0-9, _ or -')),
    'specify',
  ),
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_VERIFY_URL: urlWithScheme(['http', 'https'], 'the reCAPTCHA siteverify endpoint'),
  CAPTCHA_SECRET: optionalText,
  CHECKOUT_TOKEN_SECRET: optionalText,
  /** The Chromium that renders PDFs (Debian's by default). */
  CHROMIUM_PATH: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), '/usr/bin/chromium'),
});

type RawEnv = v.InferOutput<typeof envSchema>;

/** The parsed settings, with the defaults the README lists already applied. */
export interface Env {
  port: number;
  host: string;
  /** `NODE_ENV=production`: no dev accounts, no /dev/* routes. */
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
  search: { apiKey?: string; appId: string; indexPrefix: string };
  captcha: { recaptchaSecret?: string; recaptchaVerifyUrl?: string; localSecret?: string };
  /** Signs checkout session tokens; undefined: a random secret per process. */
  checkoutTokenSecret?: string;
  chromiumPath: string;
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
  const publicUrl = raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`;
  return {
    port: raw.PORT,
    host: raw.HOST,
    production: raw.NODE_ENV === 'production',
    checkContracts: raw.NODE_ENV === 'test',
    environment: raw.SPECIFY_ENV,
    dev: raw.SPECIFY_DEV === '1',
    filesDir: raw.SPECIFY_FILES_DIR,
    shellDir: raw.SPECIFY_SHELL_DIR,
    databaseUrl: raw.DATABASE_URL,
    publicUrl,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    assetOrigins: raw.ASSET_ORIGINS ?? [new URL(publicUrl).origin],
    search: {
      apiKey: raw.SEARCH_API_KEY,
      appId: raw.SEARCH_APP_ID,
      indexPrefix: raw.SEARCH_INDEX_PREFIX,
    },
    captcha: {
      recaptchaSecret: raw.RECAPTCHA_SECRET,
      recaptchaVerifyUrl: raw.RECAPTCHA_VERIFY_URL,
      localSecret: raw.CAPTCHA_SECRET,
    },
    checkoutTokenSecret: raw.CHECKOUT_TOKEN_SECRET,
    chromiumPath: raw.CHROMIUM_PATH,
  };
}

/** Ends a start that failed; a bad environment is the operator's to fix: its keys, no stack. */
export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

/**
 * Parses the environment (`process.env` at start; a plain object in tests). Empty values count
 * as unset, as a shell's `FOO=` means. Throws `EnvError` naming every bad key; values are never
 * echoed, since some are secrets.
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const present = Object.fromEntries(
    Object.keys(envSchema.entries).flatMap((key) => {
      const value = source[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = v.safeParse(envSchema, present);
  if (!parsed.success) {
    throw new EnvError(
      parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(environment)'}: ${issue.message}`),
    );
  }
  return settle(parsed.output);
}
