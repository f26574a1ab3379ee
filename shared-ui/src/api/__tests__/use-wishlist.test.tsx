import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import {
  ANONYMOUS_SESSION,
  createEventBus,
  type EventBus,
  type EventName,
  type EventPayload,
} from '@specify/contracts';
import { WishlistToggle } from '../../components/wishlist-toggle';
import { createWishlistFake } from '../../testing';
import { followRequests } from '../../testing/requests-settled';
import { ActionProvider } from '../action-provider';
import { useWishlistToggle } from '../use-wishlist';

const fake = createWishlistFake({
  LU1234: {
    sku: 'LU1234',
    productId: 'p-luna',
    productSlug: 'luna-basin-mixer',
    name: 'Luna Basin Mixer',
    isOnStock: true,
    url: '/au/product/luna-basin-mixer-chrome-LU1234/',
  },
});
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  fake.reset();
});
afterAll(() => server.close());

const WORDS = { failed: 'The wishlist could not be changed.' };

/** `drawnEarly`: drawn before the wishlist is read, as the product page draws it. */
function Heart({ bus, drawnEarly = false }: { bus: EventBus; drawnEarly?: boolean }) {
  const heart = useWishlistToggle(bus, { sku: 'LU1234', name: 'Luna Basin Mixer' }, WORDS);
  return heart.ready || drawnEarly ? (
    <WishlistToggle
      saved={heart.saved}
      busy={heart.busy}
      label="Add to wishlist: Luna Basin Mixer"
      onToggle={() => void heart.toggle()}
    />
  ) : null;
}

function renderHeart(hearts = 1, { drawnEarly = false } = {}) {
  document.cookie = 'specify_csrf=token; path=/';
  const bus = createEventBus();
  const heard: { name: EventName; payload: unknown }[] = [];
  for (const name of ['analytics:event', 'wishlist:changed', 'toast:show'] as const)
    bus.subscribe(name, (payload: EventPayload<typeof name>) => heard.push({ name, payload }));
  const cache = new Map();
  render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <ActionProvider market="au">
        {Array.from({ length: hearts }, (_, index) => (
          <Heart key={index} bus={bus} drawnEarly={drawnEarly} />
        ))}
      </ActionProvider>
    </SWRConfig>,
  );
  const heart = () => screen.findByRole('button', { name: 'Add to wishlist: Luna Basin Mixer' });
  const events = (name: EventName) =>
    heard.filter((event) => event.name === name).map((event) => event.payload);
  return { bus, heart, events };
}

/** A write the test lets through when it chooses, to see the screen before the answer. */
function holdWrites(answer: () => Response) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/action/wishlist/:action', async () => {
      await held;
      return answer();
    }),
  );
  return release;
}

/** Holds the wishlist's read until the test lets it through. */
function holdRead() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/action/wishlist/getWishlist', async () => {
      await held;
      return HttpResponse.json(fake.current());
    }),
  );
  return release;
}

describe('the wishlist heart (useWishlistToggle)', () => {
  it('keeps a press made before the wishlist is read, and saves the product once it is', async () => {
    const release = holdRead();
    const { heart, events } = renderHeart(1, { drawnEarly: true });
    await userEvent.click(await heart());
    expect(await heart()).toHaveAttribute('aria-busy', 'true');
    expect(fake.writes).toEqual([]);

    act(release);
    await waitFor(() => expect(fake.current().lineItems).toHaveLength(1));
    expect(fake.writes).toEqual([
      { name: 'wishlist/addItem', body: { variant: { sku: 'LU1234' }, count: 1 } },
    ]);
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(events('wishlist:changed')).toEqual([{ sku: 'LU1234' }]));
    expect(await heart()).not.toHaveAttribute('aria-busy');
  });

  it('does not save a product twice when the early press finds it already saved', async () => {
    fake.seed({ LU1234: 1 });
    const release = holdRead();
    const { heart } = renderHeart(1, { drawnEarly: true });
    await userEvent.click(await heart());
    await userEvent.click(await heart());

    act(release);
    await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(async () => expect(await heart()).not.toHaveAttribute('aria-busy'));
    expect(fake.writes).toEqual([]);
  });

  it('adds one of the product at once, keeps the server’s line, and says so to analytics and the other regions', async () => {
    const { heart, events } = renderHeart();
    expect(await heart()).toHaveAttribute('aria-pressed', 'false');
    const release = holdWrites(() => {
      fake.seed({ LU1234: 1 });
      return HttpResponse.json(fake.current());
    });

    await userEvent.click(await heart());
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    expect(events('analytics:event')).toEqual([]);

    act(release);
    await waitFor(() =>
      expect(events('analytics:event')).toEqual([
        { event: 'add_to_wishlist', params: { item_id: 'LU1234', quantity: 1 } },
      ]),
    );
    expect(events('wishlist:changed')).toEqual([{ sku: 'LU1234' }]);
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the spec’s default quantity 1 and removes the saved line on the next press', async () => {
    const { heart, events } = renderHeart();
    await userEvent.click(await heart());
    await waitFor(() => expect(fake.current().lineItems).toHaveLength(1));
    expect(fake.writes).toEqual([
      { name: 'wishlist/addItem', body: { variant: { sku: 'LU1234' }, count: 1 } },
    ]);

    await userEvent.click(await heart());
    await waitFor(() => expect(fake.current().lineItems).toEqual([]));
    expect(fake.writes[1]).toEqual({
      name: 'wishlist/removeItem',
      body: { lineItem: { id: 'wish-1' } },
    });
    expect(await heart()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(events('analytics:event')).toContainEqual({
        event: 'remove_from_wishlist',
        params: { item_id: 'LU1234' },
      }),
    );
  });

  it('rolls back a refused add and shows the platform’s message; no event goes out', async () => {
    const { heart, events } = renderHeart();
    await heart();
    const release = holdWrites(() =>
      HttpResponse.json(
        {
          isError: true,
          statusCode: 400,
          code: 'error.wishlist.full',
          message: 'A wishlist holds at most 200 products.',
          error: { message: 'A wishlist holds at most 200 products.' },
        },
        { status: 400 },
      ),
    );
    await userEvent.click(await heart());
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    act(release);

    await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(events('toast:show')).toEqual([
      { tone: 'error', message: 'A wishlist holds at most 200 products.' },
    ]);
    expect(events('analytics:event')).toEqual([]);
    expect(events('wishlist:changed')).toEqual([]);
  });

  it('rolls back a remove the server fails, with the screen’s own words for a server error', async () => {
    fake.seed({ LU1234: 1 });
    const { heart, events } = renderHeart();
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    server.use(
      http.post('*/action/wishlist/removeItem', () =>
        HttpResponse.json({ isError: true, message: 'boom' }, { status: 500 }),
      ),
    );
    await userEvent.click(await heart());
    await waitFor(() =>
      expect(events('toast:show')).toEqual([{ tone: 'error', message: WORDS.failed }]),
    );
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    expect(fake.current().lineItems).toHaveLength(1);
  });

  it('follows changes made in another region (wishlist:changed) and a sign-in or sign-out (auth:changed)', async () => {
    const { bus, heart } = renderHeart();
    expect(await heart()).toHaveAttribute('aria-pressed', 'false');

    fake.seed({ LU1234: 1 });
    act(() => void bus.publish('wishlist:changed', { sku: 'LU1234' }));
    await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', 'true'));

    fake.reset();
    act(() => void bus.publish('auth:changed', { session: ANONYMOUS_SESSION }));
    await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('reads once per region for an event, however many hearts hear it, and not for its own change', async () => {
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wishlist/getWishlist')) reads.push(request.url);
    });
    const requests = followRequests(server);
    const { bus } = renderHeart(3);
    const hearts = await screen.findAllByRole('button', {
      name: 'Add to wishlist: Luna Basin Mixer',
    });
    expect(reads).toHaveLength(1);

    act(() => void bus.publish('wishlist:changed', { sku: 'LU1234' }));
    await waitFor(() => expect(reads).toHaveLength(2));

    await userEvent.click(hearts[0]!);
    await waitFor(() => expect(fake.current().lineItems).toHaveLength(1));
    await waitFor(() =>
      hearts.forEach((heart) => expect(heart).toHaveAttribute('aria-pressed', 'true')),
    );
    // The add's answer and everything it set off are done: no read followed the region's own write.
    await requests.settled();
    requests.stop();
    expect(reads).toHaveLength(2);
    server.events.removeAllListeners();
  });

  it('is a keyboard-operable toggle button', async () => {
    const { heart } = renderHeart();
    (await heart()).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(await heart()).toHaveFocus();
  });
});
