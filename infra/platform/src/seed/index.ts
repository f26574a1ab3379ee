import { generateCatalogue, generateChromeContent, generatePageContent } from '@specify/data';
import { publishIfChanged } from '../cms';
import type { Services } from '../kernel/services';
import { removeDevAccounts, seedDevAccounts } from './dev-accounts';
import { seedCommerce } from './commerce';

export interface SeedOptions {
  /** Load the generated catalogue when the database has none (first start). */
  catalogue: boolean;
}

/**
 * Seeds what a start needs: reference data and the CMS documents (chrome and pages) always (a new version
 * only when the seed content changed), dev accounts outside production (removed in production).
 */
export async function seedPlatform(services: Services, options: SeedOptions): Promise<void> {
  await seedCommerce(services.db);
  await publishIfChanged(
    services.db,
    [...generateChromeContent(), ...generatePageContent()],
    services.now(),
  );
  if (services.config.production) await removeDevAccounts(services.db);
  else await seedDevAccounts(services.db);
  if (options.catalogue && (await services.catalogue.isEmpty())) {
    await services.catalogue.replaceAll(generateCatalogue());
  }
}
