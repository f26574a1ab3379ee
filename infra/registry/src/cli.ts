import { findRepoRoot, registryRoot } from './paths';
import { createRegistry, RegistryError } from './registry';
import { releaseActor, runRelease } from './release-cli';

async function main() {
  const repoRoot = findRepoRoot();
  await runRelease(process.argv.slice(2), {
    registry: createRegistry(registryRoot(repoRoot)),
    repoRoot,
    log: (line) => console.info(line),
    actor: releaseActor(),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof RegistryError ? error.message : error);
  process.exitCode = 1;
});
