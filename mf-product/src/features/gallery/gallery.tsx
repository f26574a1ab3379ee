import { lazy, Suspense, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
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
 * The product gallery: swiper slides of the images and line diagrams, arrows above 1024 px, dots
 * and swipe everywhere; a slide opens the lightbox with zoom. A broken picture shows the
 * placeholder.
 */
export function Gallery({ name, slides }: GalleryProps) {
  const t = useMessages();
  const [open, setOpen] = useState<number>();
  const label = (slide: GallerySlide, index: number) =>
    slide.kind === 'diagram'
      ? t('gallery.diagram', { name })
      : t('gallery.image', { name, index: index + 1, count: slides.length });
  return (
    <section className="product-gallery" aria-label={t('gallery.label', { name })}>
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        navigation={{ enabled: false }}
        breakpoints={{ [ARROWS_ABOVE_PX + 1]: { navigation: { enabled: true } } }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('gallery.previous'),
          nextSlideMessage: t('gallery.next'),
        }}
        threshold={SWIPE_THRESHOLD_PX}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={`${slide.src}-${index}`}>
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
          </SwiperSlide>
        ))}
      </Swiper>
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
