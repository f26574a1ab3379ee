import type { Market, SearchKeyResponse } from '@specify/contracts';
import { callAction, searchKeyResponseSchema } from '@specify/contracts';

/**
 * The session's secured search key (GET /action/search/getSearchKey, the config's keyUrl). Its
 * embedded filter hides internal-only records from everyone but internal users.
 */
export function getSearchKey(keyUrl: string, market: Market): Promise<SearchKeyResponse> {
  return callAction(keyUrl.replace(/^\/action\//, ''), {
    market,
    method: 'GET',
    schema: searchKeyResponseSchema,
  });
}
