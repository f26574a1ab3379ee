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
  });

it("names the dashboard, and no other page (their names are a project's)", async () => {
  expect(await paintOf('projectDashboard')).toEqual({ title: 'My Specifications | Specify' });
  for (const route of ['projectView', 'projectEdit', 'cart'] as const)
    expect(await paintOf(route)).toBeUndefined();
});
