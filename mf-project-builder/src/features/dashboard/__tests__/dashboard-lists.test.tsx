import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBuilder } from '../../../testing/render-builder';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  setUpProjectServer,
} from '../../../testing/project-server';

setUpProjectServer();

const DASHBOARD = '/au/project-builder/';

function dashboardCalls() {
  return requests.filter((request) => request.name.startsWith('project/getMyProjectsDashboard'));
}

describe('the dashboard for a trade user', () => {
  it('welcomes them, offers Create a project and lists open projects with a count', async () => {
    seedProject(FIXTURE_USERS.trade, {
      projectName: 'Harbour House',
      projectType: 'healthcare',
      projectLocation: 'VIC',
      opportunityNumber: 'OPP 12',
      projectCreatedDate: '2024-01-05T03:00:00.000Z',
      lastModifiedAt: '2024-02-10T03:00:00.000Z',
    });
    seedProject(FIXTURE_USERS.trade, { projectName: 'Old Mill', status: 'closed' });
    renderBuilder(DASHBOARD);
    const region = screen.getByRole('region', { name: 'My Specifications' });
    expect(within(region).getByText(/Welcome back, Tessa\./)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Create a project' })).toHaveAttribute(
      'href',
      '/au/project-builder/create',
    );
    expect(await screen.findByRole('tab', { name: 'Open (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Closed' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Open projects' });
    const row = within(list).getByRole('article', { name: 'Harbour House' });
    expect(within(row).getByRole('link', { name: 'Harbour House' })).toHaveAttribute(
      'href',
      '/au/project-builder/view?projectId=prj-0001',
    );
    const facts = Object.fromEntries(
      within(row)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Project type': 'Hospital & Healthcare',
      Location: 'VIC',
      'Project ID': 'OPP 12',
      Created: '05 Jan 2024',
      'Last modified': '10 Feb 2024',
    });
    expect(within(list).queryByText('Old Mill')).not.toBeInTheDocument();
  });
});
