import { screen, within } from '@testing-library/react';
import { renderCatalogue, setUpFixtureServer } from '../../testing/render-catalogue';

setUpFixtureServer();

it('lists a family page', async () => {
  renderCatalogue({ path: '/au/products/tapware/' });
  const region = await screen.findByRole('region', { name: 'Product listing' });
  const grid = await within(region).findByRole('list', { name: 'Products' });
  expect(
    await within(grid).findByRole('heading', { name: 'Luna Basin Mixer' }),
  ).toBeInTheDocument();
});
