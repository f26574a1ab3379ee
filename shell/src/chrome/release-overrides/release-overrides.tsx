import { lazy, Suspense } from 'react';
import type { RuntimeConfig } from '@specify/contracts';

// Only a page with QA overrides (or a refused one) loads the badge: a first visit never pays for it.
const OverrideNotices = lazy(() => import('./override-notices'));

/** A full page load at `href`: the platform reads `?remote-override=` on page requests only. */
function loadPage(href: string) {
  window.location.assign(href);
}

export interface ReleaseOverridesProps {
  config: Pick<RuntimeConfig, 'overrides' | 'overrideRefused'>;
  /** How Clear overrides leaves the page (a full load; tests watch it instead). */
  reload?: (href: string) => void;
}

/**
 * The QA overrides this session runs with, as the platform put them in the runtime config (issue
 * 19): the always-visible badge with Clear overrides, and the notice of a refused override.
 */
export function ReleaseOverrides({ config, reload = loadPage }: ReleaseOverridesProps) {
  const { overrides, overrideRefused } = config;
  if (!overrides?.length && !overrideRefused) return null;
  return (
    <Suspense fallback={null}>
      <OverrideNotices overrides={overrides} refused={overrideRefused} reload={reload} />
    </Suspense>
  );
}
