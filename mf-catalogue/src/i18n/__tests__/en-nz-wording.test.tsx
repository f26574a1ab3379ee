import { screen, within } from '@testing-library/react';
import type { FirstPaintRequest } from '@specify/contracts/composition/first-paint';
import { renderFirstPaint } from '../../first-paint/render-first-paint';
import { renderCatalogue, setUpFixtureServer } from '../../testing/render-catalogue';

// en-NZ holds only what differs from en-AU. Whatever it says must reach the page and its first
// paint: the provider sits at the root and around the server's render, with the page's market.
jest.mock('../en-NZ.messages.json', () => ({
  'listing.showingFor': 'Kia ora: products for <place>{market} ({region})</place>',
  'listing.sortBy': 'Kia ora: sort',
}));

setUpFixtureServer();

const paintOf = (pathname: string): FirstPaintRequest => ({
  route: 'productFamily',
  market: pathname.startsWith('/nz') ? 'nz' : 'au',
  pathname,
  search: '',
  getJson: async () => {
    throw new Error('A listing paints from its route alone.');
  },
  readAction: async () => {
    throw new Error('A listing paints from its route alone.');
  },
});

it('words an nz listing and its first paint from en-NZ', async () => {
  const paint = await renderFirstPaint(paintOf('/nz/products/tapware/'));
  expect(paint?.html).toContain('Kia ora: products for <span>nz (New Zealand)</span>');
  renderCatalogue({ path: '/nz/products/tapware/' });
  const region = await screen.findByRole('region', { name: 'Product listing' });
  expect(within(region).getByText(/^Kia ora: products for/)).toHaveTextContent(
    'Kia ora: products for nz (New Zealand)',
  );
  expect(await screen.findByLabelText('Kia ora: sort')).toBeInTheDocument();
});

it('keeps en-AU’s words on au', async () => {
  const paint = await renderFirstPaint(paintOf('/au/products/tapware/'));
  expect(paint?.html).toContain('Showing products for <span>au (Australia)</span>');
  renderCatalogue({ path: '/au/products/tapware/' });
  expect(await screen.findByLabelText('Sort by')).toBeInTheDocument();
});
