import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Market, RemoteName, RuntimeConfig } from '@specify/contracts';
import { SpecifyError, isSpecifyError } from '@specify/contracts';
import type { LifecycleProps, RemoteLifecycles } from '@specify/ui';
import { ChromeIntl } from '../i18n/intl';
import type { SessionStore } from '../session/session-store';
import type { RemoteLoadEnd } from '../telemetry/remote-telemetry';
import { firstPaintIn } from './first-paint';
import { RegionLoading, RemoteFallback } from './remote-fallback';
import { showsContent, whenShowingContent } from './shows-content';

/** After this long without the remote's content, the region says it is slow and offers Retry. */
export const SLOW_REGION_MS = 2000;

export interface RemoteRegionDeps {
  config: RuntimeConfig;
  /** Loads the remote's lifecycles; `signal` aborts a load that Retry replaced. */
  loadApp: (
    remote: RemoteName,
    config: RuntimeConfig,
    signal: AbortSignal,
  ) => Promise<RemoteLifecycles>;
  onError: (error: SpecifyError) => void;
  /** The remote mounts with the session once the boot has it (or stopped waiting for it). */
  sessions: Pick<SessionStore, 'current' | 'settled'>;
  slowAfterMs?: number;
  /** Told how each attempt ended (mounted, or failed with its code), for remote telemetry. */
  onLoadEnd?: (end: RemoteLoadEnd) => void;
}

/** single-spa mounts the region with its own props plus the shell's MountProps; the remote gets them on. */
export type RegionProps = LifecycleProps;

/** A child element of the region, so the shell's content and the remote's never share a React root. */
function childOf(region: HTMLElement, role: 'shell' | 'remote'): HTMLElement {
  const child = document.createElement('div');
  child.dataset.regionContent = role;
  region.append(child);
  return child;
}

/**
 * A remote mounted but still showing nothing but its own loading states (its lazy root, its
 * first data): laid out (so it measures true) but not shown or reachable, behind the region's
 * one loading state. `reveal` shows it.
 */
function keepBehindLoading(element: HTMLElement) {
  element.dataset.loading = '';
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute('inert', '');
}

function reveal(element: HTMLElement) {
  delete element.dataset.loading;
  element.removeAttribute('aria-hidden');
  element.removeAttribute('inert');
}

/**
 * The single-spa application the shell registers for a remote. It mounts at once with the
 * region's loading state, so single-spa never waits on a slow remote and navigation stays
 * responsive; then it loads the remote's lifecycles and mounts them once the session is known.
 * The loading state stays until the remote shows content (not four spinners in a row); after
 * `slowAfterMs` it offers Retry while the load goes on. A failed load (at the latest at the load
 * timeout) or a remote that throws on mount gets the fallback with Retry.
 */
export function createRemoteRegion(remote: RemoteName, deps: RemoteRegionDeps) {
  const slowAfterMs = deps.slowAfterMs ?? SLOW_REGION_MS;
  let app: Promise<RemoteLifecycles> | undefined;
  let loading: AbortController | undefined;
  let shell: { root: Root; element: HTMLElement } | undefined;
  let mounted: { lifecycles: RemoteLifecycles; element: HTMLElement } | undefined;
  let stopAttempt = () => undefined as void;
  let generation = 0;

  /** The shell's own content in the region (loading, fallback), in the market's language. */
  function showShellContent(region: HTMLElement, market: Market, content: ReactNode) {
    if (!shell) {
      const element = childOf(region, 'shell');
      shell = { root: createRoot(element), element };
    }
    shell.root.render(<ChromeIntl market={market}>{content}</ChromeIntl>);
  }

  function clearShellContent() {
    shell?.root.unmount();
    shell?.element.remove();
    shell = undefined;
  }

  function loadAndBootstrap(props: RegionProps): Promise<RemoteLifecycles> {
    const controller = new AbortController();
    loading = controller;
    return deps.loadApp(remote, deps.config, controller.signal).then(async (lifecycles) => {
      await lifecycles.bootstrap(props);
      return lifecycles;
    });
  }

  async function unmountRemote(props: RegionProps) {
    const current = mounted;
    mounted = undefined;
    if (!current) return;
    try {
      await current.lifecycles.unmount({ ...props, domElement: current.element });
    } finally {
      current.element.remove();
    }
  }

  /** Retry: drop what this attempt did (an unfinished load, a remote not yet shown) and start over. */
  async function startOver(props: RegionProps, region: HTMLElement) {
    generation += 1;
    const current = generation;
    stopAttempt();
    const previous = app;
    if (!mounted) {
      app = undefined;
      loading?.abort(new SpecifyError('SPEC-LOAD-002', `${remote}: loading again.`, { remote }));
      // The aborted load forgets its remote in the MF runtime: let it, before loading anew.
      await previous?.catch(() => undefined);
    }
    await unmountRemote(props).catch((error: unknown) => deps.onError(mountError(error)));
    if (current === generation) void attempt(props, region, current);
  }

  function mountError(caught: unknown): SpecifyError {
    return isSpecifyError(caught)
      ? caught
      : new SpecifyError('SPEC-MOUNT-001', `${remote} threw while mounting.`, { remote }, caught);
  }

  async function attempt(props: RegionProps, region: HTMLElement, current: number) {
    const retry = () => void startOver(props, region);
    const started = performance.now();
    const version = deps.config.remotes[remote]?.version;
    // The platform's first paint of the page, when it drew one, stands for the spinner: the
    // visitor already sees the page's top. It does not stand for the slow notice: a remote that
    // hangs behind its first paint still gets the notice and Retry, below the first paint.
    const painted = firstPaintIn(region);
    if (painted) clearShellContent();
    else showShellContent(region, props.market, <RegionLoading remote={remote} />);
    const slow = setTimeout(
      () =>
        showShellContent(region, props.market, <RegionLoading remote={remote} onRetry={retry} />),
      slowAfterMs,
    );
    let stopWatching = () => undefined as void;
    stopAttempt = () => {
      clearTimeout(slow);
      stopWatching();
    };
    let element: HTMLElement | undefined;
    try {
      const [lifecycles] = await Promise.all([
        (app ??= loadAndBootstrap(props)),
        deps.sessions.settled,
      ]);
      if (current !== generation) return;
      element = childOf(region, 'remote');
      keepBehindLoading(element);
      await lifecycles.mount({ ...props, session: deps.sessions.current(), domElement: element });
      mounted = { lifecycles, element };
      deps.onLoadEnd?.({
        remote,
        version,
        outcome: 'mounted',
        mountMs: performance.now() - started,
      });
      // Left (or retried) while the remote was mounting: take it down again.
      if (current !== generation) return await unmountRemote(props);
      const shown = element;
      const show = () => {
        stopAttempt();
        reveal(shown);
        clearShellContent();
        // In the same task as the reveal: the remote's content takes the first paint's place
        // without a frame between them.
        painted?.remove();
      };
      if (showsContent(shown)) show();
      else stopWatching = whenShowingContent(shown, show);
    } catch (caught) {
      stopAttempt();
      if (element && mounted?.element !== element) element.remove();
      const error = mountError(caught);
      if (error.code !== 'SPEC-MOUNT-001') app = undefined;
      if (current !== generation) return;
      painted?.remove();
      deps.onError(error);
      deps.onLoadEnd?.({
        remote,
        version,
        outcome: 'failed',
        code: error.code,
        mountMs: performance.now() - started,
      });
      showShellContent(
        region,
        props.market,
        <RemoteFallback remote={remote} error={error} onRetry={retry} />,
      );
    }
  }

  return {
    async bootstrap() {},
    async mount(props: RegionProps) {
      const region = props.domElement;
      if (!region)
        throw new SpecifyError('SPEC-MOUNT-001', `No region element for ${remote}.`, { remote });
      generation += 1;
      void attempt(props, region, generation);
    },
    async unmount(props: RegionProps) {
      generation += 1;
      stopAttempt();
      clearShellContent();
      // Left before the remote showed itself: the first paint belonged to that page only.
      firstPaintIn(props.domElement)?.remove();
      await unmountRemote(props);
    },
  };
}
