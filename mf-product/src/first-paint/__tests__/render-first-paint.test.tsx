import { screen } from '@testing-library/react';
import type { FirstPaintRequest } from '@specify/contracts/composition/first-paint';
import { LUNA_BLACK_PATH, LUNA_PATH } from '../../testing/product-fixtures';
import { setUpProductServer } from '../../testing/product-server';
import { renderProductAt } from '../../testing/render-product';
import { FIRST_PAINT_STYLESHEET, renderFirstPaint } from '../render-first-paint';

setUpProductServer();

/** The platform's side: the action read from the fixture server, as a visitor would read it. */
function request(pathname: string, search = ''): FirstPaintRequest {
  return {
    route: 'product',
    market: 'au',
    pathname,
    search,
    getJson: async () => undefined,
    readAction: async (name, input) => {
      const response = await fetch(`/action/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-specify-market': 'au' },
        body: JSON.stringify(input),
      });
      return response.ok ? response.json() : undefined;
    },
    searchQueries: async () => undefined,
  };
}

/** Markup as the browser parses it from the page. */
function parsed(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

describe("a product page's first paint", () => {
  it('is the crumbs and first picture the page renders, with its style sheet', async () => {
    const paint = await renderFirstPaint(request(`/au/product/${LUNA_PATH}/`));
    expect(paint?.stylesheet).toBe(FIRST_PAINT_STYLESHEET);
    const painted = parsed(paint?.html ?? '');

    renderProductAt(`/au/product/${LUNA_PATH}/`);
    await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
    const page = screen.getByRole('region', { name: 'Product detail' });
    const crumbs = page.querySelector('nav[aria-label="Breadcrumb"]');
    expect(crumbs?.isEqualNode(painted.querySelector('nav[aria-label="Breadcrumb"]'))).toBe(true);
    const picture = (root: ParentNode) => root.querySelector('.product-gallery .swiper-slide img');
    expect(picture(painted)?.getAttribute('src')).toBe(picture(page)?.getAttribute('src'));
    expect(picture(painted)?.getAttribute('alt')).toBe(picture(page)?.getAttribute('alt'));
    // The header (its price depends on who is signed in) is the page's alone.
    expect(painted.querySelector('h1')).toBeNull();
  });

  it("names the page's title and description as the page sets them once it runs", async () => {
    const paint = await renderFirstPaint(request(`/au/product/${LUNA_PATH}/`));
    expect(paint).toEqual(
      expect.objectContaining({
        title: 'Luna Basin Mixer | Specify',
        description: 'A basin mixer for busy bathrooms.',
      }),
    );
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
    expect(document.title).toBe(paint?.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      paint?.description,
    );
  });

  it('shows the variant the path names, and the listing the query names in the crumbs', async () => {
    const black = parsed(
      (
        await renderFirstPaint(
          request(`/au/product/${LUNA_BLACK_PATH}/`, '?category=tapware/basin-mixers'),
        )
      )?.html ?? '',
    );
    expect(black.querySelector('.swiper-slide img')?.getAttribute('src')).toBe(
      '/files/images/thumbnail/luna-2.svg',
    );
    expect(black.querySelector('nav')).toHaveTextContent(/Basin Mixers/);
  });

  it('paints nothing for a product the platform does not answer, or another page', async () => {
    expect(await renderFirstPaint(request('/au/product/no-such-product-XX1/'))).toBeUndefined();
    expect(await renderFirstPaint(request('/au/products/tapware/'))).toBeUndefined();
  });
});
