import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { ProductImage, SWIPE_THRESHOLD_PX } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { ARROWS_ABOVE_PX, type GallerySlide } from './gallery-slides';

const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })));

export interface GalleryProps {
  name: string;
  slides: GallerySlide[];
}

/**
 * Starts swiper on the gallery's own markup in the task after the page's commit, not inside it:
 * its start measures the row and every slide, and on a product page it was the largest part of
 * the commit's long task. Until then the first picture shows where swiper will keep it (the same
 * markup as swiper/react's, and as the first paint's), and a tap on it already opens the
 * lightbox: swiper starts on these elements rather than replacing them. It starts again when the
 * slides change (another variant).
 */
function useGallerySwiper(slideKeys: string, previous: string, next: string) {
  const container = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let swiper: Swiper | undefined;
    const start = setTimeout(() => {
      swiper = new Swiper(element, {
        modules: [A11y, Keyboard, Navigation, Pagination],
        navigation: { enabled: false, prevEl: prev.current, nextEl: nextButton.current },
        breakpoints: { [ARROWS_ABOVE_PX + 1]: { navigation: { enabled: true } } },
        pagination: { el: pagination.current, clickable: true },
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: { prevSlideMessage: previous, nextSlideMessage: next },
        threshold: SWIPE_THRESHOLD_PX,
      });
    }, 0);
    return () => {
      clearTimeout(start);
      swiper?.destroy(true, true);
    };
  }, [slideKeys, previous, next]);
  return { container, prev, next: nextButton, pagination };
}

/**
 * The product gallery: swiper slides of the images and line diagrams, arrows above 1024 px, dots
 * and swipe everywhere; a slide opens the lightbox with zoom. A broken picture shows the
 * placeholder.
 */
export function Gallery({ name, slides }: GalleryProps) {
  const t = useMessages();
  const [open, setOpen] = useState<number>();
  const keys = slides.map((slide, index) => `${slide.src}-${index}`);
  const swiper = useGallerySwiper(keys.join('\n'), t('gallery.previous'), t('gallery.next'));
  const label = (slide: GallerySlide, index: number) =>
    slide.kind === 'diagram'
      ? t('gallery.diagram', { name })
      : t('gallery.image', { name, index: index + 1, count: slides.length });
  return (
    <section className="product-gallery" aria-label={t('gallery.label', { name })}>
      <div className="swiper" ref={swiper.container}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div className="swiper-slide" key={keys[index]}>
              <button
                type="button"
                className="product-gallery__open"
                aria-label={t('gallery.open', { index: index + 1, count: slides.length })}
                onClick={() => setOpen(index)}
              >
                <ProductImage
                  src={slide.src}
                  alt={label(slide, index)}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className="product-gallery__image"
                  data-kind={slide.kind}
                />
              </button>
            </div>
          ))}
        </div>
        <div className="swiper-button-prev" ref={swiper.prev} />
        <div className="swiper-button-next" ref={swiper.next} />
        <div className="swiper-pagination" ref={swiper.pagination} />
      </div>
      {open !== undefined && (
        <Suspense fallback={null}>
          <Lightbox
            name={name}
            slides={slides}
            initial={open}
            label={label}
            onClose={() => setOpen(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
