import { lazy, Suspense, useEffect, useState } from 'react';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { useMessages } from '../../i18n/messages';
import { BannerSlide } from './banner-slide';
import { HERO_AUTOPLAY_MS } from './section-rules';

// Swiper is a third of the home's JS and nothing of its first paint: the hero shows its first
// slide as plain markup, and the slider loads when someone reaches for it or its first turn is due.
const BannerCarousel = lazy(() =>
  import('./banner-carousel').then((module) => ({ default: module.BannerCarousel })),
);

type Wanted = 'no' | 'by the visitor' | 'for its first turn';

/**
 * A banner: one slide is a hero image; several are the hero slider, which loads on the first
 * pointer, touch or focus on it, or when its first 8 s are up.
 */
export function BannerSection({
  section,
  headingLevel,
}: {
  section: PageSectionOf<'banner'>;
  headingLevel: 'h1' | 'h2';
}) {
  const t = useMessages();
  const [wanted, setWanted] = useState<Wanted>('no');
  const [first] = section.slides;
  const sliding = section.slides.length > 1;

  useEffect(() => {
    if (!sliding || wanted !== 'no') return;
    const timer = setTimeout(() => setWanted('for its first turn'), HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [sliding, wanted]);

  if (!first) return null;
  const still = <BannerSlide slide={first} first heading={headingLevel} />;
  if (!sliding) return <section className="content-banner">{still}</section>;

  const want = () => setWanted((current) => (current === 'no' ? 'by the visitor' : current));
  return (
    <section
      className="content-banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      {wanted === 'no' ? (
        still
      ) : (
        <Suspense fallback={still}>
          <BannerCarousel
            section={section}
            headingLevel={headingLevel}
            turnNow={wanted === 'for its first turn'}
          />
        </Suspense>
      )}
    </section>
  );
}
