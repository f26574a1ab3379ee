import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  SpecifyError,
  federationName,
  isSpecifyError,
  type RemoteName,
} from '@specify/contracts';

function remoteByFederationName(name: string | undefined): RemoteName | undefined {
  return REMOTES.find((remote) => federationName(remote) === name);
}

/**
 * A remote's manifest: one retry on a network error or 5xx, both within the load's deadline
 * (`signal`, aborted when it passes). What comes back is checked to be JSON here, so a broken
 * manifest is told apart from a missing one.
 */
async function fetchManifest(
  url: string,
  init: RequestInit,
  remote: RemoteName,
  signal: AbortSignal | undefined,
): Promise<Response> {
  let response: Response | undefined;
  for (let attempt = 1; attempt <= 2 && !(response && response.status < 500); attempt += 1) {
    try {
      response = await fetch(url, { ...init, signal });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (attempt === 2)
        throw new SpecifyError(
          'SPEC-LOAD-001',
          `${remote}'s manifest could not be fetched.`,
          { remote },
          error,
        );
    }
  }
  if (!response) throw new SpecifyError('SPEC-LOAD-001', `No manifest for ${remote}.`, { remote });
  if (!response.ok) {
    throw new SpecifyError('SPEC-LOAD-001', `${remote}'s manifest answered ${response.status}.`, {
      remote,
      status: response.status,
    });
  }
  const text = await response.text();
  try {
    JSON.parse(text);
  } catch (error) {
    throw new SpecifyError(
      'SPEC-LOAD-003',
      `${remote} served a manifest that is not JSON.`,
      { remote },
      error,
    );
  }
  return new Response(text, { status: response.status, headers: response.headers });
}

/**
 * How the MF runtime fetches for us: manifests within the deadline of the load they belong to
 * (`deadlineOf`, from loadRemoteLifecycles, the one place a load's time is limited), entry
 * scripts with CORS, each of our remotes' scripts told to `onScript`. The load itself classifies
 * whatever else fails (classifyLoadError).
 */
export function specifyRuntimePlugin(
  deadlineOf: (remote: RemoteName) => AbortSignal | undefined,
  onScript: (remote: RemoteName) => void = () => undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'specify-load-policy',
    createScript({ url, remoteInfo }) {
      const remote = remoteByFederationName(remoteInfo?.name);
      if (remote) onScript(remote);
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return script;
    },
    fetch(url, init, remoteInfo) {
      const remote = remoteByFederationName(remoteInfo?.name);
      if (!remote) return undefined;
      return fetchManifest(url, init, remote, deadlineOf(remote));
    },
    async errorLoadRemote({ error }) {
      // What fetchManifest already named (a manifest that is not JSON, the deadline) keeps its
      // code: left to the runtime, it would become a general RUNTIME-003.
      if (isSpecifyError(error)) throw error;
      return undefined;
    },
  };
}
