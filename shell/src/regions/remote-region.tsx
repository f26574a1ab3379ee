import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Market, RemoteName, RuntimeConfig } from '@specify/contracts';
import { SpecifyError, isSpecifyError } from '@specify/contracts';
import type { LifecycleProps, RemoteLifecycles } from '@specify/ui';
import { ChromeIntl } from '../i18n/intl';
import { RegionLoading, RemoteFallback } from './remote-fallback';

export interface RemoteRegionDeps {
  config: RuntimeConfig;
  loadApp: (remote: RemoteName, config: RuntimeConfig) => Promise<RemoteLifecycles>;
  onError: (error: SpecifyError) => void;
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
 * The single-spa application the shell registers for a remote. It mounts at once with a loading
 * state, so single-spa never waits on a slow remote and navigation stays responsive; then it loads
 * and mounts the remote's own lifecycles, or renders the fallback with Retry when that fails.
 */
export function createRemoteRegion(remote: RemoteName, deps: RemoteRegionDeps) {
  let app: Promise<RemoteLifecycles> | undefined;
  let shell: { root: Root; element: HTMLElement } | undefined;
  let mounted: { lifecycles: RemoteLifecycles; element: HTMLElement } | undefined;
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

  async function loadAndBootstrap(props: RegionProps): Promise<RemoteLifecycles> {
    const lifecycles = await deps.loadApp(remote, deps.config);
    await lifecycles.bootstrap(props);
    return lifecycles;
  }

  async function attempt(props: RegionProps, region: HTMLElement, current: number) {
    showShellContent(region, props.market, <RegionLoading />);
    let element: HTMLElement | undefined;
    try {
      const lifecycles = await (app ??= loadAndBootstrap(props));
      if (current !== generation) return;
      clearShellContent();
      element = childOf(region, 'remote');
      await lifecycles.mount({ ...props, domElement: element });
      mounted = { lifecycles, element };
    } catch (caught) {
      element?.remove();
      const error = isSpecifyError(caught)
        ? caught
        : new SpecifyError('SPEC-MOUNT-001', `${remote} threw while mounting.`, { remote }, caught);
      if (error.code !== 'SPEC-MOUNT-001') app = undefined;
      deps.onError(error);
      if (current !== generation) return;
      const retry = () => void attempt(props, region, current);
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
      clearShellContent();
      const current = mounted;
      mounted = undefined;
      if (!current) return;
      try {
        await current.lifecycles.unmount({ ...props, domElement: current.element });
      } finally {
        current.element.remove();
      }
    },
  };
}
