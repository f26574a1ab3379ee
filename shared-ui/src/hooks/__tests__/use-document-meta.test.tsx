import { render } from '@testing-library/react';
import { pageTitle, useDocumentMeta } from '../use-document-meta';

function Page({ title, description }: { title?: string; description?: string }) {
  useDocumentMeta(title, description);
  return null;
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

it('names the page in the tab and its description while it shows, and restores them after', () => {
  document.title = 'Specify';
  const page = render(<Page title={pageTitle('Tapware')} description="Mixers and spouts" />);
  expect(document.title).toBe('Tapware | Specify');
  expect(description()).toBe('Mixers and spouts');
  page.rerender(<Page title={pageTitle('Cart')} />);
  expect(document.title).toBe('Cart | Specify');
  page.unmount();
  expect(document.title).toBe('Specify');
  expect(description()).toBe('');
});

it('leaves the title alone until the page knows its name', () => {
  document.title = 'Specify';
  render(<Page title={undefined} />);
  expect(document.title).toBe('Specify');
});
