import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderContentAt } from '../../../testing/render-content';
import { setUpContentServer } from '../../../testing/content-server';
import { HERO_AUTOPLAY_MS } from '../section-rules';

setUpContentServer();

// The home fixture holds sections that are logged on purpose (sections.test.tsx checks them).
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The home's hero: its first slide, painted before the slider is loaded. */
async function hero() {
  renderContentAt('/au');
  await screen.findByRole('heading', { level: 1, name: 'Bathrooms specified with confidence' });
  return screen.getByRole('region', { name: 'Featured' });
}

/** The slider's own controls: they exist once swiper has loaded. */
const nextSlide = () => screen.queryByRole('button', { name: 'Next slide' });

describe('the hero slider', () => {
  it('paints its first slide without the slider, and loads the slider when the pointer reaches it', async () => {
    const banner = await hero();
    expect(banner).toHaveAttribute('aria-roledescription', 'carousel');
    expect(nextSlide()).not.toBeInTheDocument();
    await userEvent.hover(banner);
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bathrooms specified with confidence' }),
    ).toBeInTheDocument();
  });

  it('loads the slider when focus moves into it', async () => {
    await hero();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Explore products' })).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('loads the slider when its first turn is due, and turns at once', async () => {
    jest.useFakeTimers();
    await hero();
    await act(async () => undefined);
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS - 1));
    expect(nextSlide()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const shown = screen
      .getByRole('heading', { name: 'Kitchens that work hard' })
      .closest('.swiper-slide');
    expect(shown).toHaveClass('swiper-slide-active');
  });
});
