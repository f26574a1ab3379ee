import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type Swiper from 'swiper';
import { MessagesProvider } from '../../../i18n/messages';
import { Gallery } from '../gallery';
import type { GallerySlide } from '../gallery-slides';

const slide = (src: string, kind: GallerySlide['kind'] = 'image'): GallerySlide => ({
  kind,
  src,
  full: `${src}?full`,
});
const LUNA = [slide('/images/luna-1.jpg'), slide('/images/luna-2.jpg')];
const BLACK = [
  slide('/images/black-1.jpg'),
  slide('/images/black-2.jpg'),
  slide('/images/black-3.jpg', 'diagram'),
];

function renderGallery(slides: GallerySlide[]) {
  const view = render(
    <MessagesProvider market="au">
      <Gallery name="Luna Basin Mixer" slides={slides} />
    </MessagesProvider>,
  );
  const gallery = screen.getByRole('region', { name: 'Luna Basin Mixer images' });
  const swiper = () =>
    (gallery.querySelector('.swiper') as HTMLElement & { swiper?: Swiper }).swiper;
  const dots = () => within(gallery).queryAllByRole('button', { name: /^Go to slide/ });
  return { ...view, gallery, swiper, dots };
}

it('starts swiper after the commit, on the slides it rendered', async () => {
  const { gallery, swiper, dots } = renderGallery(LUNA);
  // The commit rendered the slides; swiper has not measured them yet.
  const first = within(gallery).getByRole('button', { name: 'View image 1 of 2 full screen' });
  expect(swiper()).toBeUndefined();
  expect(dots()).toHaveLength(0);

  await waitFor(() => expect(dots().length).toBeGreaterThan(0));
  expect(swiper()?.slides).toHaveLength(2);
  // The same elements: swiper started on them instead of replacing them.
  expect(first.isConnected).toBe(true);
  expect(swiper()?.slides[0]?.contains(first)).toBe(true);
});

it('opens the lightbox from a slide tapped before swiper has started', async () => {
  const { gallery, swiper } = renderGallery(LUNA);
  expect(swiper()).toBeUndefined();
  fireEvent.click(within(gallery).getByRole('button', { name: 'View image 2 of 2 full screen' }));
  const lightbox = await screen.findByRole('dialog', { name: 'Luna Basin Mixer' });
  expect(
    within(lightbox).getByRole('img', { name: 'Luna Basin Mixer, image 2 of 2' }),
  ).toBeInTheDocument();
});

it('starts again on the new slides when they change (another variant)', async () => {
  const { rerender, swiper, dots } = renderGallery(LUNA);
  await waitFor(() => expect(dots().length).toBeGreaterThan(0));
  const before = swiper();

  rerender(
    <MessagesProvider market="au">
      <Gallery name="Luna Basin Mixer" slides={BLACK} />
    </MessagesProvider>,
  );
  await waitFor(() => expect(swiper()?.slides).toHaveLength(3));
  expect(before?.destroyed).toBe(true);
  expect(swiper()).not.toBe(before);
});

it('stops swiper with the gallery, and never starts one for a gallery already gone', async () => {
  const first = renderGallery(LUNA);
  await waitFor(() => expect(first.dots().length).toBeGreaterThan(0));
  const started = first.swiper();
  first.unmount();
  expect(started?.destroyed).toBe(true);

  // Unmounted in the same task as its commit: the pending start is cancelled.
  jest.useFakeTimers();
  try {
    const second = renderGallery(LUNA);
    const element = second.gallery.querySelector('.swiper') as HTMLElement & { swiper?: Swiper };
    second.unmount();
    jest.runOnlyPendingTimers();
    expect(element.swiper).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
