import { useEffect, useMemo, useRef, useState } from 'react';
import * as singleSpa from 'single-spa';
import type {
  Market,
  RemoteName,
  RemoteOverride,
  RuntimeConfig,
  SessionKind,
} from '@specify/contracts';
import {
  createEventBus,
  describeRemoteOverrides,
  splitMarket,
  switchMarketPath,
} from '@specify/contracts';
import { MarketSelect } from '../components/market-select';
import { Select } from '../components/select';
import { ReleaseOverrideNotices, clearOverridesHref } from '../components/release-overrides';
import type { LifecycleProps, RemoteLifecycles } from '../remote-app/create-remote-lifecycles';
import { HARNESS_SESSIONS } from './harness-sessions';
import { HARNESS_OVERRIDE_WORDS, harnessOverride } from './harness-overrides';
import './standalone-harness.css';

export interface StandaloneHarnessProps {
  remote: RemoteName;
  lifecycles: RemoteLifecycles;
  /** Links to the remote's routes, so QA can walk them; the first is where a bare address opens. */
  links: Array<{ label: string; path: string }>;
  /** Told the kind of user before each mount, so the harness's fixtures can answer as them. */
  onSessionChange?: (kind: SessionKind) => void;
  /**
   * Loads a published version's ./app (live mode only: loadPublishedApp). Without it a
   * `?remote-override=` of this remote is refused.
   */
  loadPublished?: (override: RemoteOverride) => Promise<RemoteLifecycles>;
}

/** What the region runs: the checkout's build, or the published version an override names. */
interface RunningApp {
  lifecycles: RemoteLifecycles;
  override?: RemoteOverride;
}

const STANDALONE_CONFIG: RuntimeConfig = {
  environment: 'standalone',
  remotes: {},
  loadTimeoutMs: 5000,
};

/** A remote that throws on mount or unmount: shown in the console, and the next mount goes ahead. */
function reportLifecycleError(error: unknown) {
  console.error(error);
}

function currentMarket(): Market {
  return splitMarket(window.location.pathname).market ?? 'au';
}

/**
 * Where a harness opened at an address that names no route (`/`, `/au`) goes: the remote's main
 * route, its first link, in the address's market; undefined where the address names a route.
 */
export function harnessStartPath(
  location: Pick<Location, 'pathname' | 'search'>,
  links: StandaloneHarnessProps['links'],
): string | undefined {
  const { market = 'au', rest } = splitMarket(location.pathname);
  const main = links[0]?.path;
  if (rest !== '/' || !main || main === '/') return undefined;
  return `/${market}${main}${location.search}`;
}

const SESSION_OPTIONS = (Object.keys(HARNESS_SESSIONS) as SessionKind[]).map((kind) => ({
  value: kind,
  label: HARNESS_SESSIONS[kind].label,
}));

/**
 * What QA runs: the remote alone, mounted with real MountProps, and switches for the market and
 * the kind of user. Changing the session remounts the remote, as a sign-in would in the shell.
 */
export function StandaloneHarness({
  remote,
  lifecycles,
  links,
  onSessionChange,
  loadPublished,
}: StandaloneHarnessProps) {
  // A bare address opens on the remote's main route rather than on an empty region.
  const [market, setMarket] = useState<Market>(() => {
    const start = harnessStartPath(window.location, links);
    if (start) window.history.replaceState(null, '', start);
    return currentMarket();
  });
  const [path, setPath] = useState(() => window.location.pathname);
  const [sessionKind, setSessionKind] = useState<SessionKind>('visitor');
  const region = useRef<HTMLDivElement>(null);
  const lastUnmount = useRef<Promise<unknown>>(Promise.resolve());
  const bus = useMemo(() => createEventBus(), []);
  const [events, setEvents] = useState<string[]>([]);
  // `?remote-override=` as the composed site reads it, once per page load.
  const [override] = useState(() =>
    harnessOverride(remote, window.location.search, Boolean(loadPublished)),
  );
  const [running, setRunning] = useState<RunningApp | undefined>(() =>
    override.kind === 'published' ? undefined : { lifecycles },
  );
  const [loadFailure, setLoadFailure] = useState<string>();
  const refused = override.kind === 'refused' ? override.message : loadFailure;

  useEffect(() => {
    if (override.kind !== 'published' || !loadPublished) return undefined;
    let current = true;
    loadPublished(override.override).then(
      (published) => {
        if (current) setRunning({ lifecycles: published, override: override.override });
      },
      (error: unknown) => {
        if (!current) return;
        // As in the composed site, a refused override changes nothing: the checkout's build runs.
        setLoadFailure(error instanceof Error ? error.message : String(error));
        setRunning({ lifecycles });
      },
    );
    return () => {
      current = false;
    };
  }, [override, loadPublished, lifecycles]);

  useEffect(() => {
    const element = region.current;
    if (!element || !running) return undefined;
    const app = running.lifecycles;
    onSessionChange?.(sessionKind);
    // What single-spa would hand the remote: its name, the single-spa instance and a parcel mounter.
    const props: LifecycleProps = {
      name: remote,
      singleSpa,
      mountParcel: singleSpa.mountRootParcel,
      remote,
      market,
      session: HARNESS_SESSIONS[sessionKind].session,
      bus,
      config: STANDALONE_CONFIG,
      domElement: element,
    };
    // One mount at a time in the region, as single-spa does: this one waits until the last is
    // unmounted, or a slow mount that finished late would unmount the one that replaced it.
    const mounted = lastUnmount.current.then(async () => {
      await app.bootstrap(props);
      await app.mount(props);
    });
    return () => {
      lastUnmount.current = mounted.then(() => app.unmount(props)).catch(reportLifecycleError);
    };
  }, [remote, running, market, sessionKind, bus, onSessionChange]);

  useEffect(() => {
    const names = [
      'project:add-requested',
      'auth:login-requested',
      'toast:show',
      'analytics:event',
    ] as const;
    const stops = names.map((name) =>
      bus.subscribe(name, (payload) =>
        setEvents((list) => [`${name} ${JSON.stringify(payload)}`, ...list].slice(0, 20)),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [bus]);

  // Which route link is current: after a link, a market switch, Back or Forward.
  useEffect(() => {
    const follow = () => setPath(window.location.pathname);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  function changeMarket(next: Market) {
    window.history.pushState(
      null,
      '',
      switchMarketPath(window.location.pathname, next) + window.location.search,
    );
    setPath(window.location.pathname);
    setMarket(next);
  }

  function navigate(to: string) {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }

  return (
    <>
      <header className="spec-harness__bar" aria-label="Standalone harness">
        <div className="spec-harness__controls">
          <strong className="spec-harness__name">{remote} (standalone)</strong>
          <MarketSelect value={market} onChange={changeMarket} />
          <Select
            label="Session"
            inline
            className="spec-harness__session"
            value={sessionKind}
            options={SESSION_OPTIONS}
            onChange={(event) => setSessionKind(event.target.value as SessionKind)}
          />
        </div>
        <nav className="spec-harness__routes" aria-label="Routes">
          {links.map((link) => {
            const href = `/${market}${link.path}`;
            const current = href.split('?')[0] === path;
            return (
              <a
                key={link.path}
                className="spec-harness__route"
                href={href}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(href);
                }}
              >
                {link.label}
              </a>
            );
          })}
        </nav>
      </header>
      <main className="spec-harness__main">
        {!running && override.kind === 'published' && (
          <p role="status">Loading {describeRemoteOverrides([override.override])}…</p>
        )}
        <div ref={region} data-remote-region={remote} />
      </main>
      <aside className="spec-harness__events" aria-label="Events">
        <h2>Events</h2>
        {events.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ol>
            {events.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        )}
      </aside>
      {running?.override ? (
        <ReleaseOverrideNotices
          refused={refused}
          words={HARNESS_OVERRIDE_WORDS}
          overrides={[running.override]}
          onClear={() => window.location.assign(clearOverridesHref(window.location))}
        />
      ) : (
        <ReleaseOverrideNotices refused={refused} words={HARNESS_OVERRIDE_WORDS} />
      )}
    </>
  );
}
