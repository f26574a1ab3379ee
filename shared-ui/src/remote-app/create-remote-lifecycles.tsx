import React, {
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { MountProps } from '@specify/contracts';
import { Spinner } from '../components/spinner';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteLifecycleOptions {
  /** Lazily loads the remote's root, so the ./app expose itself stays tiny. */
  loadRoot: () => Promise<ComponentType<MountProps>>;
}

/**
 * What a remote's lifecycles are called with: the shell's (or harness's) MountProps plus what
 * single-spa adds to every application (its name, `mountParcel`, the single-spa instance).
 */
export type LifecycleProps = MountProps & AppProps;

export type RemoteLifecycles = ReactAppOrParcel<MountProps>;

/**
 * The root, loaded on first render with a spinner meanwhile. Not `lazy` + `Suspense`: React 19
 * holds a revealed boundary back until 300 ms after its fallback appeared, which delayed every
 * remote's first paint by that much. A failed load reaches the error boundary, and its Retry
 * loads again.
 */
export function createLazyRoot(
  loadRoot: RemoteLifecycleOptions['loadRoot'],
): FunctionComponent<MountProps> {
  let Root: ComponentType<MountProps> | undefined;
  return function LazyRoot(props: MountProps) {
    const [loaded, setLoaded] = useState(() => Root);
    const [error, setError] = useState<Error>();
    useEffect(() => {
      if (loaded) return undefined;
      let live = true;
      loadRoot().then(
        (component) => {
          Root = component;
          // The whole page renders here. As a transition React renders it in slices of a few
          // ms, yielding to the browser between them, where an update from outside an event
          // rendered it in one task (hundreds of ms at 4x CPU). The first paint or the spinner
          // stays until it commits.
          if (live) startTransition(() => setLoaded(() => component));
        },
        (reason: unknown) => {
          if (live) setError(reason instanceof Error ? reason : new Error(String(reason)));
        },
      );
      return () => {
        live = false;
      };
    }, [loaded]);
    if (error) throw error;
    return loaded ? React.createElement(loaded, props) : <Spinner />;
  };
}

/**
 * Builds the single-spa lifecycles a remote exposes as ./app (CONVENTIONS 2): React from the
 * shared singleton, an error boundary around the root, the root loaded on first render.
 */
export function createRemoteLifecycles({ loadRoot }: RemoteLifecycleOptions): RemoteLifecycles {
  return singleSpaReact<MountProps>({
    React,
    ReactDOMClient,
    rootComponent: createLazyRoot(loadRoot),
    errorBoundaryClass: RemoteErrorBoundary,
  });
}
