import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_ROOMS } from '@specify/contracts';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { renderTab } from '../../../testing/render-tab';
import { searchHandlers, searchRequests } from '../../../testing/search-fixtures';
import { ProductsTab } from '../components/products-tab';

setUpProjectServer();
beforeEach(() => server.use(...searchHandlers()));
afterEach(() => {
  searchRequests.length = 0;
});

const harbourHouse = () =>
  seedProject(FIXTURE_USERS.trade, {
    projectName: 'Harbour House',
    roomLabels: ['Kitchen 1', 'Main Bathroom 1'],
  });

const results = () => screen.findByRole('list', { name: 'Products' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

/** The tab open on its 54 products: the user, the filter panel and its category tree. */
async function openWithAllProducts() {
  const user = userEvent.setup();
  renderTab(ProductsTab, { project: harbourHouse() });
  await screen.findByRole('heading', { name: '54 products' });
  const filters = screen.getByRole('complementary', { name: 'Filter products' });
  const tree = within(filters).getByRole('navigation', { name: 'Categories' });
  return { user, filters, tree };
}

it("shows the market's products, 48 to a page, each with its image, name, code and colour", async () => {
  const user = userEvent.setup();
  renderTab(ProductsTab, { project: harbourHouse() });

  expect(
    screen.getByRole('heading', { level: 2, name: 'Add products to Harbour House' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '54 products' })).toBeInTheDocument();
  const list = await results();
  expect(within(list).getAllByRole('listitem')).toHaveLength(48);
  expect(names(list)).toContain('Galley Kitchen Sink');
  // nz-only and internal-only records are not in an au trade user's results.
  expect(names(list)).not.toContain('Tasman Laundry Tub');
  expect(names(list)).not.toContain('Opal Care Toilet Suite');
  expect(searchRequests[0]).toMatchObject({ indexName: 'specify_search_variant_au' });

  const mixer = within(list)
    .getByRole('heading', { name: 'Kinnear Basin Mixer' })
    .closest('article');
  expect(mixer).not.toBeNull();
  const card = within(mixer as HTMLElement);
  expect(card.getByText('Code: BM-100-CP')).toBeInTheDocument();
  expect(card.getByText('Colour: Chrome')).toBeInTheDocument();
  expect(mixer?.querySelector('img')).toHaveAttribute(
    'src',
    '/files/images/thumbnail/bm-100-cp.jpg',
  );

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(async () =>
    expect(within(await results()).getAllByRole('listitem')).toHaveLength(6),
  );
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

it('searches the nz index in nz, and internal users see internal-only products', async () => {
  renderTab(ProductsTab, { project: harbourHouse(), market: 'nz' });
  expect(names(await results())).toContain('Tasman Laundry Tub');
  expect(names(await results())).not.toContain('Galley Kitchen Sink');
  expect(searchRequests[0]).toMatchObject({ indexName: 'specify_search_variant_nz' });
});

it('shows internal-only products to internal users', async () => {
  const project = seedProject(FIXTURE_USERS.internal, { roomLabels: ['Kitchen 1'] });
  renderTab(ProductsTab, { project, as: 'internal' });
  expect(await screen.findByRole('heading', { name: '55 products' })).toBeInTheDocument();
  expect(names(await results())).toContain('Opal Care Toilet Suite');
});

// One behaviour a test: the scenario as one test took 2.7 s alone and over 15 s with every suite
// running at once on two cores (npm run test:repeat).
it('narrows the results by the facets, and Clear all filters widens them again', async () => {
  const { user, filters } = await openWithAllProducts();
  for (const legend of ['Brand', 'Category', 'Product Type', 'Material', 'Colour', 'Collection'])
    expect(within(filters).getByRole('group', { name: legend })).toBeInTheDocument();

  // Brand: Methven.
  await user.click(within(filters).getByRole('checkbox', { name: 'Methven (1)' }));
  expect(await screen.findByRole('heading', { name: '1 product' })).toBeInTheDocument();
  expect(names(await results())).toEqual(['Ridge Shower Rail']);
  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(await screen.findByRole('heading', { name: '54 products' })).toBeInTheDocument();

  // Material: Vitreous China, on and off.
  await user.click(within(filters).getByRole('checkbox', { name: 'Vitreous China (1)' }));
  expect(await screen.findByRole('heading', { name: '1 product' })).toBeInTheDocument();
  expect(names(await results())).toEqual(['Harbour Toilet Suite']);
  await user.click(within(filters).getByRole('checkbox', { name: 'Vitreous China (1)' }));
  await screen.findByRole('heading', { name: '54 products' });
});

it('names collections and product types as the catalogue does, never by their keys', async () => {
  const { filters } = await openWithAllProducts();
  const collections = within(filters).getByRole('group', { name: 'Collection' });
  expect(
    within(collections).getByRole('checkbox', { name: 'Urbane & Liano Heated Towel Rails (50)' }),
  ).toBeInTheDocument();
  const types = within(filters).getByRole('group', { name: 'Product Type' });
  expect(within(types).getByRole('checkbox', { name: 'Towel rail (50)' })).toBeInTheDocument();
  expect(within(types).queryByRole('checkbox', { name: /towel-rail/i })).toBeNull();
});

it('narrows by the category tree, one choice at a time, and a facet within the category', async () => {
  const { user, filters, tree } = await openWithAllProducts();
  // The hard-coded tree, less the entries without products in the fixtures' catalogue (Basins,
  // Laundry Tubs, Baths, Integrated Solutions, Valves, Spare Parts, Brochures).
  await waitFor(() =>
    expect(
      within(tree)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All categories',
      'Sanitaryware',
      'Tapware',
      'Showers',
      'Kitchen Sinks',
      'Bathroom Accessories',
    ]),
  );
  await user.click(within(tree).getByRole('button', { name: 'Kitchen Sinks' }));
  expect(await screen.findByRole('heading', { name: '1 product' })).toBeInTheDocument();
  expect(names(await results())).toEqual(['Galley Kitchen Sink']);
  expect(within(tree).getByRole('button', { name: 'Kitchen Sinks' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(within(tree).getByRole('button', { name: 'Bathroom Accessories' }));
  expect(await screen.findByRole('heading', { name: '50 products' })).toBeInTheDocument();
  // A facet narrows within the category.
  await user.click(within(filters).getByRole('checkbox', { name: 'Brushed Brass (25)' }));
  expect(await screen.findByRole('heading', { name: '25 products' })).toBeInTheDocument();
  await user.click(within(filters).getByRole('checkbox', { name: 'Brushed Brass (25)' }));
  await user.click(within(tree).getByRole('button', { name: 'All categories' }));
  expect(await screen.findByRole('heading', { name: '54 products' })).toBeInTheDocument();
});

it('starts a category again from the first page', async () => {
  const { user, tree } = await openWithAllProducts();
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
  );
  await user.click(within(tree).getByRole('button', { name: 'Tapware' }));
  expect(await screen.findByRole('heading', { name: '1 product' })).toBeInTheDocument();
  expect(names(await results())).toEqual(['Kinnear Basin Mixer']);
});

it('narrows by the search box, whatever category was chosen before', async () => {
  const { user, tree } = await openWithAllProducts();
  await user.click(within(tree).getByRole('button', { name: 'Tapware' }));
  await screen.findByRole('heading', { name: '1 product' });
  await user.click(within(tree).getByRole('button', { name: 'All categories' }));
  await screen.findByRole('heading', { name: '54 products' });
  await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'Ridge{Enter}');
  expect(await screen.findByRole('heading', { name: '1 product' })).toBeInTheDocument();
  expect(names(await results())).toEqual(['Ridge Shower Rail']);
});

it('switches between grid and list', async () => {
  const user = userEvent.setup();
  renderTab(ProductsTab, { project: harbourHouse() });
  const list = await results();
  const layout = screen.getByRole('group', { name: 'Layout' });
  expect(list).toHaveAttribute('data-view', 'grid');
  expect(within(layout).getByRole('button', { name: 'Grid View' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(within(layout).getByRole('button', { name: 'List View' }));
  expect(list).toHaveAttribute('data-view', 'list');
  expect(within(layout).getByRole('button', { name: 'List View' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(within(layout).getByRole('button', { name: 'Grid View' }));
  expect(list).toHaveAttribute('data-view', 'grid');
});

it('adds a product to a room with a quantity and reports the project the server answered', async () => {
  const user = userEvent.setup();
  const project = harbourHouse();
  const { changes } = renderTab(ProductsTab, { project });
  await results();

  const add = screen.getByRole('button', { name: 'Add to project: Kinnear Basin Mixer' });
  await user.click(add);
  const dialog = screen.getByRole('dialog', { name: 'Add to project' });
  expect(dialog).toHaveAccessibleDescription('Kinnear Basin Mixer (BM-100-CP)');
  const room = within(dialog).getByRole('combobox', { name: 'Room' });
  expect(
    within(room)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Kitchen 1', 'Main Bathroom 1']);
  await user.selectOptions(room, 'Main Bathroom 1');
  const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
  await user.clear(quantity);
  await user.type(quantity, '12000');
  await user.tab();
  // Clamped to 9999, then set to 3.
  expect(quantity).toHaveValue('9999');
  await user.clear(quantity);
  await user.type(quantity, '3');
  await user.click(within(dialog).getByRole('button', { name: 'Add to project' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Added 3 × Kinnear Basin Mixer to Main Bathroom 1.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(add).toHaveFocus();
  expect(requests.filter((request) => request.name === 'project/updateShoppingList')).toEqual([
    {
      name: 'project/updateShoppingList',
      body: {
        shoppingListId: project.shoppingListId,
        sku: 'BM-100-CP',
        items: [{ roomName: 'Main Bathroom 1', quantity: 3 }],
      },
    },
  ]);
  expect(changes).toHaveLength(1);
  expect(changes[0]?.version).toBe(project.version + 1);
  expect(changes[0]?.lineItems).toEqual([
    expect.objectContaining({ sku: 'BM-100-CP', roomName: 'Main Bathroom 1', quantity: 3 }),
  ]);
});

it('says why a product could not be added and keeps the dialog open', async () => {
  const user = userEvent.setup();
  const { changes } = renderTab(ProductsTab, { project: harbourHouse() });
  await results();
  await user.click(screen.getByRole('button', { name: 'Add to project: Arc Towel Rail 01' }));
  const dialog = screen.getByRole('dialog', { name: 'Add to project' });
  await user.click(within(dialog).getByRole('button', { name: 'Add to project' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'That product is not available.',
  );
  expect(changes).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('offers a project without rooms a new room to add with the product, or Project details', async () => {
  const user = userEvent.setup();
  const project = seedProject(FIXTURE_USERS.trade, { roomLabels: [] });
  const { changes, tabs } = renderTab(ProductsTab, { project });
  await results();
  await user.click(screen.getByRole('button', { name: 'Add to project: Kinnear Basin Mixer' }));
  const dialog = screen.getByRole('dialog', { name: 'Add to project' });
  expect(dialog).toHaveTextContent(
    'This project has no rooms yet. Choose the room to add with this product, or set up rooms on Project details.',
  );
  const room = within(dialog).getByRole('combobox', { name: 'New room' });
  expect(
    within(room)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(DEFAULT_ROOMS);
  await user.selectOptions(room, 'Laundry');
  await user.click(within(dialog).getByRole('button', { name: 'Add to project' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Added 1 × Kinnear Basin Mixer to Laundry 1.',
  );
  expect(changes.at(-1)?.roomLabels).toEqual(['Laundry 1']);
  expect(tabs).toEqual([]);

  // The next add offers the project's rooms.
  await user.click(screen.getByRole('button', { name: 'Add to project: Kinnear Basin Mixer' }));
  const next = screen.getByRole('dialog', { name: 'Add to project' });
  expect(within(next).getByRole('combobox', { name: 'Room' })).toHaveValue('Laundry 1');
  expect(next).not.toHaveTextContent('This project has no rooms yet.');
});

it('takes a project without rooms to Project details from the add dialog', async () => {
  const user = userEvent.setup();
  const { tabs } = renderTab(ProductsTab, {
    project: seedProject(FIXTURE_USERS.trade, { roomLabels: [] }),
  });
  await results();
  await user.click(screen.getByRole('button', { name: 'Add to project: Kinnear Basin Mixer' }));
  const dialog = screen.getByRole('dialog', { name: 'Add to project' });
  await user.click(within(dialog).getByRole('button', { name: 'Go to Project details' }));
  expect(tabs).toEqual([1]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows the upload slot, and in view mode neither the upload nor any way to add', async () => {
  const project = harbourHouse();
  const editable = renderTab(ProductsTab, {
    project,
    extra: { upload: <p>The upload</p> },
  });
  await results();
  expect(screen.getByText('The upload')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Add to project/ })).toHaveLength(48);
  editable.unmount();

  renderTab(ProductsTab, { project, readOnly: true, extra: { upload: <p>The upload</p> } });
  expect(await results()).toBeInTheDocument();
  expect(screen.queryByText('The upload')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Add to project/ })).not.toBeInTheDocument();
});

it('says when search is unavailable and tries again', async () => {
  const user = userEvent.setup();
  server.use(
    http.get('*/action/search/getSearchKey', () => HttpResponse.json({}, { status: 503 }), {
      once: true,
    }),
  );
  renderTab(ProductsTab, { project: harbourHouse() });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Product search is unavailable right now. Please try again later.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await results()).toBeInTheDocument();
});

it('reads the search section from /config.json when the mount props have none (the harness)', async () => {
  renderTab(ProductsTab, {
    project: harbourHouse(),
    config: { environment: 'standalone', remotes: {}, loadTimeoutMs: 5000 },
  });
  expect(names(await results())).toContain('Kinnear Basin Mixer');
});

async function seriousAxeFindings(element: HTMLElement) {
  const { default: axe } = await import('axe-core');
  const found = await axe.run(element, {
    // jsdom draws nothing, so contrast cannot be measured here.
    rules: { 'color-contrast': { enabled: false } },
  });
  return found.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => violation.id);
}

it('has no serious or critical axe finding with its results', async () => {
  const { container } = renderTab(ProductsTab, {
    project: harbourHouse(),
    extra: { upload: <p>The upload</p> },
  });
  await results();
  expect(await seriousAxeFindings(container)).toEqual([]);
});

it('has no serious or critical axe finding in the add dialog', async () => {
  const user = userEvent.setup();
  renderTab(ProductsTab, { project: harbourHouse() });
  await results();
  await user.click(screen.getByRole('button', { name: 'Add to project: Kinnear Basin Mixer' }));
  expect(await seriousAxeFindings(screen.getByRole('dialog'))).toEqual([]);
});
