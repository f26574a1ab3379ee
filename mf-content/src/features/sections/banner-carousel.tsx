import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { SWIPE_THRESHOLD_PX } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { BannerSlide } from './banner-slide';
import { HERO_AUTOPLAY_MS } from './section-rules';

/**
 * The hero slider (autoplay 8 s, paused while the pointer or focus is on it, swipe after 50 px,
 * arrows and dots, announced by its label). `turnNow`: it arrives when the first turn is due, so
 * it turns at once rather than 8 s later.
 */
export function BannerCarousel({
  section,
  headingLevel,
  turnNow,
}: {
  section: PageSectionOf<'banner'>;
  headingLevel: 'h1' | 'h2';
  turnNow: boolean;
}) {
  const t = useMessages();
  return (
    <Swiper
      modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
      autoplay={{ delay: HERO_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
      threshold={SWIPE_THRESHOLD_PX}
      loop
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        prevSlideMessage: t('banner.previous'),
        nextSlideMessage: t('banner.next'),
        slideLabelMessage: t('banner.slide', { index: '{{index}}', count: '{{slidesLength}}' }),
      }}
      onSwiper={(swiper) => {
        // Focus inside the slider pauses it too, so a keyboard user can read a slide.
        swiper.el.addEventListener('focusin', () => swiper.autoplay.stop());
        swiper.el.addEventListener('focusout', () => swiper.autoplay.start());
        if (turnNow) swiper.slideNext();
      }}
    >
      {section.slides.map((slide, index) => (
        <SwiperSlide key={`${slide.image.src}-${index}`}>
          <BannerSlide
            slide={slide}
            first={index === 0}
            heading={index === 0 ? headingLevel : 'h2'}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
