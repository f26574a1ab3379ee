import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createMailer } from './mail/mailer';
import { CatalogueStore } from './catalogue/store';
import type { Services } from './actions/action';

export interface ServicesOptions {
  repoRoot: string;
  env?: NodeJS.ProcessEnv;
  /** Tests pass `inMemory` to get a fresh PGlite per suite. */
  inMemory?: boolean;
  now?: () => Date;
}

/**
 * Opens the database (PGlite under .data/db, or DATABASE_URL) and the mailer (outbox, plus SMTP
 * when SMTP_URL is set), from the environment.
 */
export async function createServices(
  options: ServicesOptions,
): Promise<{ services: Services; database: DatabaseHandle }> {
  const env = options.env ?? process.env;
  const database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { dataDir: options.inMemory ? undefined : join(options.repoRoot, '.data', 'db') },
  );
  const port = env.PORT ?? '3000';
  return {
    database,
    services: {
      db: database.db,
      catalogue: new CatalogueStore(database.db),
      mailer: createMailer(database.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
      config: {
        production: env.NODE_ENV === 'production',
        publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
      },
      now: options.now ?? (() => new Date()),
    },
  };
}
