import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createEventBus, type EventPayload } from '@specify/contracts';
import { renderContentAt } from '../../../testing/render-content';
import { server, setUpContentServer } from '../../../testing/content-server';
import { excerpt, tableCell, youtubeId } from '../section-rules';

setUpContentServer();

let errors: string[];
beforeEach(() => {
  errors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});
afterEach(() => jest.restoreAllMocks());

describe('section rules', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/123456', undefined],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', undefined],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s plays as %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it('cuts a card description to 150 characters at a word', () => {
    const long = 'word '.repeat(60);
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut.endsWith('…')).toBe(true);
    expect(excerpt('Short.')).toBe('Short.');
  });

  it('reads spreadsheet date serials between 40000 and 60000 as month and year', () => {
    expect(tableCell(45658, 'en-AU')).toBe('January 2025');
    expect(tableCell(45658, 'en-NZ')).toBe('January 2025');
    expect(tableCell(39999, 'en-AU')).toBe('39999');
    expect(tableCell(60001, 'en-AU')).toBe('60001');
    expect(tableCell({ text: 'Linked' }, 'en-AU')).toBe('Linked');
    // In the language it is given, not a fixed one.
    expect(tableCell(45658, 'de-DE')).toBe('Januar 2025');
    expect(tableCell(new Date(Date.UTC(2024, 6, 1)), 'fr-FR')).toBe('juillet 2024');
  });
});

describe('the home page', () => {
  it('fetches the hero at once and first; every picture below it waits until the page nears it', async () => {
    const { container } = renderContentAt('/au');
    const hero = await screen.findByRole('img', { name: 'A bathroom' });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
    await screen.findByRole('heading', { name: 'Luna' });
    const below = [...container.querySelectorAll('img')].filter((image) => image !== hero);
    expect(below.map((image) => image.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/files/content/range-luna.svg', '/files/content/tile-tapware.svg']),
    );
    for (const image of below) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
    }
  });

  it('renders its sections in order: the hero slider carries the h1, cards cut to 150 characters', async () => {
    renderContentAt('/au');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bathrooms specified with confidence' }),
    ).toBeInTheDocument();
    // The tab names the page by its CMS title.
    expect(document.title).toBe('Home | Specify');
    expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const luna = screen.getByRole('heading', { name: 'Luna' }).closest('li')!;
    expect(within(luna).getByText(/…$/).textContent!.length).toBeLessThanOrEqual(151);
    // The unknown section is left out and reported; the rest of the page stands.
    expect(errors.some((error) => error.includes('A content section was left out'))).toBe(true);
  });

  it('renders markdown inert: no script, and a mailto link is plain text', async () => {
    const { container } = renderContentAt('/au');
    const story = (await screen.findByRole('heading', { name: 'Specify faster' })).closest(
      'section',
    )!;
    expect(container.querySelector('script')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(within(story).queryByRole('link', { name: 'Write to us' })).not.toBeInTheDocument();
    expect(story).toHaveTextContent('Write to us');
    const cta = within(story).getByRole('link', { name: 'Start a project' });
    expect(cta).toHaveStyle({ color: '#1d2b36' });
    expect(story.querySelector('style')?.textContent).toMatch(/^@scope \(#content-\w+\) \{ h2/);
  });

  it('opens a YouTube video in a modal that closes; any other video URL is logged and not shown', async () => {
    const bus = createEventBus();
    const analytics: EventPayload<'analytics:event'>[] = [];
    bus.subscribe('analytics:event', (event) => analytics.push(event));
    renderContentAt('/au', bus);
    const play = await screen.findByRole('button', { name: 'Play video: Installing a pan' });
    expect(screen.queryByRole('button', { name: 'Play video: Elsewhere' })).not.toBeInTheDocument();
    expect(
      errors.some((error) => error.includes('Invalid video URL: https://vimeo.com/123456')),
    ).toBe(true);
    await userEvent.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'Installing a pan' });
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(analytics).toEqual([
      { event: 'video_play', params: { video_id: 'dQw4w9WgXcQ', video_title: 'Installing a pan' } },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('other pages', () => {
  it('warranty: logos open in a new tab, and the spreadsheet becomes a table', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Warranty');
    sheet.addRow(['Product', 'Period', 'Effective from']);
    sheet.addRow(['Tapware bodies', '10 years', 45658]);
    const bytes = await book.xlsx.writeBuffer();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/files/content/warranty-periods.xlsx', async () => {
        await gate;
        return HttpResponse.arrayBuffer(bytes as ArrayBuffer);
      }),
    );
    renderContentAt('/au/warranty');
    expect(
      await screen.findByRole('link', { name: 'Kinnear warranty (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('Loading table data...')).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Period', 'Effective from']);
    expect(within(table).getByRole('cell', { name: 'January 2025' })).toBeInTheDocument();
  });

  it("says 'No data available to display.' when the spreadsheet cannot be read", async () => {
    server.use(
      http.get(
        '/files/content/warranty-periods.xlsx',
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    renderContentAt('/au/warranty');
    expect(await screen.findByText('No data available to display.')).toBeInTheDocument();
  });

  it("says 'No sections to display.' for an empty page, and sends an unknown page to not-found", async () => {
    const view = renderContentAt('/au/disclaimer');
    expect(await screen.findByText('No sections to display.')).toBeInTheDocument();
    view.unmount();
    renderContentAt('/au/about-us/nothing-here');
    await waitFor(() => expect(window.location.pathname).toBe('/au/404'));
  });

  it('says when a page cannot be read, and reads it again on Try again', async () => {
    let answers = 0;
    server.use(
      http.get('/cms/au/disclaimer', () => {
        answers += 1;
        return answers === 1 ? new HttpResponse(null, { status: 503 }) : undefined;
      }),
    );
    renderContentAt('/au/disclaimer');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded right now.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sections to display.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it("media pages' crumbs start with 'Media', and case studies link to their page", async () => {
    renderContentAt('/au/case-studies');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Media', 'Case studies']);
    expect(screen.getByRole('link', { name: 'Northbank Apartments' })).toHaveAttribute(
      'href',
      '/au/case-studies/northbank-apartments',
    );
  });

  it('opens Our Story behind a loading overlay for 2 s', async () => {
    const { container } = renderContentAt('/au/our-story');
    expect(await screen.findByRole('heading', { name: 'Milestones' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), {
      timeout: 3000,
    });
  });
});
