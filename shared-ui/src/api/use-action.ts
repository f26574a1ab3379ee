import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, {
  type SWRMutationConfiguration,
  type SWRMutationResponse,
} from 'swr/mutation';
import {
  callAction,
  type ActionName,
  type ActionRequest,
  type ActionResult,
  type CallActionOptions,
  type Market,
  type ReadActionName,
  type WriteActionName,
} from '@specify/contracts';
import { useActionMarket } from './action-provider';

/** Hooks for the action catalogue: the name types the body and the data (CONVENTIONS 4). */

type BodyIsOptional<N extends ActionName> =
  Record<string, never> extends ActionRequest<N> ? true : false;

/** The SWR key of a read: one cache entry per action, market and body. */
export function actionKey<N extends ActionName>(
  name: N,
  market: Market,
  body?: ActionRequest<N>,
): readonly [N, Market, ActionRequest<N> | Record<string, never>] {
  return [name, market, body ?? {}];
}

function call<N extends ActionName>(name: N, market: Market, body: unknown) {
  // The public signatures type the body by N; here it only travels through.
  return callAction(name, { market, body } as CallActionOptions<N>);
}

/** `null` as the body skips the read (SWR's conditional fetching). */
type ReadArgs<N extends ReadActionName> =
  BodyIsOptional<N> extends true
    ? [body?: ActionRequest<N> | null, config?: SWRConfiguration<ActionResult<N>, Error>]
    : [body: ActionRequest<N> | null, config?: SWRConfiguration<ActionResult<N>, Error>];

/**
 * Reads a read-only action through SWR, for the market of the nearest ActionProvider; only
 * read-only actions, as SWR repeats a read whenever it revalidates.
 */
export function useAction<N extends ReadActionName>(
  name: N,
  ...[body, config]: ReadArgs<N>
): SWRResponse<ActionResult<N>, Error> {
  const market = useActionMarket();
  return useSWR(
    body === null ? null : actionKey(name, market, body),
    ([, keyMarket, keyBody]) => call(name, keyMarket, keyBody),
    config,
  );
}

type MutationArg<N extends WriteActionName> =
  BodyIsOptional<N> extends true ? ActionRequest<N> | undefined : ActionRequest<N>;

type MutationKey<N extends WriteActionName> = ReturnType<typeof actionKey<N>>;

/** A state-changing action, sent when `trigger(body)` is called (swr/mutation). */
export function useMutationAction<N extends WriteActionName>(
  name: N,
  config?: SWRMutationConfiguration<ActionResult<N>, Error, MutationKey<N>, MutationArg<N>>,
): SWRMutationResponse<ActionResult<N>, Error, MutationKey<N>, MutationArg<N>> {
  const market = useActionMarket();
  return useSWRMutation(
    actionKey(name, market),
    (_key: MutationKey<N>, { arg }: { arg: MutationArg<N> }) => call(name, market, arg),
    config,
  );
}
