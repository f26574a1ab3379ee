export {
  createRegistry,
  RegistryError,
  type Registry,
  type Release,
  type Environment,
  type ActorOptions,
  type PromoteOptions,
  type RollbackOptions,
  type CanaryStatus,
  type OverrideCheck,
  type RuntimeConfigOptions,
} from './registry';
export { HISTORY_ACTIONS, type HistoryAction, type HistoryEntry } from './history';
export { findRepoRoot, registryRoot } from './paths';
export { buildWorkspace, publishFromWorkspace, shellContractsVersion } from './workspace';
