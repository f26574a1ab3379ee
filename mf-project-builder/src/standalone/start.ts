import { loadPublishedApp, startStandalone } from '@specify/ui/harness';
import { startHarnessWorker } from '@specify/ui/harness/worker';
import * as lifecycles from '../app';
import { exportHandlers } from '../testing/export-handlers';
import { projectHandlers, signInAsHarnessKind } from '../testing/project-handlers';
import { searchHandlers } from '../testing/search-fixtures';
import { fixtureSession, seedProject, FIXTURE_USERS } from '../testing/project-store';

/** Set by `npm run standalone -w mf-project-builder -- --env live` (tooling/build/webpack.cjs). */
declare const __SPECIFY_HARNESS_LIVE__: boolean;

/**
 * By default the harness runs on MSW fixtures: an in-memory project service for the user the
 * session switch picks (visitor, trade, incomplete, internal), with two of the trade user's
 * projects to start from, and tab 2's product search answered by @specify/search-engine over
 * fixture records; the summary's exports get the PDF, proxy and file endpoints in small. Live, the platform at PLATFORM_URL (default http://localhost:3000)
 * answers.
 */
async function start() {
  if (!__SPECIFY_HARNESS_LIVE__) {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' }, [
      { sku: 'BM-100-CP', roomName: 'Kitchen 1', quantity: 2, roomNotes: '' },
    ]);
    seedProject(FIXTURE_USERS.trade, { projectName: 'Bayside Clinic', projectType: 'healthcare' });
    await startHarnessWorker([...projectHandlers, ...exportHandlers, ...searchHandlers()]);
  }
  startStandalone({
    remote: 'mf-project-builder',
    lifecycles,
    // Live, `?remote-override=mf-project-builder@<version>` runs that published version instead.
    ...(__SPECIFY_HARNESS_LIVE__ ? { loadPublished: loadPublishedApp } : {}),
    ...(__SPECIFY_HARNESS_LIVE__
      ? {}
      : {
          onSessionChange: (kind) => {
            signInAsHarnessKind(kind);
            fixtureSession.market = window.location.pathname.startsWith('/nz') ? 'nz' : 'au';
          },
        }),
    links: [
      { label: 'Dashboard', path: '/project-builder/' },
      { label: 'Create', path: '/project-builder/create' },
      { label: 'Edit', path: '/project-builder/edit?projectId=prj-0001' },
      { label: 'View', path: '/project-builder/view?projectId=prj-0001' },
    ],
  });
}

void start();
