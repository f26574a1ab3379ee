import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { CtaLink } from './cta-link';

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
