import React, { Suspense, lazy, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { MountProps, RemoteName } from '@specify/contracts';
import { Spinner } from '../components/spinner';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteLifecycleOptions {
  remote: RemoteName;
  /** Lazily loads the remote's root, so the ./app expose itself stays tiny. */
  loadRoot: () => Promise<ComponentType<MountProps>>;
}

export type RemoteLifecycles = ReactAppOrParcel<MountProps>;

/**
 * Builds the single-spa lifecycles a remote exposes as ./app (CONVENTIONS 2): React from the
 * shared singleton, an error boundary around the root, the root loaded on first render.
 */
export function createRemoteLifecycles({ loadRoot }: RemoteLifecycleOptions): RemoteLifecycles {
  const Root = lazy(async () => ({ default: await loadRoot() }));
  function LazyRoot(props: MountProps) {
    return (
      <Suspense fallback={<Spinner />}>
        <Root {...props} />
      </Suspense>
    );
  }
  return singleSpaReact<MountProps>({
    React,
    ReactDOMClient,
    rootComponent: LazyRoot,
    // single-spa-react renders it with the mount props, which carry the remote's name.
    errorBoundaryClass: RemoteErrorBoundary as unknown as React.ComponentClass<
      MountProps & AppProps
    >,
  });
}
