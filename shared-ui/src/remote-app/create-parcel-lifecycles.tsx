import React, {
  Suspense,
  lazy,
  type ComponentType,
  type FunctionComponent,
  type ReactElement,
} from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';

/** The parcel's root, with the providers it needs to render outside its remote's app. */
type ParcelRoot<P> =
  | { root: FunctionComponent<P>; loadRoot?: never }
  | {
      /** Loads the root on first mount, for a root too heavy to ship in the expose itself. */
      loadRoot: () => Promise<ComponentType<P>>;
      root?: never;
    };

export type ParcelLifecycleOptions<P> = ParcelRoot<P> & {
  /**
   * What shows instead of a root that crashed, given the parcel's props; it brings its own
   * providers, as the root does.
   */
  fallback: (props: P) => ReactElement;
};

export type ParcelLifecycles<P> = ReactAppOrParcel<P>;

/**
 * Nothing shows while the root loads: a parcel is a widget opened on request (a dialog), with no
 * region of its own to hold createLazyRoot's spinner. A failed load reaches the fallback.
 */
function lazyParcelRoot<P extends object>(
  loadRoot: () => Promise<ComponentType<P>>,
): FunctionComponent<P> {
  const Root = lazy(() => loadRoot().then((component) => ({ default: component })));
  return function LazyParcelRoot(props: P) {
    return (
      <Suspense fallback={null}>
        <Root {...props} />
      </Suspense>
    );
  };
}

/**
 * Builds the single-spa lifecycles a remote exposes for a parcel (ARCHITECTURE "Composition at
 * runtime"): React from the shared singleton, the parcel's props handed to its root, and its own
 * fallback when the root crashes, so a broken widget never takes the page around it down.
 */
export function createParcelLifecycles<P extends object>(
  options: ParcelLifecycleOptions<P>,
): ParcelLifecycles<P> {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: options.loadRoot ? lazyParcelRoot(options.loadRoot) : options.root,
    errorBoundary: (_error, _info, props) => options.fallback(props),
  });
}
