import { render, screen } from '@testing-library/react';
import { SafeMarkdown } from '../markdown';

describe('SafeMarkdown', () => {
  it('renders markdown with headings moved under the page', () => {
    const { container } = render(<SafeMarkdown>{'# Title\n\nSome **bold** text.'}</SafeMarkdown>);
    expect(container.querySelector('h3')).toHaveTextContent('Title');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });

  it('keeps raw HTML, scripts and handlers out of the DOM', () => {
    const { container } = render(
      <SafeMarkdown>
        {
          '<script>window.pwned = 1</script>\n\n<img src="x" onerror="window.pwned = 1">\n\n<iframe src="https://evil.example"></iframe>'
        }
      </SafeMarkdown>,
    );
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('turns javascript: and mailto: links into text, keeps site and https links', () => {
    const { container } = render(
      <SafeMarkdown>
        {
          '[bad](javascript:alert(1)) [mail](mailto:a@b.com) [home](/au) [site](https://example.com)'
        }
      </SafeMarkdown>,
    );
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'mail' })).not.toBeInTheDocument();
    expect(container).toHaveTextContent('bad mail home site');
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/au');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('target', '_blank');
  });

  it('drops images with a data: or javascript: source', () => {
    const { container } = render(
      <SafeMarkdown>
        {'![a](javascript:alert(1)) ![b](data:image/png;base64,AA) ![c](/files/c.svg)'}
      </SafeMarkdown>,
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/files/c.svg',
    ]);
  });
});
