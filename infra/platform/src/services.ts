import { join } from 'node:path';
import { createCaptchaVerifier } from './captcha';
import { CatalogueStore } from './catalogue';
import type { Env } from './config/env';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createMailer } from './mail';
import type { Services } from './kernel/services';
import { setUpSearch, type SearchSetup } from './search-setup';

export interface ServicesOptions {
  env: Env;
  repoRoot: string;
  /** Tests pass `inMemory` to get a fresh PGlite per suite (unless env names a server). */
  inMemory?: boolean;
  /** An open database to use instead of opening one from env (tests: a copy of a template). */
  database?: DatabaseHandle;
  now?: () => Date;
  /** Build the search indices over the catalogue (and the runtime config naming them). */
  search?: boolean | { apiKey: string };
}

export interface CreatedServices {
  services: Services;
  database: DatabaseHandle;
  /** Present when `search` was asked for: the runtime config's search section. */
  searchRuntimeConfig?: SearchSetup['runtimeConfig'];
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite under .data/db, or DATABASE_URL), the mailer (outbox, plus SMTP when
 * SMTP_URL is set), the captcha verifier (reCAPTCHA when a secret is set, else the local
 * challenge) and, when asked, search: all from the parsed environment.
 */
export async function createServices(options: ServicesOptions): Promise<CreatedServices> {
  const { env } = options;
  const now = options.now ?? (() => new Date());
  const database =
    options.database ??
    (await openDatabase(
      env.databaseUrl
        ? { databaseUrl: env.databaseUrl }
        : { dataDir: options.inMemory ? undefined : join(options.repoRoot, '.data', 'db') },
    ));
  const services: Services = {
    db: database.db,
    catalogue: new CatalogueStore(database.db),
    mailer: createMailer(database.db, { smtpUrl: env.smtpUrl, from: env.mailFrom }),
    captcha: createCaptchaVerifier(env.captcha, database.db, now),
    config: {
      production: env.production,
      publicUrl: env.publicUrl,
      checkContracts: env.checkContracts,
      telemetrySampleRate: env.release.telemetrySampleRate,
      canaryRollback: env.release.canaryRollback,
    },
    // From configuration, so every instance behind a load balancer accepts what another issued.
    secrets: {
      checkoutToken: env.checkoutTokenSecret,
      widgetToken: env.widgetToken,
      releaseCookie: env.release.cookieSecret,
    },
    now,
  };
  const search = options.search
    ? setUpSearch(services, {
        repoRoot: options.repoRoot,
        settings: env.search,
        site: env,
        ...(typeof options.search === 'object' ? { apiKey: options.search.apiKey } : {}),
      })
    : undefined;
  if (search) services.search = search.service;
  return {
    services,
    database,
    searchRuntimeConfig: search?.runtimeConfig,
    close: async () => {
      search?.service.close();
      // An injected database is its opener's to close.
      if (!options.database) await database.close();
    },
  };
}
