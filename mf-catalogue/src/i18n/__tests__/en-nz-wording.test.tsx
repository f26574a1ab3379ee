import { screen } from '@testing-library/react';
import { createRenderFirstPaint, drawnListingsCache } from '../../first-paint/render-first-paint';
import { firstPaintRequest } from '../../testing/first-paint-request';
import { renderCatalogue, setUpFixtureServer } from '../../testing/render-catalogue';

// en-NZ holds only what differs from en-AU. Whatever it says must reach the page and its first
// paint: the provider sits at the root and around the server's render, with the page's market.
jest.mock('../en-NZ.messages.json', () => ({
  'listing.region.family': 'Kia ora: product listing',
  'listing.sortBy': 'Kia ora: sort',
}));

setUpFixtureServer();

// A screen test's first render is slower than the platform's: the cards' budget is the test's.
const renderFirstPaint = createRenderFirstPaint({ budgetMs: 10_000, drawn: drawnListingsCache() });

it('words an nz listing and its first paint from en-NZ', async () => {
  const paint = await renderFirstPaint(firstPaintRequest('/nz/products/tapware/'));
  expect(paint?.html).toContain('aria-label="Kia ora: product listing"');
  expect(paint?.html).toContain('Kia ora: sort');
  renderCatalogue({ path: '/nz/products/tapware/' });
  expect(await screen.findByRole('region', { name: 'Kia ora: product listing' })).toBeVisible();
  expect(await screen.findByLabelText('Kia ora: sort')).toBeInTheDocument();
});

it('keeps en-AU’s words on au', async () => {
  const paint = await renderFirstPaint(firstPaintRequest('/au/products/tapware/'));
  expect(paint?.html).toContain('aria-label="Product listing"');
  renderCatalogue({ path: '/au/products/tapware/' });
  expect(await screen.findByLabelText('Sort by')).toBeInTheDocument();
});
