import { Suspense, use, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ActionProvider } from '@specify/ui/api';
import { MessagesProvider } from '../../i18n/messages';
import { setUpProductServer } from '../../testing/product-server';
import { LUNA_PATH } from '../../testing/product-fixtures';
import { ProductGate } from '../product-page';

setUpProductServer();

const never = new Promise<never>(() => undefined);

/** The variants the page was rendered with, committed or not. */
let renderedWith: string[] = [];
beforeEach(() => {
  renderedWith = [];
});

function renderGate(page: (sku: string) => ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MessagesProvider market="au">
        <ActionProvider market="au">
          <Suspense fallback={<p>Region fallback</p>}>
            <ProductGate
              productPath={LUNA_PATH}
              market="au"
              label="Product detail"
              className="product"
            >
              {(_product, variant) => {
                renderedWith.push(variant.sku);
                return page(variant.sku);
              }}
            </ProductGate>
          </Suspense>
        </ActionProvider>
      </MessagesProvider>
    </SWRConfig>,
  );
}

/** A product page still waiting on a part of its own when it first renders. */
function WaitingPage(): ReactNode {
  return use(never);
}

it('shows the product once it has arrived', async () => {
  renderGate((sku) => <h1>{sku}</h1>);
  expect(screen.getByRole('status')).toHaveTextContent('Loading product...');
  expect(await screen.findByRole('heading', { name: 'LU1234-1' })).toBeInTheDocument();
});

it('renders the arrived product as a transition: the overlay stays up while its page waits', async () => {
  renderGate(() => <WaitingPage />);
  await waitFor(() => expect(renderedWith).toContain('LU1234-1'));
  // An urgent render would swap the overlay for the nearest fallback; a transition keeps it.
  expect(screen.getByRole('status')).toHaveTextContent('Loading product...');
  expect(screen.queryByText('Region fallback')).not.toBeInTheDocument();
});
