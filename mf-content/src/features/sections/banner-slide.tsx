import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import './banner.css';
import { CtaLink } from './cta-link';
import { LazyImage } from './lazy-image';

/** One slide of a banner: its picture, with the heading, text and call to action over it. */
export function BannerSlide({
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
      {first ? (
        // The hero, the page's largest paint: fetched at once and before anything else.
        <img
          className="content-banner__image"
          src={slide.image.src}
          alt={slide.image.alt}
          fetchPriority="high"
        />
      ) : (
        <LazyImage className="content-banner__image" src={slide.image.src} alt={slide.image.alt} />
      )}
      <div className="content-banner__copy">
        {slide.heading && <Heading className="content-banner__heading">{slide.heading}</Heading>}
        {slide.text && <p className="content-banner__text">{slide.text}</p>}
        {slide.cta && <CtaLink cta={slide.cta} />}
      </div>
    </div>
  );
}
