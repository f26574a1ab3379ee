import type { EventBus } from './events';
import type { Market } from './markets';
import type { RemoteName } from './remotes';
import type { RuntimeConfig } from './runtime-config';
import type { Session } from './session';

/**
 * What the shell (or a standalone harness) hands every remote's ./app at mount, as single-spa
 * customProps. The session is a snapshot; later changes arrive as `auth:changed` events, and the
 * market follows the URL.
 */
export interface MountProps {
  remote: RemoteName;
  market: Market;
  session: Session;
  bus: EventBus;
  config: RuntimeConfig;
  /** The element the remote renders into. */
  domElement?: HTMLElement;
}
