import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES, federationName, type RemoteName } from '@specify/contracts';
import { classifyLoadError } from './classify-load-error';

function remoteByFederationName(name: string | undefined): RemoteName | undefined {
  return REMOTES.find((remote) => federationName(remote) === name);
}

/** One retry on a network error or 5xx, each try bounded by the load timeout. */
async function fetchWithRetry(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const once = () =>
    fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  try {
    const response = await once();
    return response.status >= 500 ? await once() : response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw error;
    return once();
  }
}

/**
 * Our load timeouts (seconds, not MF's 20 s default) for manifests and scripts, a retry for
 * manifests, and stable error codes for every load failure the runtime reports. (The published
 * retry plugin always registers its own fetch hook, which would fetch every manifest twice.)
 */
export function specifyRuntimePlugin(loadTimeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'specify-load-policy',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: loadTimeoutMs };
    },
    fetch(url, init) {
      return fetchWithRetry(url, init, loadTimeoutMs);
    },
    async errorLoadRemote({ id, error, remote }) {
      const name = remoteByFederationName(remote?.name ?? id.split('/')[0]);
      if (name) throw classifyLoadError(name, error);
      return undefined;
    },
  };
}
