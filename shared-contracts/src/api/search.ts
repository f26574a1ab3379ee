import { searchKeyResponseSchema } from '../search-config';
import { NO_BODY, reads } from './action-spec';

/** Search's one action: the session's secured key (platform search README). */
export const SEARCH_ACTIONS = {
  'search/getSearchKey': reads(NO_BODY, searchKeyResponseSchema),
} as const;
