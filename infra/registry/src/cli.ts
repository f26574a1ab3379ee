import { findRepoRoot, registryRoot } from './paths';
import { createRegistry, RegistryError } from './registry';
import { runRelease } from './release-cli';

async function main() {
  const repoRoot = findRepoRoot();
  await runRelease(process.argv.slice(2), {
    registry: createRegistry(registryRoot(repoRoot)),
    repoRoot,
    log: (line) => console.info(line),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof RegistryError ? error.message : error);
  process.exitCode = 1;
});
