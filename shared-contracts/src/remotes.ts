/**
 * Every independently deployed remote: adding one is one row here. The route table, the shell's
 * fallback labels, the webpack federation name, the standalone QA port, the e2e harness list and
 * the ESLint fences (eslint.config.mjs, tooling/build) are all derived from it. Plain data with no
 * imports, so the build and lint configs can load it too.
 */
export const REMOTE_DEFINITIONS = {
  'mf-catalogue': {
    /** Names the region in its fallback ("Product listings could not be loaded"). */
    label: 'Product listings',
    /** `npm run standalone -w mf-catalogue` serves the QA harness here. */
    standalonePort: 3101,
    /** The Module Federation container name (an identifier: no dashes). */
    federationName: 'mf_catalogue',
  },
  'mf-product': {
    label: 'Product details',
    standalonePort: 3102,
    federationName: 'mf_product',
  },
  'mf-content': {
    label: 'Page content',
    standalonePort: 3103,
    federationName: 'mf_content',
  },
  'mf-account': {
    label: 'Your account',
    standalonePort: 3104,
    federationName: 'mf_account',
  },
  'mf-project-builder': {
    label: 'Project Builder',
    standalonePort: 3105,
    federationName: 'mf_project_builder',
  },
} as const;

export type RemoteName = keyof typeof REMOTE_DEFINITIONS;
export type RemoteDefinition = (typeof REMOTE_DEFINITIONS)[RemoteName];

/** Every remote, by package name, in the table's order. */
export const REMOTES = Object.keys(REMOTE_DEFINITIONS) as readonly RemoteName[];

/** Who renders a route: a remote, or the shell itself (the not-found page). */
export type RouteOwner = RemoteName | 'shell';

/** The Module Federation container name of a remote. */
export function federationName(remote: RemoteName): string {
  return REMOTE_DEFINITIONS[remote].federationName;
}

/** The single-spa lifecycles every remote exposes. */
export const APP_EXPOSE = './app';

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.hasOwn(REMOTE_DEFINITIONS, value);
}
