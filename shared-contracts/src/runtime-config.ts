import * as v from 'valibot';
import { SpecifyError } from './errors';
import { REMOTES } from './remotes';
import { searchRuntimeConfigSchema } from './search-config';

/** A registry version: canonical semver, e.g. `0.3.0-1a2b3c4d5e` (the registry's minted form). */
const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
const MAX_VERSION_LENGTH = 64;

export const remoteVersionSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_VERSION_LENGTH),
  v.regex(VERSION, 'is not a version'),
);

export const remoteOverrideSchema = v.object({
  remote: v.picklist(REMOTES),
  version: remoteVersionSchema,
});
export type RemoteOverride = v.InferOutput<typeof remoteOverrideSchema>;

/** QA overrides (issue 19), at most one override per remote. */
export const remoteOverridesSchema = v.pipe(
  v.array(remoteOverrideSchema),
  v.maxLength(REMOTES.length),
  v.check(
    (list) => new Set(list.map((entry) => entry.remote)).size === list.length,
    'names a remote twice',
  ),
);

/** `mf-product@0.3.0-1a2b3c4d5e, mf-content@…`: how the badge and messages name overrides. */
export function describeRemoteOverrides(overrides: readonly RemoteOverride[]): string {
  return overrides.map((entry) => `${entry.remote}@${entry.version}`).join(', ');
}

const remoteEntrySchema = v.object({
  version: v.pipe(v.string(), v.minLength(1)),
  /** URL of the remote's mf-manifest.json for this version. */
  manifest: v.pipe(v.string(), v.minLength(1)),
  /** The @specify/contracts semver range the remote was built against. */
  contracts: v.pipe(v.string(), v.minLength(1)),
  /** The @specify/ui semver range the remote was built against. */
  ui: v.pipe(v.string(), v.minLength(1)),
});
export type RemoteEntry = v.InferOutput<typeof remoteEntrySchema>;

/**
 * The environment's runtime config, served as /config.json from the registry. Remotes missing
 * from it (not yet released to the environment) render their fallback region.
 */
export const runtimeConfigSchema = v.object({
  environment: v.pipe(v.string(), v.minLength(1)),
  remotes: v.partial(
    v.object(
      Object.fromEntries(REMOTES.map((name) => [name, remoteEntrySchema])) as Record<
        (typeof REMOTES)[number],
        typeof remoteEntrySchema
      >,
    ),
  ),
  /** How long a remote may take to load before its fallback shows. */
  loadTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(500)), 5000),
  /** Search API hosts and index names (absent where search is not configured). */
  search: v.optional(searchRuntimeConfigSchema),
  /**
   * A third-party product configurator's script (storefront §7), loaded on the product page once a
   * variant is shown; absent by default, and then nothing loads.
   */
  configuratorScriptUrl: v.optional(
    v.pipe(v.string(), v.maxLength(2000), v.url(), v.startsWith('https://')),
  ),
  /**
   * QA overrides active for this browser session (`?remote-override=`, issue 19): `remotes` already
   * names these versions; the chrome shows them in a badge so a screenshot never hides them.
   */
  overrides: v.optional(remoteOverridesSchema),
  /** Why this page's `?remote-override=` was refused (shown by the chrome); nothing changed. */
  overrideRefused: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /**
   * Remote telemetry (issue 19): the share of page sessions that report remote load outcomes, and
   * the page's token their reports carry (issue 29; none, nothing is reported).
   */
  telemetry: v.optional(
    v.object({
      sampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
      token: v.optional(v.pipe(v.string(), v.maxLength(512))),
    }),
  ),
});
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/**
 * The id of the element in which the platform inlines the runtime config into the shell's HTML
 * (a JSON `<script>`), so the shell knows what to load without a round trip to /config.json.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'specify-runtime-config';

/** Parses the runtime config, failing loudly with the bad keys (CONVENTIONS 6). */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = v.safeParse(runtimeConfigSchema, input);
  if (result.success) return result.output;
  const keys = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new SpecifyError('SPEC-CONFIG-001', `Invalid runtime config: ${keys.join('; ')}.`, {
    keys,
  });
}
