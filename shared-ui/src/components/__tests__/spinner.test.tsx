import { render, screen } from '@testing-library/react';
import { Spinner } from '../spinner';

it('a Spinner is a polite status that reads its label', () => {
  const { rerender } = render(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  rerender(<Spinner label="Loading products" size="sm" />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading products');
  expect(status).toHaveAttribute('aria-live', 'polite');
});
