import { screen, waitFor } from '@testing-library/react';
import type { FirstPaintRequest } from '@specify/contracts/composition/first-paint';
import { renderCatalogue, setUpFixtureServer } from '../../testing/render-catalogue';
import { FIRST_PAINT_STYLESHEET, renderFirstPaint } from '../render-first-paint';

setUpFixtureServer();

const request = (pathname: string, search = ''): FirstPaintRequest => ({
  route: 'productFamily',
  market: pathname.startsWith('/nz') ? 'nz' : 'au',
  pathname,
  search,
  getJson: async () => {
    throw new Error('A listing paints from its route alone.');
  },
  readAction: async () => {
    throw new Error('A listing paints from its route alone.');
  },
});

/** Markup as the browser parses it from the page. */
function parsed(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  const region = page.querySelector<HTMLElement>('section.catalogue');
  if (!region) throw new Error(`No listing region in ${html}`);
  return region;
}

describe("a listing's first paint", () => {
  it('is the top the page renders, crumbs and heading, markup for markup, with its style sheet', async () => {
    const paint = await renderFirstPaint(request('/au/products/tapware/basin-mixers/'));
    expect(paint?.stylesheet).toBe(FIRST_PAINT_STYLESHEET);
    const painted = parsed(paint?.html ?? '');

    renderCatalogue({ path: '/au/products/tapware/basin-mixers/' });
    const heading = await screen.findByRole('heading', { level: 1 });
    const region = heading.closest('section');
    // The page's region holds the painted crumbs and header first, then the listing.
    expect(region?.cloneNode(false).isEqualNode(painted.cloneNode(false))).toBe(true);
    const [crumbs, header] = [...(region?.children ?? [])];
    expect(crumbs?.isEqualNode(painted.children[0] ?? null)).toBe(true);
    expect(header?.isEqualNode(painted.children[1] ?? null)).toBe(true);
    expect(painted.children).toHaveLength(2);
    // One title: the page's name as the menu reads it, and no line about the market under it.
    expect(header).toHaveTextContent(/^Basin Mixers$/);
  });

  it('paints nothing where the page redirects, or a path it does not own', async () => {
    // An unknown category is the not-found page; a category under another family redirects.
    expect(await renderFirstPaint(request('/au/products/tapware/no-such-thing/'))).toBeUndefined();
    expect(await renderFirstPaint(request('/au/warranty'))).toBeUndefined();
    expect(await renderFirstPaint(request('/au/brands/kinnear/'))).toEqual(
      expect.objectContaining({ html: expect.stringContaining('<h1>Kinnear</h1>') }),
    );
  });

  it("names the page's title and description as the page sets them once it runs", async () => {
    const paint = await renderFirstPaint(request('/au/products/tapware/'));
    expect(paint).toEqual(
      expect.objectContaining({
        title: 'Tapware | Specify',
        description: expect.stringMatching(/^Tapware at Specify/),
      }),
    );
    renderCatalogue({ path: '/au/products/tapware/' });
    await waitFor(() => expect(document.title).toBe(paint?.title));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      paint?.description,
    );
    expect(await renderFirstPaint(request('/au/brands/kinnear/'))).toEqual(
      expect.objectContaining({ title: 'Kinnear | Specify' }),
    );
  });

  it('names the search page by what was searched for, with no markup', async () => {
    const paint = await renderFirstPaint(request('/au/search', '?query=mixer'));
    expect(paint).toEqual({
      title: 'Search: mixer | Specify',
      description: expect.stringContaining('\u201cmixer\u201d'),
    });
    expect(await renderFirstPaint(request('/au/search'))).toEqual(
      expect.objectContaining({ title: 'Search results | Specify' }),
    );
  });
});
