import { createContext, useContext, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Market } from '@specify/contracts';

const ActionMarketContext = createContext<Market | undefined>(undefined);

export interface ActionProviderProps {
  /** The market every action below is called for: the mount props' market. */
  market: Market;
  children?: ReactNode;
}

/** Each mount its own cache: see ActionProvider. */
const freshCache = () => new Map();

/**
 * Gives `useAction` and `useMutationAction` their market, and a server-state cache of their own;
 * a remote puts it at its root. The shell remounts a remote when the market or the session
 * changes, so a new mount must never be answered from the last one's cache (another user's
 * account, another market's cart).
 */
export function ActionProvider({ market, children }: ActionProviderProps) {
  return (
    <SWRConfig value={{ provider: freshCache }}>
      <ActionMarketContext.Provider value={market}>{children}</ActionMarketContext.Provider>
    </SWRConfig>
  );
}

export function useActionMarket(): Market {
  const market = useContext(ActionMarketContext);
  if (!market)
    throw new Error(
      "useAction needs an <ActionProvider market={props.market}> around it, at the remote's root.",
    );
  return market;
}
