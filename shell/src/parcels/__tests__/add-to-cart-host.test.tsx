import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { createEventBus, type AddToCartParcelProps } from '@specify/contracts';
import { ChromeIntl } from '../../i18n/intl';
import { AddToCartHost, type AddToCartConfig } from '../add-to-cart-host';

/** A stand-in for mf-account's parcel: what the host hands it is under test here. */
const fakeParcel = singleSpaReact<AddToCartParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ({ request, market, onClose }: AddToCartParcelProps) => (
    <div role="dialog" aria-label="Added to cart">
      <p>{`${request.count} × ${request.name} (${request.sku}) for ${market}`}</p>
      <button onClick={onClose}>Close</button>
    </div>
  ),
}) as AddToCartConfig;

function renderHost(load: () => Promise<AddToCartConfig>) {
  const bus = createEventBus();
  const toasts: unknown[] = [];
  bus.subscribe('toast:show', (toast) => toasts.push(toast));
  render(
    <ChromeIntl market="nz">
      <AddToCartHost
        bus={bus}
        market="nz"
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
        load={load}
      />
    </ChromeIntl>,
  );
  return { bus, toasts };
}

it('mounts the dialog for each request, with the product and a count of 1 unless asked', async () => {
  const load = jest.fn(async () => fakeParcel);
  const { bus } = renderHost(load);
  expect(load).not.toHaveBeenCalled();
  act(() => void bus.publish('cart:add-requested', { sku: 'BM-100', name: 'Basin mixer' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('1 × Basin mixer (BM-100) for nz');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  act(() => void bus.publish('cart:add-requested', { sku: 'SR-200', name: 'Rail', count: 3 }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('3 × Rail (SR-200) for nz');
});

it('tells the visitor when the cart cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { bus, toasts } = renderHost(async () => {
    throw new Error('mf-account is down');
  });
  act(() => void bus.publish('cart:add-requested', { sku: 'BM-100', name: 'Basin mixer' }));
  await waitFor(() =>
    expect(toasts).toEqual([
      {
        tone: 'error',
        message: 'The cart is unavailable right now. Please try again in a moment.',
      },
    ]),
  );
});
