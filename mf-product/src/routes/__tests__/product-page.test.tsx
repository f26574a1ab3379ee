import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProductAt, signedIn } from '../../testing/render-product';
import { http, HttpResponse } from 'msw';
import { CSRF_COOKIE } from '@specify/contracts';
import {
  fixtureViewer,
  requests,
  server,
  setUpProductServer,
  wishlist,
} from '../../testing/product-server';
import { LUNA, LUNA_PATH } from '../../testing/product-fixtures';

setUpProductServer();

const LUNA_URL = `/au/product/${LUNA_PATH}/`;

async function header() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
  return within(heading.closest('header')!);
}

describe('the product page', () => {
  it("shows the 'Loading product...' overlay first, then the variant header with RRP, code, marks and the document's metadata", async () => {
    renderProductAt(LUNA_URL);
    const page = screen.getByRole('region', { name: 'Product detail' });
    const loading = within(page).getByRole('status');
    expect(loading).toHaveTextContent('Loading product...');
    // An overlay, not an inline spinner: what it covers is marked busy for assistive technology.
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    const top = await header();
    expect(within(page).queryByText('Loading product...')).not.toBeInTheDocument();
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();
    expect(top.getByText('Item code 12341CH')).toBeInTheDocument();
    expect(top.getByText('RRP $349.00')).toBeInTheDocument();
    expect(top.getByText('(inc. GST)')).toBeInTheDocument();
    expect(top.getByText('New')).toBeInTheDocument();
    expect(top.queryByText('Lead Free')).not.toBeInTheDocument();
    expect(top.getByRole('link', { name: 'Luna' })).toHaveAttribute(
      'href',
      '/au/search?query=Luna&isPdp=true',
    );
    expect(document.title).toBe('Luna Basin Mixer | Specify');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A basin mixer for busy bathrooms.',
    );
    expect(requests.filter((request) => request.name === 'product/getProduct')).toEqual([
      { name: 'product/getProduct', body: { path: LUNA_PATH } },
    ]);
  });

  it('changes variant in the URL without a reload or a new product request: image, code and price follow', async () => {
    renderProductAt(`${LUNA_URL}?category=tapware/basin-mixers`);
    const top = await header();
    await userEvent.selectOptions(top.getByLabelText('Colour / finish'), 'Matte Black (12342MBLF)');
    expect(await top.findByText('Item code 12342MBLF')).toBeInTheDocument();
    expect(window.location.pathname).toBe(
      '/au/product/luna-basin-mixer-1234-matte-black-LU1234-2/',
    );
    expect(window.location.search).toBe('?category=tapware/basin-mixers');
    // Matte Black is builder range: on au a visitor gets the contact-us button instead of a price.
    expect(top.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/au/about-us/contact-us?fromproduct=LU1234-2',
    );
    expect(top.getByText('Lead Free')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Luna Basin Mixer, image 1/ })[0]).toHaveAttribute(
      'src',
      '/files/images/thumbnail/luna-2.svg',
    );
    expect(requests.filter((request) => request.name === 'product/getProduct')).toHaveLength(1);
  });

  it('shows the builder-range price on nz, where the contact-us rule does not apply', async () => {
    renderProductAt(`/nz/product/luna-basin-mixer-1234-matte-black-LU1234-2/`);
    expect((await header()).getByText('RRP $459.00')).toBeInTheDocument();
  });

  it('sends an unknown variant, or an internal-only one for a visitor, to the not-found page', async () => {
    renderProductAt('/au/product/luna-basin-mixer-1234-brushed-gold-LU1234-3/');
    await waitFor(() => expect(window.location.pathname).toBe('/au/404'));
  });

  it('opens an internal-only variant for an internal user, with its price', async () => {
    fixtureViewer.internal = true;
    renderProductAt(
      '/au/product/luna-basin-mixer-1234-brushed-gold-LU1234-3/',
      signedIn('internal'),
    );
    const top = await header();
    expect(top.getByText('RRP $559.00')).toBeInTheDocument();
  });

  it.each([
    ['a visitor is asked to sign in', undefined, 'auth:login-requested'],
    ['an incomplete profile is prompted to complete it', 'incomplete', 'toast:show'],
    ['a trade user gets the add-to-project dialog', 'trade', 'project:add-requested'],
  ] as const)('Add to project: %s', async (_title, kind, event) => {
    const { published } = renderProductAt(LUNA_URL, kind ? signedIn(kind) : undefined);
    await userEvent.click((await header()).getByRole('button', { name: 'Add to project' }));
    expect(published[event]).toHaveLength(1);
    if (event === 'project:add-requested')
      expect(published[event]).toEqual([
        { sku: 'LU1234-1', quantity: 1, name: 'Luna Basin Mixer' },
      ]);
    if (event === 'toast:show')
      expect(published[event][0]?.action?.href).toBe('/company-registration');
  });

  it('adds the variant to the cart through the typed event', async () => {
    const { published } = renderProductAt(LUNA_URL);
    await userEvent.click((await header()).getByRole('button', { name: 'Add to cart' }));
    expect(published['cart:add-requested']).toEqual([
      {
        sku: 'LU1234-1',
        count: 1,
        name: 'Luna Basin Mixer',
        details: 'Chrome · 12341CH',
        image: '/files/images/thumbnail/luna-1.svg',
      },
    ]);
  });

  it('keeps a press on the heart made before the wishlist is read, and saves the variant then', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/action/wishlist/getWishlist', async () => {
        await held;
        return HttpResponse.json(wishlist.current());
      }),
    );
    renderProductAt(LUNA_URL);
    const heart = await (
      await header()
    ).findByRole('button', { name: 'Add to wishlist: Luna Basin Mixer' });
    await userEvent.click(heart);
    act(release);
    await waitFor(() =>
      expect(wishlist.current().lineItems).toEqual([
        expect.objectContaining({ variant: expect.objectContaining({ sku: 'LU1234-1' }) }),
      ]),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves the variant to the wishlist with its heart (one of it), and takes it out again', async () => {
    const { published } = renderProductAt(LUNA_URL);
    const heart = await (
      await header()
    ).findByRole('button', {
      name: 'Add to wishlist: Luna Basin Mixer',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(published['analytics:event']).toEqual([
        { event: 'add_to_wishlist', params: { item_id: 'LU1234-1', quantity: 1 } },
      ]),
    );
    expect(published['wishlist:changed']).toEqual([{ sku: 'LU1234-1' }]);
    expect(wishlist.current().lineItems).toEqual([
      expect.objectContaining({ count: 1, variant: expect.objectContaining({ sku: 'LU1234-1' }) }),
    ]);

    await userEvent.click(heart);
    await waitFor(() => expect(wishlist.current().lineItems).toEqual([]));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a saved variant’s heart pressed, and a refused change rolled back with a message', async () => {
    wishlist.seed({ 'LU1234-1': 1 });
    server.use(
      http.post('*/action/wishlist/removeItem', () =>
        HttpResponse.json({ isError: true }, { status: 503 }),
      ),
    );
    const { published } = renderProductAt(LUNA_URL);
    const heart = await (
      await header()
    ).findByRole('button', {
      name: 'Add to wishlist: Luna Basin Mixer',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() =>
      expect(published['toast:show']).toEqual([
        { tone: 'error', message: 'Your wishlist could not be changed. Please try again.' },
      ]),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(published['analytics:event']).toEqual([]);
  });

  it('shows the specification table once: all rows, compliance too, under Technical Information, which the overview points to', async () => {
    renderProductAt(LUNA_URL);
    await header();
    expect(screen.getAllByRole('heading', { name: 'Specifications' })).toHaveLength(1);
    expect(screen.getAllByRole('rowheader', { name: 'AS1428.1 Accessible' })).toHaveLength(1);
    const technical = screen.getByRole('region', { name: 'Technical Information' });
    expect(within(technical).getByRole('heading', { name: 'Specifications' })).toBeInTheDocument();
    expect(
      within(technical).getByRole('rowheader', { name: 'AS1428.1 Accessible' }),
    ).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(overview).getByRole('link', {
        name: 'See every specification in Technical Information',
      }),
    ).toHaveAttribute('href', '#specifier-info');
  });

  it('lists the overview, technical information, components, spare parts, advice and related sections in the side navigation', async () => {
    renderProductAt(LUNA_URL);
    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    await within(nav).findByRole('link', { name: 'Related Products' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '#product-overview-scroll',
      '#specifier-info',
      '#components-section',
      '#spare-parts-section',
      '#advice-section',
      '#related-products',
    ]);
    const components = screen.getByRole('region', { name: 'Components' });
    expect(within(components).getByRole('link', { name: 'Pop-up Waste' })).toBeInTheDocument();
    expect(within(components).getByText('RRP $45.00')).toBeInTheDocument();
    const spares = screen.getByRole('region', { name: 'Spare Parts' });
    expect(within(spares).getAllByRole('listitem')).toHaveLength(2);
    const related = screen.getByRole('region', { name: 'Related Products' });
    expect(within(related).getByRole('link', { name: 'Urbane Basin Mixer' })).toBeInTheDocument();
    // An internal-only product never reaches a visitor, even if an answer holds one.
    expect(within(related).queryByText('Hidden Mixer')).not.toBeInTheDocument();
    expect(within(related).getByRole('link', { name: 'Luna Towel Rail' })).toBeInTheDocument();
  });

  it('hides the advice section when opened from the BIM library', async () => {
    renderProductAt(`${LUNA_URL}?fromBim=true`);
    await header();
    expect(screen.queryByRole('region', { name: 'Need advice?' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to a section from the side navigation, and marks the section in view', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options) {
      scrolled.push(`${this.id}:${(options as ScrollIntoViewOptions).behavior}`);
    };
    renderProductAt(LUNA_URL);
    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Technical Information' }));
    expect(scrolled).toEqual(['specifier-info:smooth']);

    const tops: Record<string, number> = {
      'product-overview-scroll': -900,
      'specifier-info': 116,
    };
    document.documentElement.style.scrollPaddingTop = '100px';
    for (const section of document.querySelectorAll('section[id]')) {
      const top = tops[section.id] ?? 2000;
      // Where a jump stops: the header's height (the page's padding) and some air.
      (section as HTMLElement).style.scrollMarginTop = '16px';
      section.getBoundingClientRect = () => ({ top }) as DOMRect;
    }
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 5000,
    });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Technical Information' })).toHaveAttribute(
        'aria-current',
        'location',
      ),
    );
  });

  it('on a phone, a jump stops below the sticky section dropdown as well as the header', async () => {
    // jsdom has no layout: the browser's ResizeObserver reports the dropdown's height.
    const observed: { element: Element; report: (height: number) => void }[] = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(element: Element) {
        observed.push({
          element,
          report: (blockSize) =>
            this.callback(
              [
                {
                  borderBoxSize: [{ blockSize, inlineSize: 375 }],
                } as unknown as ResizeObserverEntry,
              ],
              this as unknown as ResizeObserver,
            ),
        });
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      const view = renderProductAt(LUNA_URL);
      const jump = await screen.findByRole('combobox', { name: 'Jump to a section' });
      const dropdown = observed.find(({ element }) => element.contains(jump));
      expect(dropdown).toBeDefined();
      act(() => dropdown?.report(58));
      const root = document.documentElement;
      // The sections' scroll margin (product.css) adds this to the header's scroll padding.
      expect(root.style.getPropertyValue('--product-nav-height')).toBe('58px');
      // From 1024 px the dropdown is not shown, so only the header counts.
      act(() => dropdown?.report(0));
      expect(root.style.getPropertyValue('--product-nav-height')).toBe('0px');
      view.unmount();
      expect(root.style.getPropertyValue('--product-nav-height')).toBe('');
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('builds the breadcrumb from the category query, else from the product', async () => {
    renderProductAt(`${LUNA_URL}?category=tapware`);
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Products', 'Tapware', 'Luna Basin Mixer']);
  });

  it('shows the Building Product Information Requirement link on nz only', async () => {
    const nz = renderProductAt(`/nz/product/${LUNA_PATH}/`);
    const link = await screen.findByRole('link', {
      name: 'Building Product Information Requirement',
    });
    expect(link).toHaveAttribute('href', expect.stringContaining('LU1234'));
    nz.unmount();
    renderProductAt(LUNA_URL);
    await header();
    expect(
      screen.queryByRole('link', { name: 'Building Product Information Requirement' }),
    ).not.toBeInTheDocument();
  });

  it('posts the print view to the PDF service, with the CSRF token, and saves {sku}-{item-name}.pdf', async () => {
    document.cookie = `${CSRF_COOKIE}=csrf-token-7; path=/`;
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    renderProductAt(LUNA_URL);
    await userEvent.click((await header()).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['LU1234-1-luna-basin-mixer-chrome.pdf']));
    const sent = requests.find((request) => request.name === 'pdf-my-html');
    // As every write of the site's: the double-submit CSRF token echoed from its cookie.
    expect(sent?.csrf).toBe('csrf-token-7');
    const pdf = sent?.body as { html: string; noPageMargins: boolean };
    expect(pdf.noPageMargins).toBe(false);
    expect(pdf.html).toContain('<img src="/files/images/original/luna-1.svg"');
    expect(pdf.html).toContain('<img src="/files/diagrams/luna-line-diagram-1.svg"');
    expect(pdf.html).toContain('RRP $349.00');
    document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('opens the lightbox from a gallery slide, in original size, and closes it with Escape', async () => {
    renderProductAt(LUNA_URL);
    const gallery = await screen.findByRole('region', { name: 'Luna Basin Mixer images' });
    await userEvent.click(
      within(gallery).getByRole('button', { name: 'View image 1 of 2 full screen' }),
    );
    const lightbox = await screen.findByRole('dialog', { name: 'Luna Basin Mixer' });
    expect(
      within(lightbox).getByRole('img', { name: 'Luna Basin Mixer, image 1 of 2' }),
    ).toHaveAttribute('src', '/files/images/original/luna-1.svg');
    expect(
      within(lightbox).getByRole('img', { name: 'Luna Basin Mixer, line diagram' }),
    ).toHaveAttribute('src', '/files/diagrams/luna-line-diagram-1.svg');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shares the page and reports the share', async () => {
    const { published } = renderProductAt(LUNA_URL);
    const top = await header();
    await userEvent.click(top.getByRole('button', { name: 'Share' }));
    const opened: string[] = [];
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
    await userEvent.click(screen.getByRole('menuitem', { name: 'Linkedin' }));
    expect(opened[0]).toContain(encodeURIComponent(`http://localhost${LUNA_URL}`));
    expect(published['analytics:event']).toContainEqual({
      event: 'share',
      params: { method: 'linkedin', content_type: 'product', item_id: 'LU1234-1' },
    });
  });

  it("names a variant without a range by its product's range, as the catalogue names it", async () => {
    server.use(
      http.post('/action/product/getProduct', () => {
        const variant = { ...LUNA.variants[0]!, attributes: { ...LUNA.variants[0]!.attributes } };
        delete variant.attributes.range;
        const product = {
          ...LUNA,
          attributesAlgolia: { ...LUNA.attributesAlgolia, range: 'cube-cleanflush-urinal' },
          variants: [variant],
        };
        return HttpResponse.json({ product: { ...product, selectedVariant: variant, _url: '/x' } });
      }),
    );
    renderProductAt(LUNA_URL);
    const top = await header();
    expect(top.getByRole('link', { name: 'Cube Cleanflush Urinal' })).toBeInTheDocument();
    expect(top.queryByText('cube-cleanflush-urinal')).not.toBeInTheDocument();
  });

  it('says when the product could not be loaded, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.post('/action/product/getProduct', () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    renderProductAt(LUNA_URL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The product could not be loaded right now.');
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' }),
    ).toBeVisible();
    expect(calls).toBe(1);
  });
});
