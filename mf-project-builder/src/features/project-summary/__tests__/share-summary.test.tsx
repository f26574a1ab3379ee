import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { shareSummaryPath } from '@specify/contracts';
import { renderBuilder } from '../../../testing/render-builder';
import { renderTab } from '../../../testing/render-tab';
import { handleAction } from '../../../testing/project-store';
import {
  FIXTURE_USERS,
  fixtureSession,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { SummaryTab } from '../components/summary-tab';

setUpProjectServer();
afterEach(() => window.sessionStorage.clear());

function seedShared(changes = {}) {
  return seedProject(
    FIXTURE_USERS.trade,
    {
      projectName: 'Bay Apartments',
      roomLabels: ['Kitchen 1'],
      projectCreatedDate: '2024-01-05T09:30:00.000Z',
      customerName: 'Coastal Developments',
      ...changes,
    },
    [
      { sku: 'BM-100-CP', roomName: 'Kitchen 1', quantity: 2, roomNotes: '' },
      { sku: 'OLD-999', roomName: 'Kitchen 1', quantity: 1, roomNotes: '' },
    ],
  );
}

/** The owner's share token for a project, as the platform hands it out. */
async function tokenOf(projectId: string): Promise<string> {
  const owner = fixtureSession.user;
  fixtureSession.user = FIXTURE_USERS.trade;
  const { shareToken } = (await handleAction('project/getShareLink', {
    shoppingListId: projectId,
  })) as { shareToken: string };
  fixtureSession.user = owner;
  return shareToken;
}

async function openSharedLink(path: string, as: 'visitor' | 'trade' | 'internal' = 'visitor') {
  renderBuilder(path, as);
  return screen.findByRole('heading', { level: 1, name: 'Bay Apartments' });
}

describe('Share on the summary', () => {
  it('copies a link that carries the share token, and the link opens the summary signed out', async () => {
    const user = userEvent.setup();
    const project = seedShared();
    const view = renderTab(SummaryTab, { project });
    const events: unknown[] = [];
    view.bus.subscribe('analytics:event', (event) => events.push(event));

    // No token is asked for until Share is opened.
    expect(requests.filter((request) => request.name === 'project/getShareLink')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy link', 'Facebook', 'Whatsapp', 'Twitter', 'Linkedin', 'Email']);
    expect(requests.filter((request) => request.name === 'project/getShareLink')).toEqual([
      { name: 'project/getShareLink', body: { shoppingListId: project.id } },
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));

    expect(await screen.findByText('Link copied to clipboard!')).toBeVisible();
    const copied = new URL(await navigator.clipboard.readText());
    const token = await tokenOf(project.id);
    expect(`${copied.origin}${copied.pathname}${copied.search}`).toBe(
      `${window.location.origin}${shareSummaryPath('au', {
        projectId: project.id,
        company: 'Harbour Plumbing',
        shareToken: token,
      })}`,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(token).not.toContain(project.id);
    expect(events).toEqual([
      {
        event: 'share',
        params: { method: 'copy', content_type: 'project', item_id: project.id },
      },
    ]);

    view.unmount();
    await openSharedLink(`${copied.pathname}${copied.search}`);
    expect(screen.getByRole('article', { name: 'Kinnear Basin Mixer' })).toBeVisible();
  });

  it('opens on the keyboard once the link is in, on its first item', async () => {
    const user = userEvent.setup();
    renderTab(SummaryTab, { project: seedShared() });

    screen.getByRole('button', { name: 'Share' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
  });

  it('says so when the link cannot be made', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/action/project/getShareLink', () => HttpResponse.error()));
    renderTab(SummaryTab, { project: seedShared() });

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The share link could not be made. Please try again.',
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('the shared summary page', () => {
  it('shows the summary read-only, in the template and with the toggles the owner saved', async () => {
    const project = seedShared({ showLandscape: true, showPricesOnPdf: false });
    const token = await tokenOf(project.id);
    await openSharedLink(
      shareSummaryPath('au', {
        projectId: project.id,
        company: 'Harbour Plumbing',
        shareToken: token,
      }),
    );

    expect(screen.getByText('by Harbour Plumbing')).toBeVisible();
    expect(document.title).toBe('Bay Apartments | Specify');
    expect(screen.getByText('05 Jan 2024')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Product summary' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Room', 'Prod Code', 'Product Name', 'Qty']);
    expect(within(table).queryByText('Retired Spout')).not.toBeInTheDocument();
    // Read-only: no template choice, toggles, exports, Back to products, Share, Save or Print.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("uses the saved BIM choice, not one kept in this browser's session for the owner", async () => {
    const project = seedShared({ showBimFilesOnPdf: false });
    window.sessionStorage.setItem(`specify:project-builder:summary-bim:${project.id}`, 'true');
    const token = await tokenOf(project.id);
    await openSharedLink(
      shareSummaryPath('au', { projectId: project.id, company: 'x', shareToken: token }),
      'trade',
    );

    const mixer = screen.getByRole('article', { name: 'Kinnear Basin Mixer' });
    expect(within(mixer).getByText('RRP')).toBeVisible();
    expect(within(mixer).queryByRole('link', { name: 'Revit (RFA)' })).not.toBeInTheDocument();
  });

  it("reads 'by {company}' for an internal user holding the link too: the customer stays with the project", async () => {
    const project = seedShared();
    const token = await tokenOf(project.id);
    await openSharedLink(
      shareSummaryPath('au', { projectId: project.id, company: 'x', shareToken: token }),
      'internal',
    );

    expect(screen.getByText('by Harbour Plumbing')).toBeVisible();
    expect(screen.queryByText(/Coastal Developments/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'a tampered token',
      (id: string, token: string) => ({
        projectId: id,
        token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      }),
    ],
    ['a token of the wrong shape', (id: string) => ({ projectId: id, token: 'not-a-token' })],
    ["another project's token", (_id: string, token: string) => ({ projectId: 'prj-9999', token })],
  ])('%s shows the not-found page', async (_case, link) => {
    const project = seedShared();
    const { projectId, token } = link(project.id, await tokenOf(project.id));
    renderBuilder(
      shareSummaryPath('au', { projectId, company: 'Harbour Plumbing', shareToken: token }),
      'visitor',
    );

    await waitFor(() => expect(window.location.pathname).toBe('/au/404'));
    expect(screen.queryByText('Bay Apartments')).not.toBeInTheDocument();
  });

  it('a revoked link shows the not-found page', async () => {
    const project = seedShared();
    const token = await tokenOf(project.id);
    fixtureSession.user = FIXTURE_USERS.trade;
    await handleAction('project/revokeShareLink', { shoppingListId: project.id });
    renderBuilder(
      shareSummaryPath('au', { projectId: project.id, company: 'x', shareToken: token }),
      'visitor',
    );

    await waitFor(() => expect(window.location.pathname).toBe('/au/404'));
  });

  it('a link without its token or project shows the not-found page without asking', async () => {
    const project = seedShared();
    renderBuilder(
      `/au/project-builder/share-summary/?projectId=${project.id}&company=x`,
      'visitor',
    );

    await waitFor(() => expect(window.location.pathname).toBe('/au/404'));
    expect(requests).toEqual([]);
  });
});
