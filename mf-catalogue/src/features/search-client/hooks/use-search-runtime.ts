import type { Market, RuntimeConfig, Session } from '@specify/contracts';
import {
  useSearchRuntime as useSharedSearchRuntime,
  type SearchRuntimeState,
} from '@specify/ui/search-client';
import { createSearchRuntime, type SearchRuntime } from '../api/create-search-runtime';

/** The session's search runtime with insights, rebuilt when the viewer or the market changes. */
export function useSearchRuntime(
  config: RuntimeConfig,
  market: Market,
  session: Session,
): SearchRuntimeState<SearchRuntime> {
  return useSharedSearchRuntime(createSearchRuntime, config, market, session);
}
