import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderProductAt } from '../../../testing/render-product';
import { setUpProductServer } from '../../../testing/product-server';
import { LUNA_PATH } from '../../../testing/product-fixtures';

setUpProductServer();

/** A finger on the screen: swiper listens for pointer events with their page coordinates. */
function touch(type: 'pointerdown' | 'pointermove' | 'pointerup', target: Element, x: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: 200 });
  Object.defineProperties(event, {
    pointerId: { value: 1 },
    pointerType: { value: 'touch' },
    pageX: { value: x },
    pageY: { value: 200 },
  });
  fireEvent(target, event);
}

function swipeLeft(target: Element, distance: number) {
  const start = 300;
  touch('pointerdown', target, start);
  for (let moved = 10; moved < distance; moved += 10) touch('pointermove', target, start - moved);
  touch('pointermove', target, start - distance);
  touch('pointerup', target, start - distance);
}

const widths = ['clientWidth', 'offsetWidth'] as const;
const saved = widths.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));

beforeEach(() => {
  // jsdom lays nothing out: give the slider a phone's width so a swipe has something to move.
  for (const name of widths)
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 375 });
});
afterEach(() => {
  widths.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });
});

it('turns the gallery on a swipe past 50 px, not on a shorter drag (storefront §9)', async () => {
  renderProductAt(`/au/product/${LUNA_PATH}/`);
  const gallery = await screen.findByRole('region', { name: 'Luna Basin Mixer images' });
  const current = () =>
    within(gallery)
      .getAllByRole('button', { name: /^Go to slide/ })
      .findIndex((bullet) => bullet.getAttribute('aria-current') === 'true');
  const firstSlide = within(gallery).getByRole('button', { name: 'View image 1 of 2 full screen' });
  // Swiper starts in the task after the page's commit: its dots come with it.
  await within(gallery).findAllByRole('button', { name: /^Go to slide/ });
  expect(current()).toBe(0);

  // Swiper decides a gesture in its pointerup handler, inside the event: a drag short of the
  // threshold has been judged once swipeLeft returns, so the gallery must still show the first.
  swipeLeft(firstSlide, 40);
  expect(current()).toBe(0);

  // Swiper starts following the finger once it has gone past the threshold.
  swipeLeft(firstSlide, 150);
  await waitFor(() => expect(current()).toBe(1));
});
