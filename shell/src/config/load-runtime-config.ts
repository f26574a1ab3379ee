import { parseRuntimeConfig, SpecifyError, type RuntimeConfig } from '@specify/contracts';

/** Reads the environment's runtime config; nothing about remotes is baked into the shell build. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new SpecifyError('SPEC-CONFIG-001', `Could not fetch ${url}.`, {}, error);
  }
  if (!response.ok) {
    throw new SpecifyError('SPEC-CONFIG-001', `${url} answered ${response.status}.`, {
      status: response.status,
    });
  }
  return parseRuntimeConfig(await response.json());
}
