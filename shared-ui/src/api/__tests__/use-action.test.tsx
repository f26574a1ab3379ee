import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import type { Market, Wishlist } from '@specify/contracts';
import { ActionProvider } from '../action-provider';
import { useAction, useMutationAction } from '../use-action';

interface Sent {
  url: string;
  method: string;
  market: string;
  body?: unknown;
}

type Route = (body: unknown) => { status?: number; json: unknown };

/**
 * The platform at its real URLs ('GET /action/wishlist/getWishlist' → answer), as much of a
 * Response as callAction reads (jsdom has no fetch). Unrouted requests fail the test.
 */
function stubPlatform(routes: Record<string, Route>) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ url, method, market: headers['x-specify-market'] ?? '', body });
    const route = routes[`${method} ${url}`];
    if (!route) throw new Error(`Unexpected request ${method} ${url}`);
    const { status = 200, json } = route(body);
    return { ok: status < 400, status, json: async () => json } as unknown as Response;
  }) as unknown as typeof fetch;
  return sent;
}

function wishlistOf(...skus: string[]): Wishlist {
  return {
    wishlistId: skus.length ? 'w1' : null,
    lineItems: skus.map((sku) => ({
      lineItemId: `line-${sku}`,
      count: 1,
      variant: { sku, productId: 'p1', productSlug: 'luna', name: `Luna ${sku}`, isOnStock: true },
      _url: `/au/product/luna/${sku}/`,
    })),
  };
}

/** A fresh SWR cache per test, so no answer leaks from one test into the next. */
function renderFor(market: Market, ui: ReactElement) {
  const cache = new Map();
  return render(ui, {
    wrapper: ({ children }) => (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <ActionProvider market={market}>{children}</ActionProvider>
      </SWRConfig>
    ),
  });
}

function WishlistCount() {
  const { data, error } = useAction('wishlist/getWishlist');
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>Loading</p>;
  return <p>{data.lineItems.length} saved</p>;
}

function Orders({ orderId }: { orderId: string | null }) {
  const { data } = useAction('cart/getOrder', orderId ? { orderId } : null);
  return <p>{data ? `Order ${data.orderId}` : 'No order'}</p>;
}

function AddToWishlist() {
  const { trigger, data, isMutating } = useMutationAction('wishlist/addItem');
  return (
    <>
      <button type="button" onClick={() => void trigger({ variant: { sku: 'A1' } })}>
        Save
      </button>
      <p>{isMutating ? 'Saving' : `${data?.lineItems.length ?? 0} saved`}</p>
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('useAction', () => {
  it("reads the action for the provider's market and renders its answer", async () => {
    const sent = stubPlatform({
      'GET /action/wishlist/getWishlist': () => ({ json: wishlistOf('A1', 'B2') }),
    });
    renderFor('nz', <WishlistCount />);
    expect(await screen.findByText('2 saved')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/action/wishlist/getWishlist', method: 'GET', market: 'nz' }]);
  });

  it("shows the server's message when the action fails", async () => {
    stubPlatform({
      'GET /action/wishlist/getWishlist': () => ({
        status: 500,
        json: {
          isError: true,
          statusCode: 500,
          code: 'INTERNAL',
          message: 'Something went wrong!',
        },
      }),
    });
    renderFor('au', <WishlistCount />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('skips the read while the body is null, and sends it once there is one', async () => {
    const zero = { centAmount: 0, currencyCode: 'AUD', fractionDigits: 2 };
    const order = {
      orderId: 'o1',
      orderNumber: 'AU-000001',
      status: 'toBeConfirmed',
      createdAt: '2025-01-01T00:00:00.000Z',
      market: 'au',
      items: [],
      sum: zero,
      taxed: { taxAmount: zero },
      discountCodes: [],
      totals: {
        subtotal: zero,
        discount: zero,
        tax: zero,
        includedTax: zero,
        shipping: zero,
        isEstimatedShipping: false,
        total: zero,
      },
    };
    const sent = stubPlatform({ 'POST /action/cart/getOrder': () => ({ json: order }) });
    const { rerender } = renderFor('au', <Orders orderId={null} />);
    expect(screen.getByText('No order')).toBeInTheDocument();
    expect(sent).toEqual([]);
    rerender(<Orders orderId="o1" />);
    expect(await screen.findByText('Order o1')).toBeInTheDocument();
    expect(sent).toEqual([
      { url: '/action/cart/getOrder', method: 'POST', market: 'au', body: { orderId: 'o1' } },
    ]);
  });

  it("answers a new mount from the server, never from the last mount's cache", async () => {
    let saved = 0;
    const sent = stubPlatform({
      'GET /action/wishlist/getWishlist': () => ({
        json: wishlistOf(...['A1', 'B2'].slice(0, (saved += 1))),
      }),
    });
    // No outer SWRConfig: what the shell does when it remounts a remote for a new session.
    const first = render(
      <ActionProvider market="au">
        <WishlistCount />
      </ActionProvider>,
    );
    expect(await screen.findByText('1 saved')).toBeInTheDocument();
    first.unmount();
    render(
      <ActionProvider market="au">
        <WishlistCount />
      </ActionProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('2 saved')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('says what is missing when no ActionProvider is above it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WishlistCount />)).toThrow(
      "useAction needs an <ActionProvider market={props.market}> around it, at the remote's root.",
    );
  });
});

describe('useMutationAction', () => {
  it('sends the action with its body when triggered and gives back the answer', async () => {
    const sent = stubPlatform({
      'POST /action/wishlist/addItem': () => ({ json: wishlistOf('A1') }),
    });
    renderFor('au', <AddToWishlist />);
    expect(screen.getByText('0 saved')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('1 saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/action/wishlist/addItem',
        method: 'POST',
        market: 'au',
        body: { variant: { sku: 'A1' } },
      },
    ]);
  });
});
