import { parseArgs } from 'node:util';
import type { RemoteName } from '@specify/contracts';
import { assertRemoteName, assertVersion } from './names';
import { RegistryError, type Registry } from './registry';
import { publishFromWorkspace, shellContractsVersion } from './workspace';

export const USAGE = `Usage:
  npm run release -- publish mf-<name> [--no-build]      build and store a new immutable version
  npm run release -- create-env <env>                    a new environment running no remotes yet
  npm run release -- promote mf-<name>@<version> --env <env>
  npm run release -- rollback mf-<name> --env <env>
  npm run release -- status --env <env>                  (--env defaults to local)`;

function remoteArg(value: string | undefined): RemoteName {
  const name = value ?? '';
  try {
    assertRemoteName(name);
  } catch (error) {
    throw new RegistryError(`${(error as Error).message}\n${USAGE}`);
  }
  return name;
}

export interface ReleaseCliContext {
  registry: Registry;
  repoRoot: string;
  log: (line: string) => void;
}

/**
 * One release command. Only create-env makes an environment: the others refuse an unknown one, so
 * a mistyped `--env` changes nothing. status only reads.
 */
export async function runRelease(argv: string[], { registry, repoRoot, log }: ReleaseCliContext) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { env: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
  });
  const [command, target] = positionals;
  const environment = values.env ?? 'local';

  switch (command) {
    case 'publish': {
      const release = await publishFromWorkspace(registry, repoRoot, remoteArg(target), {
        build: !values['no-build'],
      });
      log(`Published ${release.name}@${release.version} (contracts ${release.contracts})`);
      return;
    }
    case 'create-env': {
      if (!target) throw new RegistryError(`create-env needs an environment name.\n${USAGE}`);
      const env = await registry.createEnvironment(target, shellContractsVersion(repoRoot));
      log(`Created environment ${target} (shell contracts ${env.shellContracts})`);
      return;
    }
    case 'promote': {
      const at = target?.lastIndexOf('@') ?? -1;
      if (!target || at <= 0)
        throw new RegistryError(`promote needs mf-<name>@<version>.\n${USAGE}`);
      const name = remoteArg(target.slice(0, at));
      const version = target.slice(at + 1);
      assertVersion(version);
      await registry.promote(name, version, environment);
      log(`${environment} now runs ${name}@${version}`);
      return;
    }
    case 'rollback': {
      const name = remoteArg(target);
      const env = await registry.rollback(name, environment);
      log(`${environment} rolled back to ${name}@${env.remotes[name]?.version ?? '?'}`);
      return;
    }
    case 'status': {
      const env = await registry.readEnvironment(environment);
      log(`Environment ${environment} (shell contracts ${env.shellContracts})`);
      for (const [name, entry] of Object.entries(env.remotes)) {
        const previous = entry.history.at(-1);
        log(`  ${name.padEnd(20)} ${entry.version}${previous ? `  (previous ${previous})` : ''}`);
      }
      return;
    }
    default:
      throw new RegistryError(USAGE);
  }
}
