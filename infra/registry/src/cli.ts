import { parseArgs } from 'node:util';
import { isRemoteName, type RemoteName } from '@specify/contracts';
import { findRepoRoot, registryRoot } from './paths';
import { createRegistry, RegistryError } from './registry';
import { publishFromWorkspace, shellContractsVersion } from './workspace';

const USAGE = `Usage:
  npm run release -- publish mf-<name> [--no-build]      build and store a new immutable version
  npm run release -- promote mf-<name>@<version> --env <env>
  npm run release -- rollback mf-<name> --env <env>
  npm run release -- status --env <env>`;

function remoteArg(value: string | undefined): RemoteName {
  if (!isRemoteName(value)) throw new RegistryError(`"${value ?? ''}" is not a remote.\n${USAGE}`);
  return value;
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { env: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
  });
  const [command, target] = positionals;
  const repoRoot = findRepoRoot();
  const registry = createRegistry(registryRoot(repoRoot));
  const environment = values.env ?? 'local';
  await registry.ensureEnvironment(environment, shellContractsVersion(repoRoot));

  switch (command) {
    case 'publish': {
      const release = await publishFromWorkspace(registry, repoRoot, remoteArg(target), {
        build: !values['no-build'],
      });
      console.info(`Published ${release.name}@${release.version} (contracts ${release.contracts})`);
      return;
    }
    case 'promote': {
      const at = target?.lastIndexOf('@') ?? -1;
      if (!target || at <= 0)
        throw new RegistryError(`promote needs mf-<name>@<version>.\n${USAGE}`);
      const name = remoteArg(target.slice(0, at));
      const version = target.slice(at + 1);
      await registry.promote(name, version, environment);
      console.info(`${environment} now runs ${name}@${version}`);
      return;
    }
    case 'rollback': {
      const name = remoteArg(target);
      const env = await registry.rollback(name, environment);
      console.info(`${environment} rolled back to ${name}@${env.remotes[name]?.version ?? '?'}`);
      return;
    }
    case 'status': {
      const env = await registry.readEnvironment(environment);
      console.info(`Environment ${environment} (shell contracts ${env.shellContracts})`);
      for (const [name, entry] of Object.entries(env.remotes)) {
        const previous = entry.history.at(-1);
        console.info(
          `  ${name.padEnd(20)} ${entry.version}${previous ? `  (previous ${previous})` : ''}`,
        );
      }
      return;
    }
    default:
      throw new RegistryError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof RegistryError ? error.message : error);
  process.exitCode = 1;
});
