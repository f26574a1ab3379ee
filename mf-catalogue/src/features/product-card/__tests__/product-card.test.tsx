import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureWishlist } from '../../../testing/handlers';
import { renderCatalogue, server, setUpFixtureServer } from '../../../testing/render-catalogue';
import { PROFILE_PROMPT } from '@specify/ui';

setUpFixtureServer();

async function card(name: string) {
  const heading = await screen.findByRole('heading', { name }, { timeout: 3000 });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return within(article);
}

describe('product cards', () => {
  it('show RRP (inc. GST) from cents with 2 decimals, code, New and the colour dropdown', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    const luna = await card('Luna Basin Mixer');
    expect(luna.getByText('RRP $349.00')).toBeInTheDocument();
    expect(luna.getByText('(inc. GST)')).toBeInTheDocument();
    expect(luna.getByText('LU1234')).toBeInTheDocument();
    expect(luna.getByText('New')).toBeInTheDocument();
    expect(luna.queryByText('Lead Free')).not.toBeInTheDocument();

    // Choosing a colour changes the variant, image, code, price and link.
    await userEvent.selectOptions(
      luna.getByLabelText('Colour of Luna Basin Mixer'),
      'Brushed Nickel',
    );
    expect(luna.getByText('RRP $450.00')).toBeInTheDocument();
    expect(luna.getByText('LU1234LF')).toBeInTheDocument();
    expect(luna.getByText('Lead Free')).toBeInTheDocument();
    const link = luna.getByRole('link', { name: 'Luna Basin Mixer' });
    expect(link).toHaveAttribute(
      'href',
      '/au/product/luna-basin-mixer-brushed-nickel-LU1234LF/?category=tapware',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('img')).toHaveAttribute(
      'src',
      '/files/images/thumbnail/lu1234lf.jpg',
    );
  });

  it("loads the first row's pictures with the page and the rest as they near the screen", async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await card('Luna Basin Mixer');
    const pictures = screen
      .getAllByRole('article')
      .map((article) => article.querySelector('a img'));
    expect(pictures.length).toBeGreaterThan(4);
    expect(pictures.map((img) => img?.getAttribute('loading'))).toEqual(
      pictures.map((_, position) => (position < 4 ? 'eager' : 'lazy')),
    );
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[4]).not.toHaveAttribute('fetchpriority');
  });

  it('prices in NZD on nz', async () => {
    renderCatalogue({ path: '/nz/products/tapware/' });
    expect((await card('Luna Basin Mixer')).getByText('RRP $383.90')).toBeInTheDocument();
  });

  it('show a discounted price beside the struck-through RRP with the rounded percent', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    const krome = await card('Krome Bath Spout');
    expect(krome.getByText('$151.20')).toBeInTheDocument();
    expect(krome.getByText('RRP $189.00').tagName).toBe('DEL');
    expect(krome.getByText('20% off')).toBeInTheDocument();
    expect((await card('Luna Basin Mixer')).queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('disables the dropdown with a single variant', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    const krome = await card('Krome Bath Spout');
    expect(krome.getByLabelText('Colour of Krome Bath Spout')).toBeDisabled();
  });

  it('shows contact us for au builder range to a visitor, and the price to an internal user', async () => {
    renderCatalogue({ path: '/au/products/basins/' });
    const basin = await card('Urbane II Wall Basin');
    expect(basin.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/au/about-us/contact-us?fromproduct=UR2201',
    );
    expect(basin.queryByText(/RRP/)).not.toBeInTheDocument();
  });

  it('an internal user sees internal-only products with their price', async () => {
    renderCatalogue({ path: '/au/products/sanitaryware/', viewer: 'internal' });
    const suite = await card('Opal Care Toilet Suite');
    expect(suite.getByText('RRP $1,299.00')).toBeInTheDocument();
  });

  it('a visitor never gets internal-only products (the key filters them out)', async () => {
    renderCatalogue({ path: '/au/products/sanitaryware/' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  /** Adds Luna to a project as the viewer; what the catalogue published. */
  async function addLunaAs(viewer: 'visitor' | 'trade' | 'incomplete') {
    const view = renderCatalogue({ path: '/au/products/tapware/', viewer });
    await userEvent.click(
      (await card('Luna Basin Mixer')).getByRole('button', {
        name: 'Add to project: Luna Basin Mixer',
      }),
    );
    view.unmount();
    return view.published;
  }

  it('add to project: a visitor signs in, an incomplete profile is prompted, a trade user emits the event', async () => {
    const visitor = await addLunaAs('visitor');
    expect(visitor).toContainEqual({
      name: 'auth:login-requested',
      payload: { returnTo: '/au/products/tapware/' },
    });
    expect(visitor.some((e) => e.name === 'project:add-requested')).toBe(false);

    const incomplete = await addLunaAs('incomplete');
    expect(incomplete).toContainEqual({
      name: 'toast:show',
      payload: {
        message: PROFILE_PROMPT,
        tone: 'info',
        action: { label: 'Complete profile', href: '/company-registration' },
      },
    });
    expect(incomplete.some((e) => e.name === 'project:add-requested')).toBe(false);

    expect(await addLunaAs('trade')).toContainEqual({
      name: 'project:add-requested',
      payload: { sku: 'LU1234', quantity: 1, name: 'Luna Basin Mixer' },
    });
  });
});

describe('product links by page', () => {
  it.each([
    [
      '/au/search?query=luna',
      '/au/product/luna-basin-mixer-chrome-LU1234/?category=tapware%2Fbasin-mixers&sr=1',
    ],
    // Brand, sector and solution pages link with the product's own category (spec §2) ...
    [
      '/au/brands/kinnear/',
      '/au/product/luna-basin-mixer-chrome-LU1234/?category=tapware%2Fbasin-mixers',
    ],
    [
      '/au/sectors/healthcare/',
      '/au/product/luna-basin-mixer-chrome-LU1234/?category=tapware%2Fbasin-mixers',
    ],
    [
      '/au/solutions/touchless-bathrooms/',
      '/au/product/luna-basin-mixer-chrome-LU1234/?category=tapware%2Fbasin-mixers',
    ],
    // ... or with the category their path names.
    [
      '/au/brands/kinnear/tapware/lead-free/',
      '/au/product/luna-basin-mixer-chrome-LU1234/?category=tapware%2Flead-free',
    ],
    [
      '/au/products/tapware/basin-mixers',
      '/au/product/luna-basin-mixer-chrome-LU1234/?category=tapware%2Fbasin-mixers',
    ],
    ['/au/collection/luna/', '/au/product/luna-basin-mixer-chrome-LU1234/?collection=luna'],
    // The BIM library leads to the variant's BIM page (storefront §2 "BIM product page").
    [
      '/au/tools-resources/bim-library/',
      '/au/tools-resources/bim-library/luna-basin-mixer-chrome-LU1234?fromBim=true',
    ],
  ])('%s links to %s', async (path, expected) => {
    renderCatalogue({ path });
    const luna = await card('Luna Basin Mixer');
    expect(luna.getByRole('link', { name: 'Luna Basin Mixer' })).toHaveAttribute('href', expected);
  });

  it('a LiveWell page links with the product’s category', async () => {
    renderCatalogue({ path: '/au/livewell/', viewer: 'internal' });
    const opal = await card('Opal Care Toilet Suite');
    expect(opal.getByRole('link', { name: 'Opal Care Toilet Suite' })).toHaveAttribute(
      'href',
      '/au/product/opal-care-toilet-suite-white-OC5000/?category=sanitaryware%2Fcare-toilets',
    );
  });

  it('hides add to project on the BIM library listing', async () => {
    renderCatalogue({ path: '/au/tools-resources/bim-library/', viewer: 'trade' });
    const luna = await card('Luna Basin Mixer');
    expect(luna.queryByRole('button', { name: /to project/ })).not.toBeInTheDocument();
    expect(screen.queryByText('See Example')).not.toBeInTheDocument();
  });

  it('shows one card per product on the BIM library, its files by their names', async () => {
    renderCatalogue({ path: '/au/tools-resources/bim-library/' });
    await card('Luna Basin Mixer');
    expect(screen.getAllByRole('heading', { name: 'Luna Basin Mixer' })).toHaveLength(1);
    const luna = await card('Luna Basin Mixer');
    expect(luna.getByText('Revit (RFA), DWG')).toBeInTheDocument();
    expect(screen.queryByText(/RFA-file|DWG-file/)).not.toBeInTheDocument();
  });
});

describe('wishlist heart', () => {
  it("saves the card's current variant, one of it, with a heart beside the card's link", async () => {
    const view = renderCatalogue({ path: '/au/products/tapware/' });
    const luna = await card('Luna Basin Mixer');
    await userEvent.selectOptions(
      luna.getByLabelText('Colour of Luna Basin Mixer'),
      'Brushed Nickel',
    );
    const heart = await luna.findByRole('button', { name: 'Add to wishlist: Luna Basin Mixer' });
    expect(heart.closest('a')).toBeNull();
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(fixtureWishlist.writes).toEqual([
        { name: 'wishlist/addItem', body: { variant: { sku: 'LU1234LF' }, count: 1 } },
      ]),
    );
    await waitFor(() =>
      expect(view.published).toEqual([
        {
          name: 'analytics:event',
          payload: { event: 'add_to_wishlist', params: { item_id: 'LU1234LF', quantity: 1 } },
        },
        { name: 'wishlist:changed', payload: { sku: 'LU1234LF' } },
      ]),
    );
    // The other colour is not saved.
    await userEvent.selectOptions(luna.getByLabelText('Colour of Luna Basin Mixer'), 'Chrome');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows saved products pressed; a failed change is rolled back with a message', async () => {
    fixtureWishlist.seed({ LU1234: 1 });
    server.use(
      http.post('*/action/wishlist/removeItem', () =>
        HttpResponse.json({ isError: true }, { status: 500 }),
      ),
    );
    const view = renderCatalogue({ path: '/au/products/tapware/' });
    const luna = await card('Luna Basin Mixer');
    const heart = await luna.findByRole('button', { name: 'Add to wishlist: Luna Basin Mixer' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(
      (await card('Krome Bath Spout')).getByRole('button', {
        name: 'Add to wishlist: Krome Bath Spout',
      }),
    ).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    await waitFor(() =>
      expect(view.published).toEqual([
        {
          name: 'toast:show',
          payload: {
            tone: 'error',
            message: 'Your wishlist could not be changed. Please try again.',
          },
        },
      ]),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('quick view', () => {
  it("asks for the quick view of the card's current variant", async () => {
    const view = renderCatalogue({ path: '/au/products/tapware/' });
    const luna = await card('Luna Basin Mixer');
    await userEvent.selectOptions(
      luna.getByLabelText('Colour of Luna Basin Mixer'),
      'Brushed Nickel',
    );
    await userEvent.click(luna.getByRole('button', { name: 'Quick view: Luna Basin Mixer' }));
    expect(view.published).toEqual([
      {
        name: 'product:quick-view-requested',
        payload: { sku: 'LU1234LF', name: 'Luna Basin Mixer' },
      },
    ]);
  });
});
