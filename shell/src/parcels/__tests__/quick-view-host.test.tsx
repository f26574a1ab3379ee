import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { createEventBus, type QuickViewParcelProps, type Session } from '@specify/contracts';
import { ChromeIntl } from '../../i18n/intl';
import { QuickViewHost, type QuickViewConfig } from '../quick-view-host';

/** A stand-in for mf-product's parcel: what the host hands it is under test here. */
const fakeParcel = singleSpaReact<QuickViewParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ({ request, market, session, onClose }: QuickViewParcelProps) => (
    <div role="dialog" aria-label="Quick view">
      <p>
        {`${request.name ?? 'a product'} (${request.sku})`}
        {` for ${session.status === 'authenticated' ? session.account.email : 'a visitor'} in ${market}`}
      </p>
      <button onClick={onClose}>Close</button>
    </div>
  ),
}) as QuickViewConfig;

const trade: Session = {
  status: 'authenticated',
  account: { accountId: 'acc-1', email: 'trade@example.com', isInternalUser: false },
};

function renderHost(load: () => Promise<QuickViewConfig>) {
  const bus = createEventBus();
  const toasts: unknown[] = [];
  bus.subscribe('toast:show', (toast) => toasts.push(toast));
  render(
    <ChromeIntl market="au">
      <QuickViewHost
        bus={bus}
        market="au"
        session={trade}
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
        load={load}
      />
    </ChromeIntl>,
  );
  return { bus, toasts };
}

it('loads nothing until asked, then mounts the quick view for each request', async () => {
  const load = jest.fn(async () => fakeParcel);
  const { bus } = renderHost(load);
  expect(load).not.toHaveBeenCalled();
  act(
    () =>
      void bus.publish('product:quick-view-requested', {
        sku: 'LU1234',
        name: 'Luna Basin Mixer',
      }),
  );
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    'Luna Basin Mixer (LU1234) for trade@example.com in au',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  act(() => void bus.publish('product:quick-view-requested', { sku: 'KR5000' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('a product (KR5000)');
});

it('tells the visitor when the quick view cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { bus, toasts } = renderHost(async () => {
    throw new Error('mf-product is down');
  });
  act(() => void bus.publish('product:quick-view-requested', { sku: 'LU1234' }));
  await waitFor(() =>
    expect(toasts).toEqual([
      {
        tone: 'error',
        message: 'The quick view is unavailable right now. Please try again in a moment.',
      },
    ]),
  );
});
