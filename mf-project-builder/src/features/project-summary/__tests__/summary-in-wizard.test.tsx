import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shareSummaryPath } from '@specify/contracts';
import { renderBuilder } from '../../../testing/render-builder';
import { handleAction } from '../../../testing/project-store';
import { searchHandlers } from '../../../testing/search-fixtures';
import {
  FIXTURE_USERS,
  fixtureSession,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';

setUpProjectServer();
// Tab 2 searches the catalogue.
beforeEach(() => server.use(...searchHandlers()));
afterEach(() => window.sessionStorage.clear());

const tab = (name: string) => screen.getByRole('tab', { name });

function seedTwoRooms(changes = {}) {
  return seedProject(
    FIXTURE_USERS.trade,
    { projectName: 'Bay Apartments', roomLabels: ['Kitchen 1', 'Main Bathroom 1'], ...changes },
    [
      { sku: 'BM-100-CP', roomName: 'Kitchen 1', quantity: 2, roomNotes: '' },
      { sku: 'TS-200-WH', roomName: 'Main Bathroom 1', quantity: 1, roomNotes: '' },
      { sku: 'OLD-999', roomName: 'Main Bathroom 1', quantity: 1, roomNotes: '' },
    ],
  );
}

async function openPreview() {
  const user = userEvent.setup();
  const project = seedTwoRooms();
  renderBuilder(`/au/project-builder/view?projectId=${project.id}`);
  await screen.findByRole('region', { name: 'Kitchen 1' });
  await user.click(tab('Preview'));
  await screen.findByRole('heading', { level: 2, name: 'Bay Apartments' });
  return { user, project };
}

/** Serious and critical axe findings on the page (colour contrast needs a real renderer). */
async function axeFindings() {
  const { default: axe } = await import('axe-core');
  // jsdom has no canvas (axe's icon-ligature check asks for one and copes without).
  const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  canvas.mockRestore();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`);
}

describe('tab 4 in the wizard', () => {
  it('shows the summary of the project, and Back to products opens tab 2', async () => {
    const { user } = await openPreview();

    expect(screen.getByRole('tabpanel', { name: 'Preview' })).toContainElement(
      screen.getByRole('article', { name: 'Kinnear Basin Mixer' }),
    );
    expect(screen.queryByText('Retired Spout')).not.toBeInTheDocument();
    // The route gives the summary the exports: Save on the cover, the rest in the toolbar.
    const cover = screen
      .getByRole('heading', { level: 2, name: 'Bay Apartments' })
      .closest('header');
    expect(cover).toContainElement(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to products' }));

    expect(tab('Add products')).toHaveAttribute('aria-selected', 'true');
  });

  it('has no serious or critical axe finding in either template', async () => {
    const { user } = await openPreview();
    expect(await axeFindings()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Landscape' }));
    expect(screen.getByRole('table', { name: 'Product summary' })).toBeVisible();
    expect(await axeFindings()).toEqual([]);
  });
});

it('the shared summary has no serious or critical axe finding', async () => {
  const project = seedTwoRooms();
  fixtureSession.user = FIXTURE_USERS.trade;
  const { shareToken } = (await handleAction('project/getShareLink', {
    shoppingListId: project.id,
  })) as { shareToken: string };
  renderBuilder(
    shareSummaryPath('au', { projectId: project.id, company: 'Harbour Plumbing', shareToken }),
    'visitor',
  );
  await screen.findByRole('heading', { level: 1, name: 'Bay Apartments' });

  expect(await axeFindings()).toEqual([]);
});
