import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import type Swiper from 'swiper';
import {
  ANONYMOUS_SESSION,
  createEventBus,
  type EventPayload,
  type Session,
} from '@specify/contracts';
import { QuickViewRoot } from '../../quick-view/quick-view-root';
import { requests, setUpProductServer, wishlist } from '../../testing/product-server';
import { signedIn } from '../../testing/render-product';

setUpProductServer();
afterEach(() => jest.restoreAllMocks());

/** A listing card's Quick view button and the shell's host: the dialog mounts while it is open. */
function CardWithQuickView({
  session,
  bus,
}: {
  session: Session;
  bus: ReturnType<typeof createEventBus>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Quick view: Luna Basin Mixer</button>
      {open && (
        <QuickViewRoot
          market="au"
          bus={bus}
          runtimeConfig={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
          session={session}
          request={{ sku: 'LU1234-1', name: 'Luna Basin Mixer' }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

async function openQuickView(session: Session = ANONYMOUS_SESSION) {
  window.history.pushState(null, '', '/au/products/tapware/');
  const bus = createEventBus();
  const carts: EventPayload<'cart:add-requested'>[] = [];
  bus.subscribe('cart:add-requested', (payload) => carts.push(payload));
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CardWithQuickView session={session} bus={bus} />
    </SWRConfig>,
  );
  const opener = screen.getByRole('button', { name: 'Quick view: Luna Basin Mixer' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Quick view' });
  await within(dialog).findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
  const header = within(
    within(dialog).getByRole('heading', { level: 1 }).closest('header') as HTMLElement,
  );
  return { dialog: within(dialog), header, opener, carts };
}

it('shows the product detail and overview without the description, with a link to the full page', async () => {
  const { dialog, header } = await openQuickView();
  expect(header.getByText('Item code 12341CH')).toBeInTheDocument();
  expect(header.getByText('RRP $349.00')).toBeInTheDocument();
  expect(dialog.getByRole('region', { name: /Luna Basin Mixer/ })).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Add to project' })).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  // The overview without its description (storefront §2, modal version).
  expect(dialog.getByRole('heading', { name: 'Specifications' })).toBeInTheDocument();
  expect(dialog.getByText('Ceramic disc cartridge')).toBeInTheDocument();
  expect(dialog.queryByRole('heading', { name: 'Description' })).not.toBeInTheDocument();
  expect(screen.queryByText(/suits busy bathrooms/)).not.toBeInTheDocument();
  expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute(
    'href',
    '/au/product/luna-basin-mixer-1234-chrome-LU1234-1/',
  );
  expect(requests.filter((request) => request.name === 'product/getProduct')).toEqual([
    { name: 'product/getProduct', body: { sku: 'LU1234-1' } },
  ]);
});

it('changes variant inside the dialog: code, price and link follow, the page stays', async () => {
  const { dialog, header } = await openQuickView();
  await userEvent.selectOptions(
    dialog.getByLabelText('Colour / finish'),
    'Matte Black (12342MBLF)',
  );
  expect(header.getByText('Item code 12342MBLF')).toBeInTheDocument();
  // Matte Black is builder range: on au a visitor gets contact us instead of a price.
  expect(header.queryByText('RRP $349.00')).not.toBeInTheDocument();
  expect(header.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute(
    'href',
    '/au/product/luna-basin-mixer-1234-matte-black-LU1234-2/',
  );
  expect(window.location.pathname).toBe('/au/products/tapware/');
  expect(requests.filter((request) => request.name === 'product/getProduct')).toHaveLength(1);
});

it('saves the variant shown to the wishlist with its heart, and stays open', async () => {
  const { dialog, header } = await openQuickView();
  const heart = await header.findByRole('button', { name: 'Add to wishlist: Luna Basin Mixer' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(heart);
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() =>
    expect(wishlist.writes).toEqual([
      { name: 'wishlist/addItem', body: { variant: { sku: 'LU1234-1' }, count: 1 } },
    ]),
  );
  expect(dialog.getByRole('heading', { level: 1, name: 'Luna Basin Mixer' })).toBeVisible();
});

it('closes with Escape and gives focus back to the Quick view button', async () => {
  const { opener } = await openQuickView();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

it('closes when its full-details link is followed, on the product page', async () => {
  const { dialog } = await openQuickView();
  await userEvent.click(dialog.getByRole('link', { name: 'View full details' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.location.pathname).toBe('/au/product/luna-basin-mixer-1234-chrome-LU1234-1/');
});

it('makes way for the add-to-cart dialog it asks for', async () => {
  const { dialog, carts } = await openQuickView(signedIn('trade'));
  await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));
  expect(carts).toEqual([
    expect.objectContaining({ sku: 'LU1234-1', name: 'Luna Basin Mixer', count: 1 }),
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows related products the viewer may see, four per slide on a large screen', async () => {
  // A large screen: swiper asks the window which of its breakpoints apply.
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= 1280,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  const { dialog } = await openQuickView();
  const slider = await dialog.findByRole('group', { name: 'Related Products' });
  expect(
    await within(slider).findByRole('link', { name: 'Urbane Basin Mixer' }),
  ).toBeInTheDocument();
  expect(within(slider).queryByText('Hidden Mixer')).not.toBeInTheDocument();
  const swiper = (slider.querySelector('.swiper') as HTMLElement & { swiper: Swiper }).swiper;
  expect(swiper.params.slidesPerView).toBe(4);
  expect(swiper.params.slidesPerGroup).toBe(4);
});

it('asks only for the related products: the other lists of the page are not in the dialog', async () => {
  const { dialog } = await openQuickView();
  await dialog.findByRole('group', { name: 'Related Products' });
  const asked = new Set(requests.map((request) => request.name));
  expect(asked).toContain('product/getRelatedProducts');
  expect(asked).not.toContain('product/getBundleData');
  expect(asked).not.toContain('product/query');
});
