import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SignInParcelProps } from '@specify/contracts';
import { Dialog } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { SignInDialog } from '../features/sign-in/components/sign-in-dialog';
import { MessagesProvider } from '../i18n/messages';
import '../account.css';

/** The parcel's root: its own providers, as it renders outside mf-account's app. */
export function SignInParcelRoot({ market, bus, returnTo, onClose }: SignInParcelProps) {
  return (
    <MessagesProvider market={market}>
      <ActionProvider market={market}>
        <SignInDialog bus={bus} market={market} returnTo={returnTo} onClose={onClose} />
      </ActionProvider>
    </MessagesProvider>
  );
}

/** `./sign-in`: single-spa parcel lifecycles the shell mounts on `auth:login-requested`. */
export default singleSpaReact<SignInParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: SignInParcelRoot,
  // A crash inside the dialog still leaves the visitor a way out.
  errorBoundary: (_error, _info, props) => (
    <Dialog open onClose={props.onClose} title="Sign in">
      <p role="alert">Sign-in is unavailable right now. Please try again in a moment.</p>
    </Dialog>
  ),
});
