export {
  createRegistry,
  RegistryError,
  type Registry,
  type Release,
  type Environment,
} from './registry';
export { findRepoRoot, registryRoot } from './paths';
export { buildWorkspace, publishFromWorkspace, shellContractsVersion } from './workspace';
