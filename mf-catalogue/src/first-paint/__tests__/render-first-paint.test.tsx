import { screen, waitFor, within } from '@testing-library/react';
import { firstPaintRequest } from '../../testing/first-paint-request';
import { renderCatalogue, setUpFixtureServer } from '../../testing/render-catalogue';
import {
  FIRST_PAINT_STYLESHEET,
  FRESH_LISTING_MS,
  KEPT_LISTINGS_BYTES,
  LISTING_BUDGET_MS,
  createRenderFirstPaint,
  drawnListingsCache,
  sharedDrawnListings,
} from '../render-first-paint';

setUpFixtureServer();

const request = firstPaintRequest;
/**
 * The module's render, each test with listings of its own; its cards' budget is a test's
 * (a screen test's first render is slower than the platform's): the budget has a test of its own.
 */
let renderFirstPaint = createRenderFirstPaint({ budgetMs: 10_000, drawn: drawnListingsCache() });
beforeEach(() => {
  renderFirstPaint = createRenderFirstPaint({ budgetMs: 10_000, drawn: drawnListingsCache() });
});
afterEach(() => document.querySelectorAll('[data-painted]').forEach((page) => page.remove()));

/** Markup as the browser parses it from the page. */
function parsed(html: string): HTMLElement {
  const page = document.createElement('div');
  page.dataset.painted = '';
  page.innerHTML = html;
  document.body.append(page);
  const region = page.querySelector<HTMLElement>('section.catalogue');
  if (!region) throw new Error(`No listing region in ${html}`);
  return region;
}

/**
 * Visits whose searches are counted, as the platform's search answers them; `hold` makes every
 * search from then on wait until it is released (a busy moment: answers after the budget).
 */
function countedVisits() {
  let searches = 0;
  let held = Promise.resolve();
  return {
    searches: () => searches,
    hold(): () => void {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    visit(pathname: string) {
      const asked = request(pathname);
      return {
        ...asked,
        searchQueries: async (requests: Parameters<typeof asked.searchQueries>[0]) => {
          searches += 1;
          await held;
          return asked.searchQueries(requests);
        },
      };
    },
  };
}

describe("a listing's first paint", () => {
  it('is the top the page renders, crumbs and heading, markup for markup, with its style sheet', async () => {
    const paint = await renderFirstPaint(request('/au/products/tapware/basin-mixers/'));
    expect(paint?.stylesheet).toBe(FIRST_PAINT_STYLESHEET);
    const painted = parsed(paint?.html ?? '');

    painted.parentElement?.remove();
    renderCatalogue({ path: '/au/products/tapware/basin-mixers/' });
    const region = await screen.findByRole('region', { name: 'Product listing' });
    // Once its results are in (until then it is busy: below).
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    // The page's region holds the painted crumbs and header first, then the listing.
    expect(region?.cloneNode(false).isEqualNode(painted.cloneNode(false))).toBe(true);
    const [crumbs, header] = [...(region?.children ?? [])];
    expect(crumbs?.isEqualNode(painted.children[0] ?? null)).toBe(true);
    expect(header?.isEqualNode(painted.children[1] ?? null)).toBe(true);
    // Then the listing (below).
    expect(painted.children).toHaveLength(3);
    // One title: the page's name as the menu reads it, and no line about the market under it.
    expect(header).toHaveTextContent(/^Basin Mixers$/);
  });

  it('paints the first page of cards the page shows a visitor, and the page keeps it until its own are in', async () => {
    const paint = await renderFirstPaint(request('/au/products/tapware/'));
    const painted = parsed(paint?.html ?? '');
    // Not busy: the paint is the listing with its results.
    expect(painted).not.toHaveAttribute('aria-busy');
    // Shown but inert until the page takes its place: nothing typed or chosen on it is dropped.
    expect(painted.querySelector('.catalogue-layout')).toHaveAttribute('inert');
    const paintedCards = within(painted).getByRole('list', { name: 'Products' });
    const paintedLinks = within(paintedCards)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(paintedLinks.length).toBeGreaterThan(0);
    expect(within(painted).getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    expect(within(painted).getByRole('button', { name: /^Filters/ })).toBeVisible();

    painted.parentElement?.remove();
    renderCatalogue({ path: '/au/products/tapware/' });
    const region = screen.getByRole('region', { name: 'Product listing' });
    // Busy until its own results are in: the shell keeps the first paint meanwhile.
    expect(region).toHaveAttribute('aria-busy', 'true');
    const cards = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(within(cards).getAllByRole('link').length).toBeGreaterThan(0));
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(paintedLinks);
    expect(region.cloneNode(false).isEqualNode(painted.cloneNode(false))).toBe(true);
    expect(region.querySelector('.catalogue-layout')).not.toHaveAttribute('inert');
  });

  it('paints the top alone where its cards would not be the page’s: a landing, an address with state, no search', async () => {
    const cardsIn = async (pathname: string, search = '', searchFails = false) => {
      const paint = await renderFirstPaint(request(pathname, search, { searchFails }));
      const painted = parsed(paint?.html ?? '');
      expect(within(painted).getByRole('heading', { level: 1 })).toBeVisible();
      return within(painted).queryByRole('list', { name: 'Products' });
    };
    // A brand's landing content comes between its heading and its listing.
    expect(await cardsIn('/au/brands/kinnear/')).toBeNull();
    // Refinements and pages in the address: the page's search is not the visitor's default.
    expect(await cardsIn('/au/products/tapware/', '?page=2')).toBeNull();
    // The search API did not answer.
    expect(await cardsIn('/au/products/tapware/', '', true)).toBeNull();
    expect(await cardsIn('/au/products/tapware/')).not.toBeNull();
  });

  it('paints the top alone when its cards are not ready within their budget', async () => {
    jest.useFakeTimers();
    try {
      const unanswered = {
        ...request('/au/products/tapware/'),
        searchQueries: () => new Promise<undefined>(() => undefined),
      };
      const budgeted = createRenderFirstPaint({
        budgetMs: LISTING_BUDGET_MS,
        drawn: drawnListingsCache(),
      });
      const painting = budgeted(unanswered);
      await jest.advanceTimersByTimeAsync(LISTING_BUDGET_MS);
      const painted = parsed((await painting)?.html ?? '');
      expect(within(painted).getByRole('heading', { level: 1 })).toHaveTextContent('Tapware');
      expect(within(painted).queryByRole('list', { name: 'Products' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws the cards that missed their budget after the page, for the visitors after it', async () => {
    const { searches, hold, visit } = countedVisits();
    // The search answers once the first visit has gone with its top alone.
    const answer = hold();
    const drawn = drawnListingsCache();
    const budgeted = createRenderFirstPaint({ budgetMs: 100, drawn });
    const first = parsed((await budgeted(visit('/au/products/tapware/')))?.html ?? '');
    expect(within(first).getByRole('heading', { level: 1 })).toHaveTextContent('Tapware');
    expect(within(first).queryByRole('list', { name: 'Products' })).toBeNull();
    answer();
    await waitFor(() => expect(drawn.size).toBe(1), { timeout: 5_000 });
    const searched = searches();
    // The next visitor gets the cards, with no search of its own.
    const next = parsed((await budgeted(visit('/au/products/tapware/')))?.html ?? '');
    expect(within(next).getAllByRole('article')).toHaveLength(12);
    expect(searches()).toBe(searched);
  });

  it('draws a listing once a minute, not once per visit', async () => {
    const { searches, visit } = countedVisits();
    const first = await renderFirstPaint(visit('/au/products/tapware/'));
    const searched = searches();
    expect(searched).toBeGreaterThan(0);
    expect(await renderFirstPaint(visit('/au/products/tapware/'))).toEqual(first);
    expect(searches()).toBe(searched);
    // Another listing is drawn for itself.
    await renderFirstPaint(visit('/au/products/tapware/basin-mixers/'));
    expect(searches()).toBeGreaterThan(searched);
  });

  it('serves a listing past its minute at once and draws it again after the page, for the visitors after it', async () => {
    const { searches, hold, visit } = countedVisits();
    const drawn = drawnListingsCache();
    // A budget no test waits out: the visit must not wait on the draw at all.
    const budgeted = createRenderFirstPaint({ budgetMs: 60_000, drawn });
    const first = parsed((await budgeted(visit('/au/products/tapware/')))?.html ?? '');
    expect(within(first).getAllByRole('article')).toHaveLength(12);
    const searched = searches();

    // A minute and a second later, on a busy moment: the search has not answered.
    const later = Date.now() + FRESH_LISTING_MS + 1_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const answer = hold();
      // The draw begins once the visit's page has gone (its first pass renders the whole
      // listing, on the thread that serves the page).
      const order: string[] = [];
      const asked = visit('/au/products/tapware/');
      const watched = {
        ...asked,
        get searchIndices() {
          order.push('drawing');
          return asked.searchIndices;
        },
      };
      const stale = parsed((await budgeted(watched).finally(() => order.push('page')))?.html ?? '');
      expect(within(stale).getAllByRole('article')).toHaveLength(12);
      await waitFor(() => expect([...new Set(order)]).toEqual(['page', 'drawing']));
      // Its draw has begun: its search is out.
      await waitFor(() => expect(searches()).toBeGreaterThan(searched));
      // The visits meanwhile get it too, and draw it no second time.
      const drawing = searches();
      await budgeted(visit('/au/products/tapware/'));
      expect(searches()).toBe(drawing);
      answer();
      // Drawn again for the visitors after it.
      await waitFor(() =>
        expect([...drawn.values()].map((listing) => listing.drawnAt)).toEqual([later]),
      );
    } finally {
      clock.mockRestore();
    }
  });

  it("draws the cards after the page when the thread's last draw would not end within the budget", async () => {
    const drawn = drawnListingsCache();
    const budgetMs = 60_000;
    const budgeted = createRenderFirstPaint({ budgetMs, drawn });
    // A first draw on this thread, its time measured.
    const first = parsed((await budgeted(request('/au/products/tapware/')))?.html ?? '');
    expect(within(first).getAllByRole('article')).toHaveLength(12);

    // Another listing's search answers a moment before its budget ends: too late for a draw
    // as long as the last one, in time for none at all.
    const start = Date.now();
    let offset = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => start + offset);
    try {
      const asked = request('/au/products/tapware/basin-mixers/');
      const late = {
        ...asked,
        searchQueries: async (requests: Parameters<typeof asked.searchQueries>[0]) => {
          const answer = await asked.searchQueries(requests);
          offset = budgetMs - 1;
          return answer;
        },
      };
      const painted = parsed((await budgeted(late))?.html ?? '');
      expect(within(painted).getByRole('heading', { level: 1 })).toHaveTextContent('Basin Mixers');
      expect(within(painted).queryByRole('list', { name: 'Products' })).toBeNull();
      // Drawn after the page, for the visitors after it.
      await waitFor(() => expect(drawn.size).toBe(2));
    } finally {
      clock.mockRestore();
    }
  });

  it("draws a listing once for all the platform's threads: one thread's drawing is the others'", async () => {
    const { searches, visit } = countedVisits();
    // Two threads' copies of the module, as the platform's pool loads it on each of its threads.
    const channel = `drawn listings test ${Math.random()}`;
    const onOne = sharedDrawnListings(channel);
    const onOther = sharedDrawnListings(channel);
    const one = createRenderFirstPaint({ budgetMs: 10_000, ...onOne });
    const other = createRenderFirstPaint({ budgetMs: 10_000, ...onOther });
    const first = await one(visit('/au/products/tapware/'));
    const searched = searches();
    expect(searched).toBeGreaterThan(0);
    await waitFor(() => expect(onOther.drawn.size).toBe(1));
    expect(await other(visit('/au/products/tapware/'))).toEqual(first);
    expect(searches()).toBe(searched);
    // What another build's threads draw is not this build's.
    const elsewhere = sharedDrawnListings(`${channel} another build`);
    await createRenderFirstPaint({ budgetMs: 10_000, ...elsewhere })(
      visit('/au/products/tapware/'),
    );
    expect(searches()).toBeGreaterThan(searched);
  });

  it('keeps no more markup than its bound, whatever another thread sends', async () => {
    const channel = `drawn listings test ${Math.random()}`;
    const { drawn } = sharedDrawnListings(channel);
    const sender = new BroadcastChannel(channel);
    try {
      const drawnAt = Date.now();
      sender.postMessage({
        key: 'au /au/products/huge/',
        html: 'x'.repeat(KEPT_LISTINGS_BYTES),
        drawnAt,
      });
      sender.postMessage({ key: 'au /au/products/tapware/', html: '<p>cards</p>', drawnAt });
      await waitFor(() => expect([...drawn.keys()]).toEqual(['au /au/products/tapware/']));
      expect(drawn.calculatedSize).toBeLessThanOrEqual(KEPT_LISTINGS_BYTES);
    } finally {
      sender.close();
    }
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
