import { screen } from '@testing-library/react';
import type { FirstPaintRequest } from '@specify/contracts/composition/first-paint';
import { fixtureDocuments } from '../../testing/content-handlers';
import { setUpContentServer } from '../../testing/content-server';
import { renderContentAt } from '../../testing/render-content';
import { FIRST_PAINT_STYLESHEET, renderFirstPaint } from '../render-first-paint';

setUpContentServer();

// The home fixture holds sections that are logged on purpose (sections.test.tsx checks them).
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const HOME = (market: 'au' | 'nz', sections: unknown[] = fixtureDocuments(market).home ?? []) => ({
  market,
  slug: 'home',
  title: 'Home',
  version: 3,
  publishedAt: '2026-11-01T00:00:00.000Z',
  sections,
});

/** The platform's side of a request: `documents` by path, and the paths read. */
function request(
  overrides: Partial<FirstPaintRequest>,
  documents: Record<string, unknown> = { '/cms/au/home': HOME('au') },
) {
  const reads: string[] = [];
  const getJson = async (path: string) => {
    reads.push(path);
    return documents[path];
  };
  return {
    reads,
    request: {
      route: 'home',
      market: 'au',
      pathname: '/au',
      search: '',
      getJson,
      readAction: async () => {
        throw new Error('The home paints from its document alone.');
      },
      searchQueries: async () => {
        throw new Error('The home paints from its document alone.');
      },
      ...overrides,
    } satisfies FirstPaintRequest,
  };
}

/** Markup as the browser parses it from the page (attribute names lower-cased). */
function parsed(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  const banner = page.querySelector<HTMLElement>('.content-banner');
  if (!banner) throw new Error(`No hero in ${html}`);
  return banner;
}

describe("the home's first paint", () => {
  it('is the hero the page renders first, markup for markup, with its style sheet', async () => {
    const { request: home, reads } = request({});
    const paint = await renderFirstPaint(home);
    expect(reads).toEqual(['/cms/au/home']);
    expect(paint?.stylesheet).toBe(FIRST_PAINT_STYLESHEET);

    renderContentAt('/au');
    await screen.findByRole('heading', { level: 1, name: 'Bathrooms specified with confidence' });
    const rendered = screen.getByRole('region', { name: 'Featured' });
    // What the visitor sees first is exactly what the remote then puts in its place.
    expect(parsed(paint?.html ?? '').isEqualNode(rendered)).toBe(true);
  });

  it("is in the market's language and links", async () => {
    const { request: nz } = request(
      { market: 'nz', pathname: '/nz' },
      { '/cms/nz/home': HOME('nz') },
    );
    const hero = parsed((await renderFirstPaint(nz))?.html ?? '');
    expect(hero.querySelector('.content-banner__text')).toHaveTextContent('New Zealand');
    expect(hero.querySelector('a')).toHaveAttribute('href', '/nz/products/tapware/');
  });

  it('escapes what the CMS wrote: no markup of its text reaches the page', async () => {
    const { request: home } = request(
      {},
      {
        '/cms/au/home': HOME('au', [
          {
            type: 'banner',
            slides: [
              {
                image: { src: '/files/content/hero.svg', alt: '"><script>alert(1)</script>' },
                heading: '<img src=x onerror=alert(1)>Bathrooms',
              },
            ],
          },
        ]),
      },
    );
    const paint = await renderFirstPaint(home);
    expect(paint?.html).not.toMatch(/<script|<img src=x/);
    const hero = parsed(paint?.html ?? '');
    expect(hero.querySelector('h1')).toHaveTextContent('<img src=x onerror=alert(1)>Bathrooms');
  });

  it('paints no markup for a home that does not lead with a banner, nothing when it cannot be read', async () => {
    const columnsFirst = request(
      {},
      {
        '/cms/au/home': HOME('au', [
          { type: 'heading-description', heading: 'Hello', description: 'x' },
        ]),
      },
    );
    expect(await renderFirstPaint(columnsFirst.request)).toEqual({
      title: 'Home | Specify',
      description: 'x',
    });
    const missing = request({}, {});
    expect(await renderFirstPaint(missing.request)).toBeUndefined();
    const malformed = request({}, { '/cms/au/home': { sections: 'none' } });
    expect(await renderFirstPaint(malformed.request)).toBeUndefined();
  });

  it("names the home's title and description as the page sets them once it runs", async () => {
    const paint = await renderFirstPaint(request({}).request);
    expect(paint?.title).toBe('Home | Specify');
    expect(paint?.description).toBeTruthy();
    renderContentAt('/au');
    await screen.findByRole('heading', { level: 1, name: 'Bathrooms specified with confidence' });
    expect(document.title).toBe(paint?.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      paint?.description,
    );
  });

  it("names another page's head from its document, with no markup, and nothing for a page it does not own", async () => {
    const warranty = {
      ...HOME('au', [{ type: 'legal', heading: 'Warranty', body: 'Our **warranty** terms.' }]),
      slug: 'warranty',
      title: 'Warranty',
    };
    const { request: page, reads } = request(
      { route: 'warranty', pathname: '/au/warranty' },
      { '/cms/au/warranty': warranty },
    );
    expect(await renderFirstPaint(page)).toEqual({
      title: 'Warranty | Specify',
      description: 'Our **warranty** terms.',
    });
    expect(reads).toEqual(['/cms/au/warranty']);
    const cart = request({ route: 'cart', pathname: '/au/cart' });
    expect(await renderFirstPaint(cart.request)).toBeUndefined();
    expect(cart.reads).toEqual([]);
  });
});
