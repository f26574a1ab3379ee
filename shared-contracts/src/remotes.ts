/** Every independently deployed remote, by package name. */
export const REMOTES = [
  'mf-catalogue',
  'mf-product',
  'mf-content',
  'mf-account',
  'mf-project-builder',
] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Who renders a route: a remote, or the shell itself (the not-found page). */
export type RouteOwner = RemoteName | 'shell';

/** The Module Federation container name of a remote (identifiers cannot hold dashes). */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** The single-spa lifecycles every remote exposes. */
export const APP_EXPOSE = './app';

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTES as readonly string[]).includes(value);
}
