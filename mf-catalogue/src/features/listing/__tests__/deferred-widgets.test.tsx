import { Suspense, use, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { MessagesProvider } from '../../../i18n/messages';
import { DeferredWidgets } from '../components/deferred-widgets';

const never = new Promise<never>(() => undefined);

/** How often the widgets were rendered, committed or not. */
let widgetRenders = 0;
beforeEach(() => {
  widgetRenders = 0;
});

/** Widgets that still wait on a part of their own when they first render. */
function WaitingWidgets(): ReactNode {
  widgetRenders += 1;
  return use(never);
}

const withMessages = (children: ReactNode) => (
  <MessagesProvider market="au">{children}</MessagesProvider>
);

it('shows the loading overlay, then the widgets', async () => {
  render(
    withMessages(
      <DeferredWidgets>
        <p>Widgets</p>
      </DeferredWidgets>,
    ),
  );
  expect(await screen.findByText('Widgets')).toBeInTheDocument();
});

it('mounts the widgets as a transition: the overlay stays up while they still wait', async () => {
  render(
    withMessages(
      <Suspense fallback={<p>Region fallback</p>}>
        <DeferredWidgets>
          <WaitingWidgets />
        </DeferredWidgets>
      </Suspense>,
    ),
  );
  await waitFor(() => expect(widgetRenders).toBeGreaterThan(0));
  // An urgent mount would swap the overlay for the nearest fallback; a transition keeps it.
  expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
  expect(screen.queryByText('Region fallback')).not.toBeInTheDocument();
});

it('renders the widgets at once on the server: its render is the first paint', () => {
  const html = renderToStaticMarkup(
    withMessages(
      <DeferredWidgets onServer>
        <p>Widgets</p>
      </DeferredWidgets>,
    ),
  );
  expect(html).toContain('<p>Widgets</p>');
  expect(html).not.toContain('Loading products...');
});
