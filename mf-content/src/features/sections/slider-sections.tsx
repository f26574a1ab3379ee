import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { Dialog, SWIPE_THRESHOLD_PX } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { CARD_SLIDER_MS } from './section-rules';

export function ImageSliderSection({ section }: { section: PageSectionOf<'image-slider'> }) {
  const t = useMessages();
  return (
    <section className="content-slider">
      {section.heading && <h2>{section.heading}</h2>}
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation]}
        autoplay={{ delay: CARD_SLIDER_MS, pauseOnMouseEnter: true }}
        threshold={SWIPE_THRESHOLD_PX}
        navigation
        spaceBetween={16}
        slidesPerView={1.2}
        breakpoints={{ 600: { slidesPerView: 2 }, 1024: { slidesPerView: 4 } }}
        a11y={{ prevSlideMessage: t('sliders.previous'), nextSlideMessage: t('sliders.next') }}
      >
        {section.slides.map((slide, index) => (
          <SwiperSlide key={`${slide.image.src}-${index}`}>
            <figure className="content-slider__figure">
              <img src={slide.image.src} alt={slide.image.alt} loading="lazy" />
              {slide.caption && (
                <figcaption>
                  {slide.href ? <a href={slide.href}>{slide.caption}</a> : slide.caption}
                </figcaption>
              )}
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/**
 * Our Story's timeline: four entries in view from 1024 px, a vertical list below (CSS); an
 * entry's picture opens a looped carousel of every entry in a modal.
 */
export function TimelineSection({ section }: { section: PageSectionOf<'timeline'> }) {
  const t = useMessages();
  const [open, setOpen] = useState<number>();
  return (
    <section className="content-timeline">
      <h2>{section.heading}</h2>
      <ol className="content-timeline__list">
        {section.entries.map((entry, index) => (
          <li key={entry.year + entry.title} className="content-timeline__entry">
            <button
              type="button"
              className="content-timeline__open"
              aria-label={t('timeline.open', { year: entry.year, title: entry.title })}
              onClick={() => setOpen(index)}
            >
              <img src={entry.image.src} alt="" loading="lazy" />
            </button>
            <p className="content-timeline__year">{entry.year}</p>
            <h3>{entry.title}</h3>
            <p>{entry.text}</p>
          </li>
        ))}
      </ol>
      <Dialog
        open={open !== undefined}
        onClose={() => setOpen(undefined)}
        title={t('timeline.carousel')}
        size="lg"
      >
        <div className="content-timeline__carousel">
          <Swiper
            modules={[A11y, Keyboard, Navigation]}
            initialSlide={open ?? 0}
            loop
            navigation
            keyboard={{ enabled: true }}
            a11y={{ prevSlideMessage: t('sliders.previous'), nextSlideMessage: t('sliders.next') }}
          >
            {section.entries.map((entry) => (
              <SwiperSlide key={entry.year + entry.title}>
                <figure className="content-timeline__figure">
                  <img src={entry.image.src} alt={entry.image.alt} />
                  <figcaption>
                    <strong>{entry.year}</strong> {entry.title}
                  </figcaption>
                </figure>
              </SwiperSlide>
            ))}
          </Swiper>
        </div>
      </Dialog>
    </section>
  );
}
