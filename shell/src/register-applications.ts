import { addErrorHandler, registerApplication } from 'single-spa';
import {
  REMOTES,
  SpecifyError,
  matchRoute,
  type EventBus,
  type RuntimeConfig,
} from '@specify/contracts';
import { loadRemoteAppOnce } from './federation/load-remote-app';
import { regionId } from './chrome/layout';
import { resolveMarket } from './market/market-cookie';
import { createRemoteRegion } from './regions/remote-region';
import { createMountRemoteParcel } from './parcels/mount-remote-parcel';
import type { SessionStore } from './session/session-store';
import { createRemoteTelemetry } from './telemetry/remote-telemetry';

export interface ApplicationDeps {
  config: RuntimeConfig;
  bus: EventBus;
  sessions: SessionStore;
  reportError: (error: SpecifyError) => void;
}

/** Registers every remote with single-spa, active on the routes the ownership table gives it. */
export function registerApplications({ config, bus, sessions, reportError }: ApplicationDeps) {
  const mountRemoteParcel = createMountRemoteParcel(config);
  const telemetry = createRemoteTelemetry(config);
  for (const remote of REMOTES) {
    const region = createRemoteRegion(remote, {
      config,
      loadApp: loadRemoteAppOnce,
      onError: reportError,
      sessions,
      onLoadEnd: telemetry.record,
    });
    registerApplication({
      name: remote,
      app: async () => region,
      activeWhen: (location) => matchRoute(location.pathname)?.owner === remote,
      customProps: () => ({
        remote,
        market: resolveMarket(window.location.pathname),
        session: sessions.current(),
        bus,
        config,
        domElement: document.getElementById(regionId(remote)) ?? undefined,
        mountRemoteParcel,
      }),
    });
  }
  // Anything that escapes a region (an unmount that throws) is reported, never a blank page.
  addErrorHandler((error) => {
    reportError(
      new SpecifyError(
        'SPEC-MOUNT-001',
        `${error.appOrParcelName} failed in single-spa.`,
        {},
        error,
      ),
    );
  });
}
