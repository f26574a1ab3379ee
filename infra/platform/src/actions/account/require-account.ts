import type { ActionContext } from '../action';
import { ActionError } from '../action';
import type { AccountRow } from '../session';

export async function requireAccount(context: ActionContext): Promise<AccountRow> {
  const account = await context.session.account();
  if (!account) throw new ActionError(401, 'error.auth.required', 'Please sign in to continue.');
  return account;
}
