import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { SWIPE_THRESHOLD_PX } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { CtaLink } from './cta-link';
import { HERO_AUTOPLAY_MS } from './section-rules';

function Slide({
  slide,
  first,
  heading: Heading,
}: {
  slide: PageSectionOf<'banner'>['slides'][number];
  first: boolean;
  heading: 'h1' | 'h2';
}) {
  return (
    <div className="content-banner__slide">
      <img
        className="content-banner__image"
        src={slide.image.src}
        alt={slide.image.alt}
        loading={first ? 'eager' : 'lazy'}
        {...(first ? { fetchPriority: 'high' as const } : {})}
      />
      <div className="content-banner__copy">
        <Heading className="content-banner__heading">{slide.heading}</Heading>
        {slide.text && <p className="content-banner__text">{slide.text}</p>}
        {slide.cta && <CtaLink cta={slide.cta} />}
      </div>
    </div>
  );
}

/**
 * A banner: one slide is a hero image; several are the hero slider (autoplay 8 s, paused while
 * the pointer or focus is on it, swipe after 50 px, arrows and dots, announced by its label).
 */
export function BannerSection({
  section,
  headingLevel,
}: {
  section: PageSectionOf<'banner'>;
  headingLevel: 'h1' | 'h2';
}) {
  const t = useMessages();
  const [only] = section.slides;
  if (section.slides.length === 1 && only)
    return (
      <section className="content-banner">
        <Slide slide={only} first heading={headingLevel} />
      </section>
    );
  return (
    <section
      className="content-banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
    >
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
        }}
      >
        {section.slides.map((slide, index) => (
          <SwiperSlide key={`${slide.heading}-${index}`}>
            <Slide slide={slide} first={index === 0} heading={index === 0 ? headingLevel : 'h2'} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
