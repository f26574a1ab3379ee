import { startTransition, useEffect, useState } from 'react';
import type { Market, RuntimeConfig, Session } from '@specify/contracts';
import { createSearchClient, type SearchClient } from './create-search-client';

export type SearchRuntimeState<Runtime = SearchClient> =
  { status: 'loading' } | { status: 'ready'; runtime: Runtime } | { status: 'error'; error: Error };

/** Builds a runtime on the search client (a remote adds its own parts, such as insights). */
export type CreateSearchRuntime<Runtime extends { dispose: () => void }> = (
  config: RuntimeConfig,
  market: Market,
  session: Session,
) => Promise<Runtime>;

/** Who the key is for: a new key only when the viewer's visibility or identity changes. */
function viewerKey(session: Session): string {
  return session.status === 'authenticated'
    ? `${session.account.accountId}:${session.account.isInternalUser}`
    : 'anonymous';
}

/**
 * The session's search runtime, made by `create` (a module-level function: it is read when the
 * runtime is rebuilt, not watched) and rebuilt when the viewer or the market changes, or when
 * `attempt` changes (Try again after a failure). A runtime left behind is disposed.
 *
 * The ready runtime is set as a transition: the screen it lets mount (a whole listing) renders in
 * slices that yield to the browser, not in one task (110 ms at 4x CPU), and what showed while it
 * loaded stays until that screen commits.
 */
export function useSearchRuntime<Runtime extends { dispose: () => void }>(
  create: CreateSearchRuntime<Runtime>,
  config: RuntimeConfig,
  market: Market,
  session: Session,
  attempt = 0,
): SearchRuntimeState<Runtime> {
  const [state, setState] = useState<SearchRuntimeState<Runtime>>({ status: 'loading' });
  const viewer = viewerKey(session);
  useEffect(() => {
    let live = true;
    let created: Runtime | undefined;
    setState({ status: 'loading' });
    create(config, market, session).then(
      (runtime) => {
        if (!live) return runtime.dispose();
        created = runtime;
        startTransition(() => setState({ status: 'ready', runtime }));
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
    // The session object changes identity on every auth:changed; only the viewer matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, market, viewer, attempt]);
  return state;
}

const plainClient: CreateSearchRuntime<SearchClient> = (config, market) =>
  createSearchClient(config, market);

/** The session's plain search client (no analytics), as useSearchRuntime keeps it. */
export function useSearchClient(
  config: RuntimeConfig,
  market: Market,
  session: Session,
  attempt = 0,
): SearchRuntimeState<SearchClient> {
  return useSearchRuntime(plainClient, config, market, session, attempt);
}
