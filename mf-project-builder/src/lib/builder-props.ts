import type { EventBus, Market, RuntimeConfig, Session } from '@specify/contracts';

/** What every builder screen is given by the root: the mount's market, bus, session and config. */
export interface BuilderProps {
  market: Market;
  bus: EventBus;
  session: Session;
  config: RuntimeConfig;
}
