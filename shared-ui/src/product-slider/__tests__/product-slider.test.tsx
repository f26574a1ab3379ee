import { act, render, screen, within } from '@testing-library/react';
import type { Product } from '@specify/contracts';
import { installIntersectionObserver } from '../../testing';
import { ProductSlider } from '..';

const words = {
  contactUs: 'Contact us for pricing',
  previous: 'Previous products',
  next: 'Next products',
  rrp: 'RRP',
  incGst: '(inc. GST)',
} as unknown as Parameters<typeof ProductSlider>[0]['words'];

/** A product as the slider reads it: a name, and a master variant with a code and a picture. */
function product(index: number): Product {
  return {
    productId: `product-${index}`,
    slug: `mixer-${index}`,
    masterVariantID: 1,
    name: { 'en-AU': `Mixer ${index}`, 'en-NZ': `Mixer ${index}` },
    variants: [
      {
        id: 1,
        sku: `MX${index}`,
        images: [`/files/images/mixer-${index}.svg`],
        prices: [],
        attributes: { 'item-code': `MX${index}`, IsGWAInternal: false },
      },
    ],
  } as unknown as Product;
}

const products = [1, 2, 3, 4, 5].map(product);

function renderSlider() {
  // No router around it: it also renders in mf-content, which has none.
  return render(
    <ProductSlider
      products={products}
      market="au"
      viewer="visitor"
      label="Related Products"
      words={words}
    />,
  );
}

const row = () => screen.getByRole('group', { name: 'Related Products' });
const cardNames = () =>
  within(row())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('shows every card at once, its swiper not started while the row is far from the viewport', () => {
  installIntersectionObserver();
  const { container } = renderSlider();
  expect(cardNames()).toEqual(['Mixer 1', 'Mixer 2', 'Mixer 3', 'Mixer 4', 'Mixer 5']);
  expect(within(row()).getByRole('link', { name: 'Mixer 2' })).toHaveAttribute('href');
  expect(container.querySelector('.swiper-initialized')).toBeNull();
  expect(container.querySelector('.swiper-button-next')).toBeNull();
});

it('starts the swiper, with its controls, once the row comes within a screen of the viewport', () => {
  const observer = installIntersectionObserver();
  const { container } = renderSlider();
  act(() => observer.intersectAll());
  expect(container.querySelector('.swiper-button-next')).not.toBeNull();
  expect(cardNames()).toEqual(['Mixer 1', 'Mixer 2', 'Mixer 3', 'Mixer 4', 'Mixer 5']);
});

it('starts the swiper at once where nothing can tell how near the row is', () => {
  const { container } = renderSlider();
  expect(container.querySelector('.swiper-button-next')).not.toBeNull();
});
