import type { RouteName } from '@specify/contracts';
import { renderFirstPaint } from '../render-first-paint';

const paintOf = (route: RouteName) =>
  renderFirstPaint({
    route,
    market: 'nz',
    pathname: '/nz/project-builder',
    search: '',
    getJson: async () => undefined,
    readAction: async () => undefined,
    searchQueries: async () => undefined,
  });

it('names the dashboard and the wizard by what it does; the shared summary waits for its project', async () => {
  expect(await paintOf('projectDashboard')).toEqual({ title: 'My Specifications | Specify' });
  expect(await paintOf('projectCreate')).toEqual({ title: 'Create Project | Specify' });
  expect(await paintOf('projectEdit')).toEqual({ title: 'Edit Project | Specify' });
  expect(await paintOf('projectView')).toEqual({ title: 'View Project | Specify' });
  for (const route of ['projectShareSummary', 'cart'] as const)
    expect(await paintOf(route)).toBeUndefined();
});
