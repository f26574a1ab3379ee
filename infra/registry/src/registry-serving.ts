import * as v from 'valibot';
import {
  isRemoteName,
  remoteOverridesSchema,
  type RemoteName,
  type RemoteOverride,
  type RuntimeConfig,
} from '@specify/contracts';
import { shellMismatch, shellOf, type Release } from './environment';
import { RegistryError } from './registry-error';
import type { RegistryStore } from './registry-store';

export type OverrideCheck = { ok: true } | { ok: false; message: string };
/** A version promoted to an environment that the environment's shell cannot run. */
export interface UnrunnableRelease {
  remote: RemoteName;
  version: string;
  /** Which of the remote's versions it is there. */
  role: 'stable' | 'canary';
  /** Why, in the words of a refused promotion. */
  why: string;
}
export interface RuntimeConfigOptions {
  /** The session's bucket, 0..99 (sticky per browser): below a canary's share gets the canary. */
  bucket?: number;
  /** QA overrides for this session, checked beforehand with checkOverrides. */
  overrides?: RemoteOverride[];
}

/** A promoted version the shell cannot run, and what to do about it, in one line. */
export function describeUnrunnable({ remote, version, role, why }: UnrunnableRelease): string {
  return `${remote}@${version} (${role}) cannot run on this shell: ${why}. Its region shows its fallback until a version built against this shell is promoted.`;
}

/**
 * What a platform reads on every page: whether a session's QA overrides may be served, and the
 * runtime config of an environment for a session's bucket and overrides.
 */
export function registryServing(store: RegistryStore) {
  const { readRelease, readEnvironment } = store;

  return {
    /**
     * Whether QA overrides may be served in an environment: each version must be published and
     * built against the contracts and ui its shell provides. The refusal names the first offending
     * override and why, in words fit to show QA; a version that is not published is not repeated
     * (a link's author wrote it, and the page shows the refusal).
     */
    async checkOverrides(environment: string, overrides: RemoteOverride[]): Promise<OverrideCheck> {
      const env = await readEnvironment(environment);
      if (!v.is(remoteOverridesSchema, overrides)) {
        return {
          ok: false,
          message: 'Overrides name known remotes, each once, as mf-name@version.',
        };
      }
      for (const { remote, version } of overrides) {
        const refuse = (why: string) => ({
          ok: false as const,
          message: `Refusing the override ${remote}@${version}: ${why}.`,
        });
        let release: Release;
        try {
          release = await readRelease(remote, version);
        } catch (error) {
          if (error instanceof RegistryError)
            return {
              ok: false,
              message: `Refusing the override of ${remote}: the version asked for is not published.`,
            };
          throw error;
        }
        const mismatch = shellMismatch(release, environment, shellOf(env));
        if (mismatch) return refuse(mismatch);
      }
      return { ok: true };
    },

    /**
     * The versions promoted to an environment (stable and canary) that its shell cannot run: after
     * a shell release, the remotes to rebuild and promote again. The shell refuses them too, so
     * each shows its region's fallback meanwhile, never a broken page.
     */
    async unrunnable(environment: string): Promise<UnrunnableRelease[]> {
      const env = await readEnvironment(environment);
      const shell = shellOf(env);
      const found: UnrunnableRelease[] = [];
      for (const [remote, entry] of Object.entries(env.remotes)) {
        if (!isRemoteName(remote)) continue;
        const roles: Array<[UnrunnableRelease['role'], string]> = [['stable', entry.version]];
        if (entry.canary) roles.push(['canary', entry.canary.version]);
        for (const [role, version] of roles) {
          const why = shellMismatch(await readRelease(remote, version), environment, shell);
          if (why) found.push({ remote, version, role, why });
        }
      }
      return found;
    },

    /**
     * The runtime config the shell reads at boot. The environment file is read on each call, so a
     * promotion needs no restart. A canary's version goes to sessions whose bucket is below its
     * share (none without a bucket); overrides replace their remote's entry and are listed.
     */
    async runtimeConfig(
      environment: string,
      options: RuntimeConfigOptions = {},
    ): Promise<RuntimeConfig> {
      const { bucket, overrides = [] } = options;
      if (bucket !== undefined && !(Number.isInteger(bucket) && bucket >= 0 && bucket <= 99)) {
        throw new RegistryError(`A session bucket is a whole number from 0 to 99, not ${bucket}.`);
      }
      const env = await readEnvironment(environment);
      const served = new Map<RemoteName, string>();
      for (const [name, entry] of Object.entries(env.remotes)) {
        if (!isRemoteName(name)) continue;
        const inCanary = entry.canary && bucket !== undefined && bucket < entry.canary.share;
        served.set(name, inCanary && entry.canary ? entry.canary.version : entry.version);
      }
      for (const { remote, version } of overrides) served.set(remote, version);
      const entries = await Promise.all(
        [...served].map(async ([name, version]) => {
          const release = await readRelease(name, version);
          const manifest = `/remotes/${name}/${version}/mf-manifest.json`;
          return [
            name,
            { version, manifest, contracts: release.contracts, ui: release.ui },
          ] as const;
        }),
      );
      const config: RuntimeConfig = {
        environment,
        remotes: Object.fromEntries(entries),
        loadTimeoutMs: env.loadTimeoutMs,
      };
      if (overrides.length > 0) {
        config.overrides = overrides.map(({ remote, version }) => ({ remote, version }));
      }
      return config;
    },
  };
}
