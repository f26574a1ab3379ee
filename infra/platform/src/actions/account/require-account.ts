import type { ActionContext } from '../action';
import type { AccountRow } from '../../kernel/session';
import { PlatformError } from '../../kernel/platform-error';

export async function requireAccount(context: ActionContext): Promise<AccountRow> {
  const account = await context.session.account();
  if (!account) throw new PlatformError(401, 'error.auth.required', 'Please sign in to continue.');
  return account;
}
