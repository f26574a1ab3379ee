import { render, screen, within } from '@testing-library/react';
import { BreadcrumbTrail, Breadcrumbs, breadcrumbsOf } from '../breadcrumbs';

it('renders Home, text crumbs for products, and marks the current page', () => {
  render(<Breadcrumbs pathname="/au/products/tapware/basin-mixers/" market="au" />);
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/au');
  expect(within(nav).getByText('Products').tagName).toBe('SPAN');
  expect(within(nav).getByRole('link', { name: 'Tapware' })).toHaveAttribute(
    'href',
    '/au/products/tapware/',
  );
  expect(within(nav).getByText('Basin Mixers')).toHaveAttribute('aria-current', 'page');
});

it.each([
  ['/au/products/baths/baths-l2/', 'Baths'],
  ['/au/products/sanitaryware/buttons-accessories/', 'Buttons & Accessories'],
  ['/au/products/basins/shroud-pedestal/', 'Shroud & Pedestal'],
  ['/au/sectors/retail-hospitality/', 'Retail & hospitality'],
  ['/au/sectors/108/', 'Government & defence'],
  ['/au/collection/civic-collection/', 'Civic Collection'],
  ['/au/livewell/', 'LiveWell'],
])('names %s as the catalogue does: %s', (path, label) => {
  expect(breadcrumbsOf(path, 'au').at(-1)).toEqual({ label, current: true });
});

it.each([
  ['/au/solutions/as14281-accessible/', 'AS1428.1 Accessible'],
  ['/nz/solutions/nz4121-accessible/', 'NZ4121.1 Accessible'],
  ['/au/tools-resources/bim-library/', 'BIM library'],
])('keeps the capitals of %s', (path, label) => {
  const crumbs = breadcrumbsOf(path, path.startsWith('/nz') ? 'nz' : 'au');
  expect(crumbs.at(-1)).toEqual({ label, current: true });
  expect(crumbs.find((crumb) => /^(Solutions|Tools)/.test(crumb.label))?.href).toBeUndefined();
});

it('brand pages: Brands as text, then the brand by name, linked to its page', () => {
  const crumbs = breadcrumbsOf('/au/brands/livewell/tapware/', 'au');
  expect(crumbs.map((crumb) => crumb.label)).toEqual(['Home', 'Brands', 'LiveWell', 'Tapware']);
  expect(crumbs[1]?.href).toBeUndefined();
  expect(crumbs[2]?.href).toBe('/au/brands/livewell/');
});

it('media pages start with a fixed Media crumb', () => {
  const crumbs = breadcrumbsOf('/au/case-studies/sydney-hospital', 'au');
  expect(crumbs.map((crumb) => crumb.label)).toEqual([
    'Home',
    'Media',
    'Case studies',
    'Sydney hospital',
  ]);
  expect(crumbs[1]?.href).toBeUndefined();
  expect(crumbs[2]?.href).toBe('/au/case-studies');
});

it('experience centres are linked on au, never on nz', () => {
  expect(breadcrumbsOf('/au/experience-centres/sydney', 'au')[1]?.href).toBe(
    '/au/experience-centres/',
  );
  expect(breadcrumbsOf('/nz/experience-centres/auckland', 'nz')[1]?.href).toBeUndefined();
});

it('a crumb no route owns is text, and a malformed escape does not throw', () => {
  expect(breadcrumbsOf('/au/collection/luna/', 'au')[1]?.href).toBeUndefined();
  expect(breadcrumbsOf('/au/products/%E0%A4%A/', 'au').at(-1)?.label).toBe('%E0%A4%A');
});

it('spells the Turoa range with its macron in every trail, leaving other words alone', () => {
  const { unmount } = render(
    <Breadcrumbs pathname="/nz/collection/turoa/turoate-basins/" market="nz" />,
  );
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Tūroa' })).toHaveAttribute(
    'href',
    expect.stringContaining('/turoa'),
  );
  expect(within(nav).getByText('Turoate basins')).toBeInTheDocument();
  unmount();
  render(
    <BreadcrumbTrail
      crumbs={[
        { label: 'Home', href: '/au', current: false },
        { label: 'Turoa wall basin', current: true },
      ]}
    />,
  );
  expect(screen.getByText('Tūroa wall basin')).toHaveAttribute('aria-current', 'page');
});
