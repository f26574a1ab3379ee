export {
  createRegistry,
  RegistryError,
  type Registry,
  type Release,
  type Environment,
} from './registry';
export {
  type ActorOptions,
  type CanaryStatus,
  type PromoteOptions,
  type RollbackOptions,
} from './registry-lifecycle';
export {
  type OverrideCheck,
  type RuntimeConfigOptions,
  type UnrunnableRelease,
  describeUnrunnable,
} from './registry-serving';
export { describeShell, type ShellPackages } from './environment';
export { HISTORY_ACTIONS, type HistoryAction, type HistoryEntry } from './history';
export { findRepoRoot, registryRoot } from './paths';
export { buildWorkspace, publishFromWorkspace, shellPackages } from './workspace';
