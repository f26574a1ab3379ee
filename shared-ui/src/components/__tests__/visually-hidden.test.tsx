import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from '../visually-hidden';

it('VisuallyHidden text names a control for screen readers and is hidden by its class', () => {
  render(
    <>
      <button type="button">
        <span aria-hidden="true">🛒</span>
        <VisuallyHidden>Cart, 3 items</VisuallyHidden>
      </button>
      <VisuallyHidden as="label" htmlFor="site-search">
        Search products
      </VisuallyHidden>
      <input id="site-search" />
    </>,
  );
  expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  expect(screen.getByText('Cart, 3 items')).toHaveClass('spec-visually-hidden');
  expect(screen.getByRole('textbox', { name: 'Search products' })).toBeInTheDocument();
  expect(screen.getByText('Search products').tagName).toBe('LABEL');
});
