import { Suspense, lazy, type ReactNode } from 'react';

const BrowserRemoteRouter = lazy(() =>
  import(/* webpackChunkName: "remote-router" */ './remote-router').then((module) => ({
    default: module.RemoteRouter,
  })),
);

/**
 * @deprecated Import `RemoteRouter` from `@specify/ui/remote-router`.
 *
 * Remotes released before the router left the shell take `RemoteRouter` from this shared core,
 * so the core keeps it for them: react-router loads from the share scope on its first render,
 * the same copy the remote's own `Link` and hooks use, and never with the shell's first visit.
 */
export function RemoteRouter({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <BrowserRemoteRouter>{children}</BrowserRemoteRouter>
    </Suspense>
  );
}
