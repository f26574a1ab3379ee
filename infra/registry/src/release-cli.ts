import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { RemoteName } from '@specify/contracts';
import { UNKNOWN_ACTOR, type HistoryEntry } from './history';
import { assertRemoteName, assertVersion } from './names';
import { RegistryError, type Registry } from './registry';
import { describeUnrunnable } from './registry-serving';
import { describeShell, shellOf } from './environment';
import { publishFromWorkspace, shellPackages } from './workspace';

export const USAGE = `Usage:
  npm run release -- publish mf-<name> [--no-build]      build and store a new immutable version
  npm run release -- create-env <env>                    a new environment running no remotes yet
  npm run release -- promote mf-<name>@<version> --env <env> [--canary <1-99>]
                               the version for everyone, or a canary for that % of sessions
  npm run release -- promote mf-<name> --finish --env <env>
                               the canary becomes the version for everyone (so does --canary 100)
  npm run release -- rollback mf-<name> --env <env> [--reason <text>]
                               drops a canary; without one, back to the previous version
  npm run release -- status --env <env>                  stable version, canary and share, previous
  npm run release -- history [mf-<name>] --env <env>     who changed what, when and why
--env defaults to local. The history records your user name; RELEASE_ACTOR sets another.`;

/** Who the history records for this command: RELEASE_ACTOR, else the user running it. */
export function releaseActor(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.RELEASE_ACTOR?.trim();
  if (configured) return configured;
  try {
    return userInfo().username;
  } catch {
    return UNKNOWN_ACTOR; // a container user without a passwd entry
  }
}

function remoteArg(value: string | undefined): RemoteName {
  const name = value ?? '';
  try {
    assertRemoteName(name);
  } catch (error) {
    throw new RegistryError(`${(error as Error).message}\n${USAGE}`);
  }
  return name;
}

function canaryShareArg(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,3}$/.test(value)) {
    throw new RegistryError(
      `--canary takes a whole percentage of sessions from 1 to 99 (100 makes the version stable), not "${value.slice(0, 20)}".`,
    );
  }
  return Number(value);
}

/** One history entry on one line: time, actor, action, remote, versions, share, reason. */
export function formatHistoryEntry(entry: HistoryEntry): string {
  const versions = entry.from ? `${entry.from} -> ${entry.version ?? '?'}` : (entry.version ?? '');
  return [
    entry.at,
    entry.actor.padEnd(10),
    entry.action.padEnd(15),
    entry.remote,
    versions,
    entry.share === undefined ? '' : `at ${entry.share}%`,
    entry.reason === undefined ? '' : `reason: ${entry.reason}`,
  ]
    .filter(Boolean)
    .join('  ');
}

function parseReleaseArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        env: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        canary: { type: 'string' },
        finish: { type: 'boolean', default: false },
        reason: { type: 'string' },
      },
    });
  } catch (error) {
    // An unknown option or a missing value: say so with the usage, not as a crash.
    throw new RegistryError(`${(error as Error).message}\n${USAGE}`);
  }
}

export interface ReleaseCliContext {
  registry: Registry;
  repoRoot: string;
  log: (line: string) => void;
  /** Recorded in the history as who acted (see releaseActor). */
  actor: string;
}

/**
 * One release command. Only create-env makes an environment: the others refuse an unknown one, so
 * a mistyped `--env` changes nothing. status and history only read.
 */
export async function runRelease(
  argv: string[],
  { registry, repoRoot, log, actor }: ReleaseCliContext,
) {
  const { positionals, values } = parseReleaseArgs(argv);
  const [command, target] = positionals;
  const environment = values.env ?? 'local';

  switch (command) {
    case 'publish': {
      const release = await publishFromWorkspace(registry, repoRoot, remoteArg(target), {
        build: !values['no-build'],
        actor,
      });
      log(
        `Published ${release.name}@${release.version} (contracts ${release.contracts}, ui ${release.ui})`,
      );
      return;
    }
    case 'create-env': {
      if (!target) throw new RegistryError(`create-env needs an environment name.\n${USAGE}`);
      const env = await registry.createEnvironment(target, shellPackages(repoRoot));
      log(`Created environment ${target} (shell ${describeShell(shellOf(env))})`);
      return;
    }
    case 'promote': {
      if (values.finish) {
        if (values.canary !== undefined || target?.includes('@')) {
          throw new RegistryError(
            `promote --finish takes the remote alone, without --canary: promote mf-<name> --finish --env <env>.\n${USAGE}`,
          );
        }
        const name = remoteArg(target);
        const env = await registry.finishCanary(name, environment, { actor });
        const entry = env.remotes[name];
        log(`${environment} now runs ${name}@${entry?.version ?? '?'} for everyone`);
        return;
      }
      const at = target?.lastIndexOf('@') ?? -1;
      if (!target || at <= 0)
        throw new RegistryError(`promote needs mf-<name>@<version>.\n${USAGE}`);
      const name = remoteArg(target.slice(0, at));
      const version = target.slice(at + 1);
      assertVersion(version);
      const canaryShare = canaryShareArg(values.canary);
      const env = await registry.promote(name, version, environment, { actor, canaryShare });
      const entry = env.remotes[name];
      if (entry?.canary) {
        log(
          `${environment} now serves ${name}@${version} to ${entry.canary.share}% of sessions, ${entry.version} to the rest`,
        );
      } else {
        log(`${environment} now runs ${name}@${version}`);
      }
      return;
    }
    case 'rollback': {
      const name = remoteArg(target);
      const env = await registry.rollback(name, environment, { actor, reason: values.reason });
      log(`${environment} rolled back to ${name}@${env.remotes[name]?.version ?? '?'}`);
      return;
    }
    case 'status': {
      const env = await registry.readEnvironment(environment);
      log(`Environment ${environment} (shell ${describeShell(shellOf(env))})`);
      for (const [name, entry] of Object.entries(env.remotes)) {
        const { canary } = entry;
        const previous = entry.history.at(-1);
        log(
          `  ${name.padEnd(20)} ${entry.version}` +
            (canary
              ? `  canary ${canary.version} for ${canary.share}% since ${canary.since}`
              : '') +
            (previous ? `  (previous ${previous})` : ''),
        );
      }
      for (const found of await registry.unrunnable(environment))
        log(`  ${describeUnrunnable(found)}`);
      return;
    }
    case 'history': {
      const name = target === undefined ? undefined : remoteArg(target);
      const entries = await registry.history(environment, name);
      if (entries.length === 0)
        log(`No history for ${name ?? 'any remote'} in ${environment} yet.`);
      for (const entry of entries) log(formatHistoryEntry(entry));
      return;
    }
    default:
      throw new RegistryError(USAGE);
  }
}
