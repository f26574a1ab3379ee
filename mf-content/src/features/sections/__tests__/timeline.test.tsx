import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderContentAt } from '../../../testing/render-content';
import { setUpContentServer } from '../../../testing/content-server';
import { TIMELINE } from '../../../testing/content-handlers';

setUpContentServer();

/** A window this wide, as far as media queries go (jsdom has no matchMedia of its own). */
function screenWidth(px: number) {
  window.matchMedia = ((query: string) => {
    const min = /\(min-width: (\d+)px\)/.exec(query)?.[1];
    return {
      matches: min !== undefined && px >= Number(min),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

async function timeline() {
  renderContentAt('/au/our-story');
  return (await screen.findByRole('heading', { level: 2, name: 'Our timeline' })).closest(
    'section',
  )!;
}

/** The titles of the entries a person can see and reach. */
function shownTitles(section: HTMLElement) {
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

const titles = TIMELINE.map(([, title]) => title);

describe("Our Story's timeline", () => {
  it('shows four entries at a time from 1024 px and moves one entry per Next and Previous', async () => {
    screenWidth(1280);
    const section = await timeline();
    expect(shownTitles(section)).toEqual(titles.slice(0, 4));
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    const previous = within(section).getByRole('button', { name: 'Previous' });
    const next = within(section).getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(shownTitles(section)).toEqual(titles.slice(1, 5));
    await userEvent.click(next);
    expect(shownTitles(section)).toEqual(titles.slice(2, 6));
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(shownTitles(section)).toEqual(titles.slice(1, 5));
    // An entry out of view cannot be reached by keyboard either.
    expect(
      within(section).queryByRole('button', { name: 'View 1956: A brass foundry opens' }),
    ).not.toBeInTheDocument();
  });

  it('is a vertical list of every entry below 1024 px, without slider controls', async () => {
    screenWidth(800);
    const section = await timeline();
    expect(shownTitles(section)).toEqual(titles);
    expect(within(section).getByRole('list')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('opens a looped carousel of every entry at the picture clicked, and closes it', async () => {
    screenWidth(1280);
    const section = await timeline();
    await userEvent.click(
      within(section).getByRole('button', { name: 'View 1988: Across the Tasman' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Our story' });
    const caption = within(dialog).getByRole('status');
    expect(caption).toHaveTextContent('1988 Across the Tasman 3 of 6');
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(expect.arrayContaining(titles));
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(caption).toHaveTextContent('2004 Lead-free brass 4 of 6');
    await userEvent.click(next);
    await userEvent.click(next);
    expect(caption).toHaveTextContent('2026 Specify online 6 of 6');
    // Past the last entry it starts again at the first.
    await userEvent.click(next);
    expect(caption).toHaveTextContent('1956 A brass foundry opens 1 of 6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
