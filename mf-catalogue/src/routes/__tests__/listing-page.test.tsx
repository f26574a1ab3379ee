import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installIntersectionObserver } from '@specify/ui/testing';
import {
  recordedEvents,
  renderCatalogue,
  server,
  setUpFixtureServer,
} from '../../testing/render-catalogue';
import {
  LAST_QUERY_ID_KEY,
  ANONYMOUS_TOKEN_KEY,
} from '../../features/search-client/model/insights-storage';
import { PRODUCT_TRAIL_STORAGE_KEY, readListingTrail } from '@specify/contracts';

setUpFixtureServer();

const grid = () => screen.findByRole('list', { name: 'Products' }, { timeout: 3000 });
const cardCount = async () => within(await grid()).queryAllByRole('article').length;

it('lists a family page in its region, with breadcrumbs and a loading overlay first', async () => {
  renderCatalogue({ path: '/au/products/tapware/' });
  const region = await screen.findByRole('region', { name: 'Product listing' });
  expect(within(region).getByRole('status')).toHaveTextContent('Loading products...');
  const crumbs = within(region).getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByText('Products').tagName).toBe('SPAN');
  expect(within(crumbs).getByText('Tapware')).toHaveAttribute('aria-current', 'page');
  expect(
    await within(await grid()).findByRole('heading', { name: 'Luna Basin Mixer' }),
  ).toBeVisible();
  expect(within(region).queryByText('Loading products...')).not.toBeInTheDocument();
  expect(await cardCount()).toBe(12);
});

it.each([
  ['/au/solutions/as14281-accessible/', 'Solution', 'AS1428.1 Accessible'],
  ['/nz/solutions/nz4121-accessible/', 'Solution', 'NZ4121.1 Accessible'],
  ['/au/tools-resources/bim-library/', 'BIM library', 'BIM library'],
])('breadcrumbs keep the capitals of %s', async (path, region, label) => {
  renderCatalogue({ path });
  const crumbs = within(await screen.findByRole('region', { name: region })).getByRole(
    'navigation',
    { name: 'Breadcrumb' },
  );
  expect(within(crumbs).getByText(label)).toHaveAttribute('aria-current', 'page');
  expect(within(crumbs).queryByRole('link', { name: /solutions|Tools/i })).not.toBeInTheDocument();
});

it('names the tab after the page: its heading, or on the search page what was searched', async () => {
  const family = renderCatalogue({ path: '/au/products/tapware/' });
  await grid();
  await waitFor(() => expect(document.title).toBe('Tapware | Specify'));
  family.unmount();
  // A family's page is named as the menu names it, not after its slug.
  const kitchen = renderCatalogue({ path: '/au/products/kitchen-laundry/' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Kitchen & Laundry' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Kitchen & Laundry | Specify'));
  kitchen.unmount();
  renderCatalogue({ path: '/au/search?query=luna' });
  await grid();
  await waitFor(() => expect(document.title).toBe('Search: luna | Specify'));
});

it('brand pages crumb Brands, then the brand by name, linked to its page', async () => {
  renderCatalogue({ path: '/au/brands/livewell/' });
  const crumbs = within(await screen.findByRole('region', { name: 'Brand' })).getByRole(
    'navigation',
    { name: 'Breadcrumb' },
  );
  expect(within(crumbs).getByText('Brands').tagName).toBe('SPAN');
  expect(within(crumbs).getByRole('link', { name: 'LiveWell' })).toHaveAttribute(
    'href',
    '/au/brands/livewell/',
  );
});

it('gives a brand page one title: its name, with the results and their count below', async () => {
  renderCatalogue({ path: '/au/brands/kinnear/' });
  const region = await screen.findByRole('region', { name: 'Brand' });
  expect(within(region).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent(/^Kinnear$/);
  expect(within(region).queryByText(/Showing products for/)).not.toBeInTheDocument();
  expect(await within(region).findByText(/^\d+ products?$/)).toBeVisible();
});

it('links crumbs through the route table: a category page links its family, not a dead path', async () => {
  renderCatalogue({ path: '/au/products/tapware/basin-mixers/' });
  const crumbs = within(await screen.findByRole('region', { name: 'Product listing' })).getByRole(
    'navigation',
    { name: 'Breadcrumb' },
  );
  expect(within(crumbs).getByRole('link', { name: 'Tapware' })).toHaveAttribute(
    'href',
    '/au/products/tapware/',
  );
  expect(within(crumbs).getByText('Basin Mixers')).toHaveAttribute('aria-current', 'page');
});

it('shows a crumb no route owns as text (/collection/ is not a page)', async () => {
  renderCatalogue({ path: '/au/collection/luna/' });
  const crumbs = within(await screen.findByRole('region', { name: 'Collection' })).getByRole(
    'navigation',
    { name: 'Breadcrumb' },
  );
  expect(within(crumbs).getByText('Collection').tagName).toBe('SPAN');
  expect(within(crumbs).getByText('Luna')).toHaveAttribute('aria-current', 'page');
});

it('moves a category named under another family to its own family page', async () => {
  renderCatalogue({ path: '/au/products/tapware/cisterns/?brand=methven' });
  const region = await screen.findByRole('region', { name: 'Product listing' });
  await waitFor(() =>
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/au/products/sanitaryware/cisterns/?brand=methven',
    ),
  );
  expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Cisterns');
});

it('scrolls infinitely: the sentinel within 200 px loads the next page until the last', async () => {
  const observer = installIntersectionObserver();
  renderCatalogue({ path: '/au/products/tapware/' });
  await waitFor(async () => expect(await cardCount()).toBe(12));
  act(() => observer.intersectAll());
  await waitFor(async () => expect(await cardCount()).toBe(24));
  act(() => observer.intersectAll());
  await waitFor(async () => expect(await cardCount()).toBe(28));
  expect(screen.queryByTestId('infinite-scroll-sentinel')).not.toBeInTheDocument();
  expect(window.location.search).toBe('?page=3');
});

it('a new query starts over: page 0, no refinements, default sort; debounced 400 ms', async () => {
  const { published } = renderCatalogue({
    path: '/au/search?query=kinnear&colour=Chrome&sort=name_desc&page=2',
  });
  await waitFor(async () => expect(await cardCount()).toBeGreaterThan(0));
  expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Name Z-A');
  expect(screen.getByRole('button', { name: 'Remove Colour: Chrome' })).toBeInTheDocument();

  const box = screen.getByLabelText('Quick Search');
  expect(box).toHaveValue('kinnear');
  await userEvent.clear(box);
  await userEvent.type(box, 'mixer');
  expect(window.location.search).toContain('query=kinnear');
  await waitFor(() => expect(window.location.search).toBe('?query=mixer'), { timeout: 2000 });
  expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('New');
  expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
  await waitFor(() =>
    expect(published).toContainEqual({
      name: 'analytics:event',
      payload: { event: 'search', params: { search_term: 'mixer', results: 29, market: 'au' } },
    }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(box).toHaveValue('');
});

it('Enter on the same query keeps the filters and sort', async () => {
  renderCatalogue({ path: '/au/search?query=kinnear&colour=Chrome&sort=name_desc' });
  await waitFor(async () => expect(await cardCount()).toBeGreaterThan(0));
  await userEvent.type(screen.getByLabelText('Quick Search'), '{Enter}');
  expect(screen.getByRole('button', { name: 'Remove Colour: Chrome' })).toBeInTheDocument();
  expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Name Z-A');
  expect(window.location.search).toContain('colour=Chrome');
});

// One behaviour a test: as one scenario it outgrew jest's 15 s with every suite at once on two
// cores (npm run test:repeat).
it('sorts by name and writes refinements and sort to the URL', async () => {
  renderCatalogue({ path: '/au/products/tapware/' });
  await waitFor(async () => expect(await cardCount()).toBe(12));
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name A-Z');
  await waitFor(async () =>
    expect(within(await grid()).getAllByRole('heading')[0]).toHaveTextContent('Kinnear Mixer 01'),
  );
  await userEvent.click(screen.getByRole('checkbox', { name: /^Methven/ }));
  await waitFor(() => expect(window.location.search).toBe('?brand=methven&sort=name_asc'));
});

it('reads refinements and sort from the URL on a reload', async () => {
  renderCatalogue({ path: '/au/products/tapware/?brand=methven&sort=name_asc' });
  await waitFor(async () =>
    expect(within(await grid()).getAllByRole('heading')[0]).toHaveTextContent('Kinnear Mixer 04'),
  );
  expect(screen.getByRole('checkbox', { name: /^Methven/ })).toBeChecked();
  expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Name A-Z');
});

it('shows on each card the variant of the colour refined, and the master again once cleared', async () => {
  renderCatalogue({ path: '/au/products/tapware/' });
  const luna = async () =>
    (await within(await grid()).findByRole('heading', { name: 'Luna Basin Mixer' })).closest(
      'article',
    ) as HTMLElement;
  expect(within(await luna()).getByText('LU1234')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Colour' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /^Matte Black/ }));
  await waitFor(async () => expect(within(await luna()).getByText('LU1234MB')).toBeInTheDocument());
  expect(
    within(await luna()).getByRole('combobox', { name: 'Colour of Luna Basin Mixer' }),
  ).toHaveDisplayValue('Matte Black');
  await userEvent.click(screen.getByRole('button', { name: 'Remove Colour: Matte Black' }));
  await waitFor(async () => expect(within(await luna()).getByText('LU1234')).toBeInTheDocument());
});

it('restores the previous refinements on Back', async () => {
  renderCatalogue({ path: '/au/products/tapware/?brand=methven&sort=name_asc' });
  await waitFor(async () =>
    expect(within(await grid()).getAllByRole('heading')[0]).toHaveTextContent('Kinnear Mixer 04'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Colour' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /^Chrome/ }));
  await waitFor(() => expect(window.location.search).toContain('colour=Chrome'));
  act(() => {
    window.history.back();
  });
  await waitFor(() => expect(window.location.search).toBe('?brand=methven&sort=name_asc'));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Chrome/ })).not.toBeChecked());
});

it('sorts the BIM library by name too', async () => {
  renderCatalogue({ path: '/au/tools-resources/bim-library/' });
  await waitFor(async () => expect(await cardCount()).toBeGreaterThan(1));
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name Z-A');
  await waitFor(async () => {
    const names = within(await grid())
      .getAllByRole('heading')
      .map((heading) => heading.textContent ?? '');
    expect(names).toEqual([...names].sort().reverse());
    expect(names[0]).toBe('Urbane II Wall Basin');
  });
  expect(window.location.search).toBe('?sort=name_desc');
});

it("counts the BIM library's filters in products, as its cards are", async () => {
  renderCatalogue({ path: '/au/tools-resources/bim-library/' });
  await waitFor(async () => expect(await cardCount()).toBeGreaterThan(1));
  const cards = await cardCount();
  // Every product has one brand: the brand counts add up to the cards, not to their variants.
  const counts = screen
    .getAllByRole('checkbox', { name: /^(Kinnear|Methven|LiveWell)\b/ })
    .map((box) => Number(/\((\d+)\)/.exec(box.closest('label')?.textContent ?? '')?.[1]));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(cards);
});

it('toggles between grid and list view', async () => {
  renderCatalogue({ path: '/au/products/tapware/' });
  const list = await grid();
  await userEvent.click(screen.getByRole('button', { name: 'List View' }));
  expect(list).toHaveClass('catalogue-grid--list');
  await userEvent.click(screen.getByRole('button', { name: 'Grid View' }));
  expect(list).toHaveClass('catalogue-grid--grid');
});

it('sends click events with the user token and keeps the last queryID locally', async () => {
  renderCatalogue({ path: '/au/search?query=luna' });
  const link = await within(await grid()).findByRole('link', { name: 'Luna Basin Mixer' });
  await userEvent.click(link);
  const token = window.localStorage.getItem(ANONYMOUS_TOKEN_KEY);
  expect(token).toMatch(/^anonymous-/);
  // The engine's queryID, in Algolia's form: 32 hex digits.
  expect(window.localStorage.getItem(LAST_QUERY_ID_KEY)).toMatch(/^[0-9a-f]{32}$/);
  await waitFor(() =>
    expect(recordedEvents).toContainEqual(
      expect.objectContaining({
        eventType: 'click',
        eventName: 'Product Clicked',
        userToken: token,
        objectIDs: ['luna-basin-mixer'],
        positions: [1],
      }),
    ),
  );
});

it('opening a product remembers the listing for the product page breadcrumb', async () => {
  sessionStorage.setItem(PRODUCT_TRAIL_STORAGE_KEY, '{"kind":"category","path":"older"}');
  const { unmount } = renderCatalogue({ path: '/au/collection/luna/' });
  const link = await within(await grid()).findByRole('link', { name: 'Luna Basin Mixer' });
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  expect(readListingTrail(sessionStorage)).toEqual({ kind: 'collection', path: 'luna' });
  unmount();
  renderCatalogue({ path: '/au/search?query=luna' });
  const found = await within(await grid()).findByRole('link', { name: 'Luna Basin Mixer' });
  found.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(found);
  // Search names each product's own category.
  expect(readListingTrail(sessionStorage)).toEqual({
    kind: 'category',
    path: 'tapware/basin-mixers',
  });
});

it('logged-in users are tracked by accountId', async () => {
  renderCatalogue({ path: '/au/search?query=luna', viewer: 'trade' });
  await userEvent.click(
    await within(await grid()).findByRole('link', { name: 'Luna Basin Mixer' }),
  );
  await waitFor(() =>
    expect(recordedEvents).toContainEqual(
      expect.objectContaining({ eventType: 'click', userToken: 'harness-trade' }),
    ),
  );
});

it('runs on /config.json when the mount props carry no search section (standalone)', async () => {
  renderCatalogue({ path: '/nz/products/tapware/', withoutSearchConfig: true });
  expect(
    await within(await grid()).findByRole('heading', { name: 'Luna Basin Mixer' }),
  ).toBeVisible();
});

/**
 * The hitsPerPage of each listing query the search API receives, by the query's filters. (A
 * listing of an earlier test may search again when the shared insights client's user token
 * changes; its filters tell it apart.)
 */
function recordPageSizes() {
  const asked: { filters: string; size: number }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.includes('/queries')) return;
    void request
      .clone()
      .json()
      .then((body: { requests?: Record<string, unknown>[] }) => {
        for (const entry of body.requests ?? []) {
          const params = new URLSearchParams(typeof entry.params === 'string' ? entry.params : '');
          const size = entry.hitsPerPage ?? params.get('hitsPerPage');
          const filters = entry.filters ?? params.get('filters') ?? '';
          if (size != null) asked.push({ filters: String(filters), size: Number(size) });
        }
      });
  };
  beforeEach(() => {
    asked.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return (filters: string) =>
    new Set(asked.filter((entry) => entry.filters === filters).map((entry) => entry.size));
}

describe('page size by page kind', () => {
  const sizesAsked = recordPageSizes();

  it('a brand page asks 48 hits a page: every Kinnear product shows at once', async () => {
    renderCatalogue({ path: '/au/brands/kinnear/' });
    const region = await screen.findByRole('region', { name: 'Brand' });
    const count = await within(region).findByText(/^\d+ products$/, {}, { timeout: 3000 });
    const total = Number(count.textContent?.split(' ')[0]);
    expect(total).toBeGreaterThan(12);
    expect(await cardCount()).toBe(total);
    expect(screen.queryByTestId('infinite-scroll-sentinel')).not.toBeInTheDocument();
    expect(sizesAsked('brand:"kinnear"')).toEqual(new Set([48]));
  });

  it('a sector page asks 48 too', async () => {
    renderCatalogue({ path: '/au/sectors/healthcare/' });
    await waitFor(async () => expect(await cardCount()).toBeGreaterThan(12));
    expect(sizesAsked('sectors:"101"')).toEqual(new Set([48]));
  });

  it.each([['/au/livewell/'], ['/au/brands/livewell/']])(
    'a LiveWell page (%s) asks 12 hits a page',
    async (path) => {
      renderCatalogue({ path, viewer: 'internal' });
      expect(
        await within(await grid()).findByRole('heading', { name: 'Opal Care Toilet Suite' }),
      ).toBeVisible();
      expect(sizesAsked('brand:"livewell"')).toEqual(new Set([12]));
    },
  );

  it.each([
    ['/au/search?query=kinnear', ''],
    ['/au/products/tapware/', 'family:"tapware"'],
    ['/au/collection/luna/', 'range:"luna"'],
    ['/au/solutions/touchless-bathrooms/', 'touchless-smart:true'],
  ])('%s asks 12 hits a page', async (path, filters) => {
    renderCatalogue({ path });
    await waitFor(async () => expect(await cardCount()).toBeGreaterThan(0));
    expect(sizesAsked(filters)).toEqual(new Set([12]));
  });
});

describe('filters from the route', () => {
  it('a lead-free category path lists only lead-free products', async () => {
    renderCatalogue({ path: '/au/products/tapware/lead-free/' });
    const region = await screen.findByRole('region', { name: 'Product listing' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Lead Free');
    await waitFor(async () => expect(await cardCount()).toBe(1));
    expect(within(await grid()).getByRole('heading', { name: 'Luna Basin Mixer' })).toBeVisible();
  });

  it('a solution page lists the products with its flag', async () => {
    renderCatalogue({ path: '/au/solutions/touchless-bathrooms/' });
    // Every fifth fixture product is touchless: Luna, Kinnear Mixer 04 ... of the visible ones.
    await waitFor(async () => expect(await cardCount()).toBe(6));
  });

  it.each([
    ['/au/brands/acme/'],
    ['/au/sectors/109/'],
    ['/au/solutions/accessible/'],
    ['/au/products/tapware/nonsense/'],
    ['/nz/brands/kinnear/nonsense/'],
  ])('an unknown slug (%s) goes to the not-found page', async (path) => {
    renderCatalogue({ path });
    await waitFor(() => expect(window.location.pathname).toBe(`/${path.slice(1, 3)}/404`));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
