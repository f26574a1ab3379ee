import { useEffect, useState } from 'react';
import type { Market, RuntimeConfig, Session } from '@specify/contracts';
import { createSearchRuntime, type SearchRuntime } from '../api/create-search-runtime';

export type SearchRuntimeState =
  | { status: 'loading' }
  | { status: 'ready'; runtime: SearchRuntime }
  | { status: 'error'; error: Error };

/** Who the key is for: a new key only when the viewer's visibility or identity changes. */
function viewerKey(session: Session): string {
  return session.status === 'authenticated'
    ? `${session.account.accountId}:${session.account.isInternalUser}`
    : 'anonymous';
}

/**
 * The session's search runtime, rebuilt when the viewer or the market changes, or when `attempt`
 * changes (Try again after a failure).
 */
export function useSearchRuntime(
  config: RuntimeConfig,
  market: Market,
  session: Session,
  attempt = 0,
): SearchRuntimeState {
  const [state, setState] = useState<SearchRuntimeState>({ status: 'loading' });
  const viewer = viewerKey(session);
  useEffect(() => {
    let live = true;
    let created: SearchRuntime | undefined;
    setState({ status: 'loading' });
    createSearchRuntime(config, market).then(
      (runtime) => {
        if (live) setState({ status: 'ready', runtime: (created = runtime) });
        else runtime.dispose();
      },
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
      created?.dispose();
    };
    // The key follows the viewer (see viewerKey), not the session object's identity.
  }, [config, market, viewer, attempt]);
  return state;
}
