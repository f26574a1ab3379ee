import type { CaptchaVerifier } from '../captcha';
import type { CatalogueStore } from '../catalogue';
import type { CanaryRollbackSettings } from '../config/env';
import type { Database } from '../db/client';
import type { Mailer } from '../mail';
import type { SearchService } from '../search';

export interface ServiceConfig {
  /** In production dev accounts are removed, /dev/* routes do not exist, cookies are `__Host-`. */
  production: boolean;
  /** Origin used in links sent by mail, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Hold every action's answer and error code to the action catalogue (tests). */
  checkContracts: boolean;
  /** The share of page sessions (0..1) whose shell reports remote load outcomes (issue 19). */
  telemetrySampleRate: number;
  /** When a canary is rolled back by itself (issue 19). */
  canaryRollback: CanaryRollbackSettings;
}

/** Secrets the actions sign with; never sent to a browser. */
export interface ServiceSecrets {
  /** Signs checkout session tokens. */
  checkoutToken: string;
  /** Signs product/getJWTToken's widget tokens, for the audience and lifetime configured. */
  widgetToken: { secret: string; audience: string; lifetimeSeconds: number };
  /** Signs the release bucket and QA override cookies. */
  releaseCookie: string;
}

/**
 * Everything an action or route depends on, built once at start (the composition root): actions
 * reach the database, mail, captcha, search, the clock and secrets only through this object, so a
 * test swaps any of them by building Services differently.
 */
export interface Services {
  db: Database;
  catalogue: CatalogueStore;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** The search API over the catalogue; absent in tests that do not search. */
  search?: SearchService;
  config: ServiceConfig;
  secrets: ServiceSecrets;
  now: () => Date;
}
