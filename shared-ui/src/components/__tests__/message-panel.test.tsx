import { render, screen } from '@testing-library/react';
import { MessagePanel } from '../message-panel';

describe('MessagePanel', () => {
  it('heads its message at the level asked, with its words and ways on, the picture silent', () => {
    const { container } = render(
      <MessagePanel
        icon="heart"
        title="Your wishlist is empty."
        actions={<a href="/au">Browse products</a>}
      >
        <p>Save a product with its heart.</p>
      </MessagePanel>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your wishlist is empty.' }),
    ).toBeVisible();
    expect(screen.getByText('Save a product with its heart.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/au');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can be the page itself, under an h1', () => {
    render(<MessagePanel icon="search" title="Page not found" headingLevel="h1" titleId="t" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveAttribute(
      'id',
      't',
    );
  });
});
