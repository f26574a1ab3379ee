import type { Services } from '../actions/action';
import { seedDevAccounts } from './dev-accounts';
import { seedCommerce } from './commerce';

/** Seeds what a start needs: reference data always, dev accounts outside production. */
export async function seedPlatform(
  services: Services,
  options: { catalogue: boolean },
): Promise<void> {
  await seedCommerce(services.db);
  if (!services.config.production) await seedDevAccounts(services.db);
  void options;
}
