import { createContext, useContext, type ReactNode } from 'react';
import type { Market } from '@specify/contracts';

const ActionMarketContext = createContext<Market | undefined>(undefined);

export interface ActionProviderProps {
  /** The market every action below is called for: the mount props' market. */
  market: Market;
  children?: ReactNode;
}

/** Gives `useAction` and `useMutationAction` their market; a remote puts it at its root. */
export function ActionProvider({ market, children }: ActionProviderProps) {
  return <ActionMarketContext.Provider value={market}>{children}</ActionMarketContext.Provider>;
}

export function useActionMarket(): Market {
  const market = useContext(ActionMarketContext);
  if (!market)
    throw new Error(
      "useAction needs an <ActionProvider market={props.market}> around it, at the remote's root.",
    );
  return market;
}
