import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { createEventBus, type SignInParcelProps } from '@specify/contracts';
import { ChromeIntl } from '../../i18n/intl';
import { SignInHost, type SignInConfig } from '../sign-in-host';

/** A stand-in for mf-account's parcel: the host's behaviour is what is under test here. */
const fakeParcel = singleSpaReact<SignInParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ({ returnTo, view, onClose }: SignInParcelProps) => (
    <div role="dialog" aria-label="Sign in">
      <p>{`Back to ${returnTo ?? 'here'}`}</p>
      <p>{`Opens on ${view ?? 'the default tab'}`}</p>
      <button onClick={onClose}>Close sign-in</button>
    </div>
  ),
}) as SignInConfig;

function renderHost(load: () => Promise<SignInConfig>) {
  const bus = createEventBus();
  const toasts: unknown[] = [];
  bus.subscribe('toast:show', (toast) => toasts.push(toast));
  render(
    <ChromeIntl market="au">
      <SignInHost
        bus={bus}
        market="au"
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
        load={load}
      />
    </ChromeIntl>,
  );
  return { bus, toasts };
}

it('loads nothing until asked, then mounts the parcel with the request, and unmounts it on close', async () => {
  const load = jest.fn(async () => fakeParcel);
  const { bus } = renderHost(load);
  expect(load).not.toHaveBeenCalled();
  act(() => bus.publish('auth:login-requested', { returnTo: '/au/products/baths/' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in' })).toHaveTextContent(
    'Back to /au/products/baths/',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close sign-in' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  act(() => bus.publish('auth:login-requested', {}));
  expect(await screen.findByText('Back to here')).toBeInTheDocument();
  expect(screen.getByText('Opens on the default tab')).toBeInTheDocument();
});

it('passes the tab a Sign up button asked for to the parcel', async () => {
  const { bus } = renderHost(async () => fakeParcel);
  act(() => bus.publish('auth:login-requested', { view: 'sign-up' }));
  expect(await screen.findByText('Opens on sign-up')).toBeInTheDocument();
});

it('tells the visitor when sign-in cannot be loaded, and the page carries on', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { bus, toasts } = renderHost(async () => {
    throw new Error('mf-account is down');
  });
  act(() => bus.publish('auth:login-requested', {}));
  await waitFor(() =>
    expect(toasts).toEqual([
      {
        tone: 'error',
        message: 'Sign-in is unavailable right now. Please try again in a moment.',
      },
    ]),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
