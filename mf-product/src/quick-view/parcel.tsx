import React, { Suspense, lazy } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { QuickViewParcelProps } from '@specify/contracts';
import { Dialog } from '@specify/ui';
import { MessagesProvider, useMessages } from '../i18n/messages';

// The dialog and the product detail it shows load only when a quick view is first opened.
const QuickViewRoot = lazy(() =>
  import('./quick-view-root').then((module) => ({ default: module.QuickViewRoot })),
);

function LazyQuickView(props: QuickViewParcelProps) {
  return (
    <Suspense fallback={null}>
      <QuickViewRoot {...props} />
    </Suspense>
  );
}

function Unavailable({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog open onClose={onClose} title={t('quickView.title')} size="sm">
      <p role="alert">{t('quickView.unavailable')}</p>
    </Dialog>
  );
}

/** `./quick-view`: single-spa parcel lifecycles the shell mounts on `product:quick-view-requested`. */
export default singleSpaReact<QuickViewParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: LazyQuickView,
  // A crash inside the dialog still leaves the visitor a way out.
  errorBoundary: (_error, _info, props) => (
    <MessagesProvider market={props.market}>
      <Unavailable onClose={props.onClose} />
    </MessagesProvider>
  ),
});
