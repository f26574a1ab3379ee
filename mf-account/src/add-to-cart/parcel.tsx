import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AddToCartParcelProps } from '@specify/contracts';
import { Dialog } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { AddToCartDialog } from '../features/add-to-cart/components/add-to-cart-dialog';
import { MessagesProvider } from '../i18n/messages';
import '../account.css';

/** The parcel's root: its own providers, as it renders outside mf-account's app. */
export function AddToCartParcelRoot({ market, bus, request, onClose }: AddToCartParcelProps) {
  return (
    <MessagesProvider market={market}>
      <ActionProvider market={market}>
        <AddToCartDialog bus={bus} market={market} request={request} onClose={onClose} />
      </ActionProvider>
    </MessagesProvider>
  );
}

/** `./add-to-cart`: single-spa parcel lifecycles the shell mounts on `cart:add-requested`. */
export default singleSpaReact<AddToCartParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: AddToCartParcelRoot,
  // A crash inside the dialog still leaves the visitor a way out.
  errorBoundary: (_error, _info, props) => (
    <Dialog open onClose={props.onClose} title="Cart">
      <p role="alert">The cart is unavailable right now. Please try again in a moment.</p>
    </Dialog>
  ),
});
