import { render } from '@testing-library/react';
import { MAX_DESCRIPTION_LENGTH, SITE_DESCRIPTION } from '@specify/contracts/composition/page-head';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { useDocumentMeta } from '../use-document-meta';

function Page({ title, description }: { title?: string; description?: string }) {
  useDocumentMeta(title, description);
  return null;
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeEach(() => {
  document.title = 'Specify';
  document.head.querySelector('meta[name="description"]')?.remove();
});

it("names the page in the tab and its description while it shows, and the site's after", () => {
  const page = render(<Page title={pageTitle('Tapware')} description="Mixers and spouts" />);
  expect(document.title).toBe('Tapware | Specify');
  expect(description()).toBe('Mixers and spouts');
  // A page that describes nothing of itself does not keep the one before's description.
  page.rerender(<Page title={pageTitle('Cart')} />);
  expect(document.title).toBe('Cart | Specify');
  expect(description()).toBe(SITE_DESCRIPTION);
  page.unmount();
  expect(document.title).toBe('Specify');
  expect(description()).toBe(SITE_DESCRIPTION);
});

it('leaves the title alone until the page knows its name', () => {
  render(<Page title={undefined} />);
  expect(document.title).toBe('Specify');
});

it('after the page the platform named in its HTML, goes back to the site, not to that page', () => {
  // As served: the platform put the listing's title and description into the head.
  document.title = 'Tapware | Specify';
  const tag = Object.assign(document.createElement('meta'), {
    name: 'description',
    content: 'Tapware at Specify',
  });
  document.head.append(tag);
  const listing = render(<Page title="Tapware | Specify" description="Tapware at Specify" />);
  listing.unmount();
  expect(document.title).toBe('Specify');
  expect(description()).toBe(SITE_DESCRIPTION);
});

it('keeps the next page in the tab when it named itself before the last one went', () => {
  const product = render(<Page title="Luna Basin Mixer | Specify" description="A mixer" />);
  // Another front end's page mounts first (its own React root), then the product page goes.
  const cart = render(<Page title={pageTitle('Cart')} description="Your cart" />);
  product.unmount();
  expect(document.title).toBe('Cart | Specify');
  expect(description()).toBe('Your cart');
  cart.unmount();
});

it('bounds a description from catalogue text at a word, without its markdown', () => {
  const long = `**Luna** ${'a quiet basin mixer with a slim spout '.repeat(8)}`;
  render(<Page title="Luna | Specify" description={long} />);
  const shown = description() ?? '';
  expect(shown.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
  expect(shown).toMatch(/^Luna a quiet basin mixer .*[a-z]…$/);
});
