import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createEventBus, type Session } from '@specify/contracts';
import { followRequests } from '@specify/ui/testing/requests';
import { LandingContentRoot } from '../parcel';
import { productQueries, server, setUpContentServer } from '../../testing/content-server';

setUpContentServer();

const INTERNAL: Session = {
  status: 'authenticated',
  account: { accountId: 'acc-1', email: 'staff@example.com', isInternalUser: true },
};

function landing(page: string, session: Session = { status: 'anonymous' }, onSettled?: () => void) {
  window.history.pushState(null, '', `/au/${page}`);
  return render(
    <LandingContentRoot
      market="au"
      bus={createEventBus()}
      page={page}
      session={session}
      onSettled={onSettled}
    />,
  );
}

async function sliderCards() {
  const slider = await screen.findByRole('group', { name: 'Related products' });
  return within(slider)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('the landing-content parcel', () => {
  it('says once that it has settled, when its related products are drawn, not before', async () => {
    const settled = jest.fn();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // The related products wait until released; then the fixture answers as usual.
    server.use(http.post('/action/product/query', () => held.then(() => undefined)));
    landing('brands/kinnear', undefined, settled);
    expect(await screen.findByRole('heading', { level: 2, name: 'Why Kinnear' })).toBeVisible();
    expect(settled).not.toHaveBeenCalled();
    answer();
    await sliderCards();
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
  });

  it('says it has settled when the page has no landing content, or it cannot be read', async () => {
    const settled = jest.fn();
    landing('brands/no-such-brand', undefined, settled);
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the hero, description and cards under the listing’s h1, then 12 of 15 of the brand’s products', async () => {
    landing('brands/kinnear');
    expect(await screen.findByText('Made to last.')).toBeVisible();
    // The listing around it has the h1 that names the page: the hero does not name it again.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kinnear' })).not.toBeInTheDocument();
    const about = screen
      .getByRole('heading', { level: 2, name: 'About Kinnear' })
      .closest('section')!;
    expect(within(about).getByText('since 1956').tagName).toBe('STRONG');
    const cards = screen
      .getByRole('heading', { level: 2, name: 'Why Kinnear' })
      .closest('section')!;
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tapware', 'Basins', 'Showers']);
    expect(within(cards).getByRole('link', { name: 'Tapware' })).toHaveAttribute(
      'href',
      '/au/products/tapware/',
    );

    const names = await sliderCards();
    expect(productQueries).toEqual([{ query: { brand: 'kinnear' }, limit: 15 }]);
    // Fifteen fetched; the internal-only one is not for a visitor; twelve shown.
    expect(names).toHaveLength(12);
    expect(names).not.toContain('Landing Mixer 5002');
    expect(names[0]).toBe('Landing Mixer 5001');
    expect(names[11]).toBe('Landing Mixer 5013');
    expect(screen.getByRole('link', { name: 'Landing Mixer 5001' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/au\/.*LM5001-1/),
    );
  });

  it('shows an internal user the internal-only products too', async () => {
    landing('brands/kinnear', INTERNAL);
    const names = await sliderCards();
    expect(names).toHaveLength(12);
    expect(names).toContain('Landing Mixer 5002');
    expect(names[11]).toBe('Landing Mixer 5012');
  });

  it('leaves the slider out when the products cannot be read, and keeps the rest', async () => {
    let asked = 0;
    server.use(
      http.post('/action/product/query', () => {
        asked += 1;
        return HttpResponse.json(
          { isError: true, statusCode: 503, code: 'error.unavailable', message: 'Down' },
          { status: 503 },
        );
      }),
    );
    const requests = followRequests(server);
    landing('brands/kinnear');
    expect(await screen.findByRole('heading', { level: 2, name: 'Why Kinnear' })).toBeVisible();
    await waitFor(() => expect(asked).toBe(1));
    // The answer has come and been handled: the page is as it will stay.
    await requests.settled();
    requests.stop();
    expect(screen.queryByRole('heading', { name: 'Related products' })).not.toBeInTheDocument();
  });

  it('adds nothing above a listing that has no landing content', async () => {
    let asked = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.endsWith('/cms/au/landing/brands/unknown')) asked = true;
    });
    const { container } = landing('brands/unknown');
    await waitFor(() => expect(asked).toBe(true));
    expect(container).toBeEmptyDOMElement();
    server.events.removeAllListeners();
  });
});
