import type { SearchService } from '../../search';
import { defineAction, type Action } from '../action';

/**
 * `GET /action/search/getSearchKey`: the session's secured search key. Its embedded filter keeps
 * internal-only records away from everyone but internal users, whatever the browser sends.
 */
export function searchKeyAction(search: SearchService): Action {
  return defineAction('search/getSearchKey', async (_body, context) => {
    const account = await context.session.account();
    return search.securedKeyFor({
      isInternalUser: account?.isInternalUser ?? false,
      ...(account ? { userToken: account.accountId } : {}),
    });
  });
}
