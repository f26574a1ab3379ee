import type { RuntimeConfig, SearchRuntimeConfig } from '@specify/contracts';
import { SpecifyError, parseRuntimeConfig } from '@specify/contracts';

/**
 * The search section of the runtime config. The shell passes it in mount props; a harness whose
 * config has none (the standalone one) reads /config.json, where MSW or the platform answer.
 */
export async function getSearchConfig(config: RuntimeConfig): Promise<SearchRuntimeConfig> {
  if (config.search) return config.search;
  const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new SpecifyError('SPEC-CONFIG-001', `/config.json answered ${response.status}.`);
  }
  const search = parseRuntimeConfig(await response.json()).search;
  if (!search) {
    throw new SpecifyError(
      'SPEC-CONFIG-001',
      'The runtime config has no search section (the platform sets it from searchConfig).',
    );
  }
  return search;
}
