import {
  RUNTIME_CONFIG_ELEMENT_ID,
  parseRuntimeConfig,
  SpecifyError,
  type RuntimeConfig,
} from '@specify/contracts';

/**
 * Reads the environment's runtime config; nothing about remotes is baked into the shell build.
 * The platform inlines it into the page, so a first visit learns what to load without a round
 * trip; a page without it (or with one that does not parse) fetches /config.json instead.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  page: Document = document,
): Promise<RuntimeConfig> {
  const inline = page.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      return parseRuntimeConfig(JSON.parse(inline));
    } catch (error) {
      console.warn(`The runtime config in the page is unreadable; fetching ${url}.`, error);
    }
  }
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
