import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@specify/contracts';
import { PLACEHOLDER_IMAGE } from '@specify/ui';
import { renderTab } from '../../../testing/render-tab';
import type { FixtureUser } from '../../../testing/project-store';
import {
  FIXTURE_USERS,
  fixtureSession,
  seedProject,
  setUpProjectServer,
} from '../../../testing/project-server';
import { SummaryTab } from '../components/summary-tab';

setUpProjectServer();
afterEach(() => window.sessionStorage.clear());

const line = (sku: string, roomName: string, quantity = 1) => ({
  sku,
  roomName,
  quantity,
  roomNotes: '',
});

/** Two rooms: a mixer (2) and a retired spout in the kitchen, a toilet suite in the bathroom. */
function seedTwoRooms(changes: Partial<Project> = {}, owner: FixtureUser = FIXTURE_USERS.trade) {
  return seedProject(
    owner,
    {
      projectName: 'Bay Apartments',
      roomLabels: ['Kitchen 1', 'Main Bathroom 1', 'Laundry 1'],
      projectCreatedDate: '2024-01-05T09:30:00.000Z',
      ...changes,
    },
    [
      line('BM-100-CP', 'Kitchen 1', 2),
      line('OLD-999', 'Kitchen 1', 4),
      line('TS-200-WH', 'Main Bathroom 1', 1),
    ],
  );
}

/** The cover banner: the header the project's name heads. */
function cover(): HTMLElement {
  const header = screen.getByRole('heading', { level: 2 }).closest('header');
  if (!header) throw new Error('The summary has no cover banner.');
  return header;
}
const room = (name: string) => screen.getByRole('region', { name });
const item = (name: string) => screen.getByRole('article', { name });

describe('the summary cover', () => {
  it("heads the summary with the project's name, 'by {company}' for a trade user, and its details", () => {
    renderTab(SummaryTab, { project: seedTwoRooms({ projectLocation: 'VIC' }) });

    expect(screen.getByRole('heading', { level: 2, name: 'Bay Apartments' })).toBeVisible();
    expect(within(cover()).getByText('by Harbour Plumbing')).toBeVisible();
    expect(within(cover()).queryByText(/^For /)).not.toBeInTheDocument();
    const details = [...cover().querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(details).toEqual([
      'Project type: Multi-residential',
      'Location: VIC',
      'Date created: 05 Jan 2024',
      'Prepared by: Taylor Trade',
    ]);
    for (const name of ['Share', 'Print'])
      expect(within(cover()).getByRole('button', { name })).toBeVisible();
  });

  it("reads 'For {customer}' for an internal user", () => {
    const project = seedTwoRooms(
      { customerName: 'Coastal Developments', IsInternalProject: true },
      FIXTURE_USERS.internal,
    );
    renderTab(SummaryTab, { project, as: 'internal' });

    expect(screen.getByText('For Coastal Developments')).toBeVisible();
    expect(screen.queryByText(/^by /)).not.toBeInTheDocument();
  });

  it("shows N/A for a missing creation date and '-' when nobody is named as preparing it", () => {
    renderTab(SummaryTab, { project: seedTwoRooms({ projectCreatedDate: '', username: '' }) });

    expect(within(cover()).getByText('Date created').nextElementSibling).toHaveTextContent('N/A');
    expect(within(cover()).getByText('Prepared by').nextElementSibling).toHaveTextContent(/^-$/);
  });
});

describe('the Portrait template', () => {
  it('lists each room with its available items: image, line diagram, code, name, specification, compliance, BIM files, quantity and prices', () => {
    renderTab(SummaryTab, { project: seedTwoRooms() });

    expect(screen.getByRole('radio', { name: 'Portrait' })).toBeChecked();
    expect(room('Kitchen 1')).toHaveTextContent('1 product');
    expect(screen.queryByRole('region', { name: 'Laundry 1' })).not.toBeInTheDocument();

    const mixer = item('Kinnear Basin Mixer');
    expect(within(mixer).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Kinnear Basin Mixer',
    );
    expect(within(mixer).getByText('Prod Code: BM-100-CP')).toBeVisible();
    expect(within(mixer).getByRole('presentation')).toHaveAttribute(
      'src',
      '/files/images/thumbnail/bm-100-cp.svg',
    );
    expect(
      within(mixer).getByRole('img', { name: 'Line diagram of Kinnear Basin Mixer' }),
    ).toHaveAttribute('src', '/files/diagrams/bm-100-cp-line-diagram.svg');
    expect(within(mixer).getByText('Overall Height').nextElementSibling).toHaveTextContent(
      '180 mm',
    );
    expect(within(mixer).getByText('Cartridge Size').nextElementSibling).toHaveTextContent('35 mm');
    expect(within(mixer).getByText('AS1428.1 Accessible').nextElementSibling).toHaveTextContent(
      'Yes',
    );
    expect(within(mixer).getByText('AS1428.1 Ambulant').nextElementSibling).toHaveTextContent('No');
    expect(within(mixer).getByRole('link', { name: 'Revit (RFA)' })).toHaveAttribute(
      'href',
      '/files/bim/BM-100-CP/kinnear-basin-mixer.rfa',
    );
    expect(within(mixer).getByRole('link', { name: 'DWG' })).toBeVisible();
    expect(within(mixer).getByText('Qty').nextElementSibling).toHaveTextContent('2');
    expect(within(mixer).getByText('RRP').nextElementSibling).toHaveTextContent('$349.00');
    expect(within(mixer).getByText('Total').nextElementSibling).toHaveTextContent('$698.00');

    // The toilet suite has no photo (the placeholder) and no line diagram of its own missing.
    const suite = within(room('Main Bathroom 1')).getByRole('article', {
      name: 'Harbour Toilet Suite',
    });
    expect(within(suite).getByRole('presentation')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(within(suite).getByText('Total').nextElementSibling).toHaveTextContent('$899.00');
  });

  it('leaves unavailable items out', () => {
    renderTab(SummaryTab, { project: seedTwoRooms() });

    expect(screen.queryByText('Retired Spout')).not.toBeInTheDocument();
    expect(screen.queryByText(/OLD-999/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows at most the first 8 specification lines of an item', () => {
    const project = seedTwoRooms();
    const many = Array.from({ length: 10 }, (_, index) => ({
      label: `Line ${index + 1}`,
      value: `Value ${index + 1}`,
    }));
    const withMany: Project = {
      ...project,
      roomGroups: project.roomGroups.map((group) => ({
        ...group,
        items: group.items.map((entry) =>
          entry.sku === 'BM-100-CP' ? { ...entry, specifications: many } : entry,
        ),
      })),
    };
    renderTab(SummaryTab, { project: withMany });

    const mixer = item('Kinnear Basin Mixer');
    expect(within(mixer).getByText('Line 8')).toBeVisible();
    expect(within(mixer).queryByText('Line 9')).not.toBeInTheDocument();
  });

  it('hides prices when they are not to be shown, and BIM files when they are not', () => {
    renderTab(SummaryTab, {
      project: seedTwoRooms({ showPricesOnPdf: false, showBimFilesOnPdf: false }),
    });

    const mixer = item('Kinnear Basin Mixer');
    expect(within(mixer).getByText('Qty').nextElementSibling).toHaveTextContent('2');
    expect(within(mixer).queryByText('RRP')).not.toBeInTheDocument();
    expect(within(mixer).queryByText('Total')).not.toBeInTheDocument();
    expect(screen.queryByText('$349.00')).not.toBeInTheDocument();
    expect(within(mixer).queryByRole('heading', { name: 'BIM files' })).not.toBeInTheDocument();
    expect(within(mixer).queryByRole('link', { name: 'Revit (RFA)' })).not.toBeInTheDocument();
  });

  it('shows the compliance rows of the nz market', () => {
    // The platform works the rows out for the market the project is read in.
    fixtureSession.market = 'nz';
    renderTab(SummaryTab, {
      project: seedTwoRooms({ projectLocation: 'North Island' }),
      market: 'nz',
    });

    const mixer = item('Kinnear Basin Mixer');
    expect(within(mixer).getByText('NZ412.1 Accessible').nextElementSibling).toHaveTextContent(
      'Yes',
    );
    expect(
      within(mixer).getByText('Independent Living Compliant').nextElementSibling,
    ).toHaveTextContent('Yes');
    expect(within(mixer).queryByText('AS1428.1 Accessible')).not.toBeInTheDocument();
  });

  it('says so when no available product is left to summarise', () => {
    renderTab(SummaryTab, {
      project: seedProject(FIXTURE_USERS.trade, {}, [line('OLD-999', 'Kitchen 1')]),
    });

    expect(
      screen.getByText('This project has no available products to summarise yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('the Landscape template', () => {
  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

  it('is the summary table: Room, Prod Code, Product Name, Qty, RRP and Total, available items only', () => {
    renderTab(SummaryTab, { project: seedTwoRooms({ showLandscape: true }) });

    expect(screen.getByRole('radio', { name: 'Landscape' })).toBeChecked();
    const table = screen.getByRole('table', { name: 'Product summary' });
    expect(rowsOf(table)).toEqual([
      ['Room', 'Prod Code', 'Product Name', 'Qty', 'RRP', 'Total'],
      ['Kitchen 1', 'BM-100-CP', 'Kinnear Basin Mixer', '2', '$349.00', '$698.00'],
      ['Main Bathroom 1', 'TS-200-WH', 'Harbour Toilet Suite', '1', '$899.00', '$899.00'],
      ['Project total', '$1,597.00'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Project total' })).toHaveAttribute(
      'colspan',
      '5',
    );
    expect(within(table).getByRole('columnheader', { name: 'Qty' })).toHaveAttribute(
      'scope',
      'col',
    );
    expect(within(table).getByRole('rowheader', { name: 'Kinnear Basin Mixer' })).toHaveAttribute(
      'scope',
      'row',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('has no RRP or Total without prices', () => {
    renderTab(SummaryTab, {
      project: seedTwoRooms({ showLandscape: true, showPricesOnPdf: false }),
    });

    expect(rowsOf(screen.getByRole('table', { name: 'Product summary' }))).toEqual([
      ['Room', 'Prod Code', 'Product Name', 'Qty'],
      ['Kitchen 1', 'BM-100-CP', 'Kinnear Basin Mixer', '2'],
      ['Main Bathroom 1', 'TS-200-WH', 'Harbour Toilet Suite', '1'],
    ]);
  });

  it('can be scrolled sideways with the keyboard inside its own frame', async () => {
    const user = userEvent.setup();
    renderTab(SummaryTab, { project: seedTwoRooms({ showLandscape: true }) });

    const frame = screen.getByRole('region', { name: 'Product summary' });
    await user.tab();
    while (document.activeElement !== frame && document.activeElement !== document.body)
      await user.tab();
    expect(frame).toHaveFocus();
  });
});
