import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderContentAt } from '../../../testing/render-content';
import { cmsDocument, server, setUpContentServer } from '../../../testing/content-server';

setUpContentServer();

let errors: string[];
beforeEach(() => {
  errors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});
afterEach(() => jest.restoreAllMocks());

/** The section that a heading opens. */
async function sectionOf(name: string) {
  return (await screen.findByRole('heading', { level: 2, name })).closest('section')!;
}

/** Answers one CMS document with these sections instead of the fixture's. */
function serve(slug: string, sections: unknown[]) {
  server.use(
    http.get(`/cms/au/${slug}`, () => HttpResponse.json(cmsDocument('au', slug, sections))),
  );
}

describe('category tiles', () => {
  it('link each family to its listing under the section heading', async () => {
    renderContentAt('/au');
    const tiles = await sectionOf('Shop by category');
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Tapware', '/au/products/tapware/'],
      ['Basins', '/au/products/basins/'],
    ]);
  });
});

describe('info', () => {
  it('shows each item with its title, markdown content and link', async () => {
    renderContentAt('/au');
    const info = await sectionOf('Made for specifiers');
    const items = within(info).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const bim = items[0]!;
    expect(within(bim).getByRole('heading', { level: 3, name: 'BIM library' })).toBeVisible();
    expect(within(bim).getByText('DWG').tagName).toBe('STRONG');
    expect(within(bim).getByRole('link', { name: 'Open the BIM library' })).toHaveAttribute(
      'href',
      '/au/bim-library',
    );
    // An item without a link has none; its icon is decorative.
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[1]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives an icon with a text alternative its name (a centre badge)', async () => {
    renderContentAt('/au/experience-centres');
    const centres = await sectionOf('Find a centre');
    expect(within(centres).getByRole('img', { name: 'NSW' })).toHaveAttribute(
      'src',
      '/files/content/icon-nsw.svg',
    );
    expect(within(centres).getByText('18 Foundry Road, Alexandria NSW 2015')).toBeVisible();
  });
});

describe('image slider', () => {
  it('shows every picture with its caption, linked where it has a link, and slider controls', async () => {
    renderContentAt('/au/experience-centres');
    const slider = await sectionOf('Inside our centres');
    expect(
      within(slider)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['A wall of basin mixers', 'A consultation table', 'A bathroom display']);
    expect(within(slider).getByText('Tapware wall')).toBeVisible();
    expect(within(slider).getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/au/about-us/contact-us',
    );
    expect(within(slider).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});

describe('product releases', () => {
  it('shows each brochure cover with its title, link and month', async () => {
    renderContentAt('/au/product-releases');
    const releases = await screen.findByRole('region', { name: 'Latest product releases' });
    const items = within(releases).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = items[0]!;
    expect(
      within(first).getByRole('img', { name: 'Urbane II brushed gold collection brochure cover' }),
    ).toBeVisible();
    expect(
      within(first).getByRole('link', { name: 'Urbane II brushed gold collection' }),
    ).toHaveAttribute('href', '/au/search?query=Urbane%20II%20brushed%20gold%20collection');
    expect(within(first).getByText('October 2026')).toBeVisible();
    expect(within(items[4]!).getByText('November 2025')).toBeVisible();
  });

  it("says 'No product releases available.' when there are none", async () => {
    serve('product-releases', [{ type: 'product-releases', items: [] }]);
    renderContentAt('/au/product-releases');
    const releases = await screen.findByRole('region', { name: 'Latest product releases' });
    expect(within(releases).getByText('No product releases available.')).toBeVisible();
    expect(within(releases).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('media videos', () => {
  it('offers each YouTube video, leaves out and logs any other, and plays one in a modal', async () => {
    renderContentAt('/au/product-releases');
    const videos = await sectionOf('Media videos');
    expect(
      within(videos)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Play video: Installing a wall-hung pan', 'Play video: Choosing a finish']);
    expect(errors.some((error) => error.includes('Invalid video URL: https://example.com/'))).toBe(
      true,
    );
    await userEvent.click(
      within(videos).getByRole('button', { name: 'Play video: Choosing a finish' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choosing a finish' });
    expect(within(dialog).getByTitle('Choosing a finish')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
    expect(document.body.style.overflow).toBe('hidden');
    // A click outside the player closes it, and the page scrolls again.
    await userEvent.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});

describe('industry papers', () => {
  it('lists each paper with its summary and a PDF download', async () => {
    renderContentAt('/au/industry-papers');
    const paper = (
      await screen.findByRole('heading', { name: 'Lead-free brass in potable water' })
    ).closest('li')!;
    expect(within(paper).getByText('The standards and the numbers.')).toBeVisible();
    const download = within(paper).getByRole('link', {
      name: 'Download PDF: Lead-free brass in potable water',
    });
    expect(download).toHaveAttribute('href', '/files/content/papers/lead-free-brass.pdf');
    expect(download).toHaveAttribute('download');
    expect(
      screen.getByRole('link', { name: 'Download PDF: Designing accessible bathrooms' }),
    ).toBeInTheDocument();
  });
});

describe('case studies', () => {
  it('title the page once when a heading and description open it', async () => {
    serve('case-studies', [
      { type: 'heading-description', heading: 'Case studies', description: 'Projects.' },
      {
        type: 'case-studies',
        items: [
          {
            slug: 'riverside-primary-school',
            title: 'Riverside Primary School',
            summary: 'How an education project met the standard.',
            image: { src: '/files/content/case-1.svg', alt: 'A school washroom' },
          },
        ],
      },
    ]);
    renderContentAt('/au/case-studies');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Case studies' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: /case studies/i })).toHaveLength(1);
  });

  it("says 'No case studies available.' when there are none", async () => {
    serve('case-studies', [{ type: 'case-studies', items: [] }]);
    renderContentAt('/au/case-studies');
    expect(await screen.findByText('No case studies available.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Northbank Apartments' })).not.toBeInTheDocument();
  });
});
