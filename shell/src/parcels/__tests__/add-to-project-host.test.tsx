import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import {
  ANONYMOUS_SESSION,
  createEventBus,
  type AddToProjectParcelProps,
  type Session,
} from '@specify/contracts';
import { ChromeIntl } from '../../i18n/intl';
import { AddToProjectHost, type AddToProjectConfig } from '../add-to-project-host';

/** A stand-in for mf-project-builder's parcel: what the host hands it is under test here. */
const fakeParcel = singleSpaReact<AddToProjectParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ({ request, market, session, onClose }: AddToProjectParcelProps) => (
    <div role="dialog" aria-label="Add to project">
      <p>
        {request.kind === 'product'
          ? `${request.quantity ?? 1} × ${request.sku}`
          : `${request.rows.length} rows of ${request.fileName}`}
        {` for ${session.status === 'authenticated' ? session.account.email : 'a visitor'} in ${market}`}
      </p>
      <button onClick={onClose}>Close</button>
    </div>
  ),
}) as AddToProjectConfig;

const trade: Session = {
  status: 'authenticated',
  account: {
    accountId: 'acc-1',
    email: 'trade@example.com',
    companyName: 'Acme Plumbing',
    isInternalUser: false,
  },
};

function renderHost(load: () => Promise<AddToProjectConfig>, session: Session = trade) {
  const bus = createEventBus();
  const toasts: unknown[] = [];
  bus.subscribe('toast:show', (toast) => toasts.push(toast));
  render(
    <ChromeIntl market="nz">
      <AddToProjectHost
        bus={bus}
        market="nz"
        session={session}
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
        load={load}
      />
    </ChromeIntl>,
  );
  return { bus, toasts };
}

it('mounts the dialog for a product with the viewer, and again for each request', async () => {
  const load = jest.fn(async () => fakeParcel);
  const { bus } = renderHost(load);
  expect(load).not.toHaveBeenCalled();
  act(() => void bus.publish('project:add-requested', { sku: 'BM-100-CP' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    '1 × BM-100-CP for trade@example.com in nz',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  act(() => void bus.publish('project:add-requested', { sku: 'SR-300-MB', quantity: 4 }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('4 × SR-300-MB');
});

it('mounts the same dialog for an uploaded SKU list', async () => {
  const load = jest.fn(async () => fakeParcel);
  const { bus } = renderHost(load);
  act(
    () =>
      void bus.publish('project:skus-uploaded', {
        fileName: 'harbour.csv',
        rows: [
          { sku: 'BM-100-CP', qty: 2, section: 'Kitchen 1' },
          { sku: 'TS-200-WH', qty: 1, section: 'Ensuite 1' },
        ],
      }),
  );
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    '2 rows of harbour.csv for trade@example.com in nz',
  );
  expect(load).toHaveBeenCalledTimes(1);
});

it("passes a visitor's session on, for the dialog to ask for sign-in", async () => {
  const { bus } = renderHost(async () => fakeParcel, ANONYMOUS_SESSION);
  act(() => void bus.publish('project:add-requested', { sku: 'BM-100-CP' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('for a visitor');
});

it('tells the user when projects cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { bus, toasts } = renderHost(async () => {
    throw new Error('mf-project-builder is down');
  });
  act(() => void bus.publish('project:add-requested', { sku: 'BM-100-CP' }));
  await waitFor(() =>
    expect(toasts).toEqual([
      {
        tone: 'error',
        message: 'Projects are unavailable right now. Please try again in a moment.',
      },
    ]),
  );
});
