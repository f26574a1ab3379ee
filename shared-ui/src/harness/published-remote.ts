import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import { APP_EXPOSE, federationName, type RemoteOverride } from '@specify/contracts';
import type { RemoteLifecycles } from '../remote-app/create-remote-lifecycles';

/** Where the platform's registry serves a published version's manifest (`/remotes` is proxied). */
export function publishedManifestUrl({ remote, version }: RemoteOverride): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

function isLifecycles(value: unknown): value is RemoteLifecycles {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return ['bootstrap', 'mount', 'unmount'].every((key) => typeof candidate[key] === 'function');
}

/**
 * A published version's ./app, loaded as the shell loads a remote (its manifest, then the
 * expose), sharing the harness's copies of react, @specify/ui and the other singletons. It runs
 * beside the checkout's build because a harness is a container of another name
 * (`<remote>_harness`, tooling/build/webpack.cjs) that provides its MF runtime to the remotes it
 * loads, as the shell does. A runtime instance of its own loads it: registered with the harness's
 * instance, a version that failed to load would break the checkout's build too, as the runtime
 * initialises sharing with every remote it knows before loading a lazy chunk. Harness-only: no
 * remote's production bundle imports this module.
 */
export async function loadPublishedApp(override: RemoteOverride): Promise<RemoteLifecycles> {
  const container = federationName(override.remote);
  const loader = createInstance({
    name: `${container}_published`,
    remotes: [{ name: container, entry: publishedManifestUrl(override) }],
    shared: {},
  });
  const harnessShared = getInstance()?.shareScopeMap.default;
  if (harnessShared) loader.initShareScopeMap('default', harnessShared);
  let module: unknown;
  try {
    module = await loader.loadRemote<unknown>(`${container}/${APP_EXPOSE.slice(2)}`);
  } catch (error) {
    // The runtime's own message is long and names its internals; the console keeps it.
    console.error(error);
    throw new Error(
      `${override.remote}@${override.version} could not be loaded from the platform: is it published there?`,
    );
  }
  if (!isLifecycles(module))
    throw new Error(
      `${override.remote}@${override.version} has no single-spa lifecycles in ./app.`,
    );
  return module;
}
