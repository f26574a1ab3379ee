import { defineAction, type Action } from '../action';

/**
 * `GET /action/search/getSearchKey`: the session's secured search key. Its embedded filter keeps
 * internal-only records away from everyone but internal users, whatever the browser sends.
 * Registered only when the services have search (see app.ts).
 */
export const searchKeyAction: Action = defineAction(
  'search/getSearchKey',
  async (_body, context) => {
    if (!context.search) throw new Error('search/getSearchKey answered without a search service');
    const account = await context.session.account();
    return context.search.securedKeyFor({
      isInternalUser: account?.isInternalUser ?? false,
      ...(account ? { userToken: account.accountId } : {}),
    });
  },
);
