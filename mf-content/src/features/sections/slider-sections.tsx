import { useState, type CSSProperties } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { Dialog, SWIPE_THRESHOLD_PX, minWidth, useMediaQuery, type Breakpoint } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { CARD_SLIDER_MS } from './section-rules';
import { LazyImage } from './lazy-image';

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
              <LazyImage src={slide.image.src} alt={slide.image.alt} />
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

type TimelineEntry = PageSectionOf<'timeline'>['entries'][number];

/** Our Story's timeline shows four entries at a time from 1024 px (storefront §2). */
export const TIMELINE_PER_VIEW = 4;
const TIMELINE_WIDE: Breakpoint = 1024;

function Entry({
  entry,
  shown = true,
  onOpen,
}: {
  entry: TimelineEntry;
  shown?: boolean;
  onOpen: () => void;
}) {
  const t = useMessages();
  return (
    // Entries scrolled out of the row are out of reach too: not read, not focusable.
    <li className="content-timeline__entry" aria-hidden={!shown || undefined} inert={!shown}>
      <button
        type="button"
        className="content-timeline__open"
        aria-label={t('timeline.open', { year: entry.year, title: entry.title })}
        onClick={onOpen}
      >
        <LazyImage src={entry.image.src} alt="" />
      </button>
      <p className="content-timeline__year">{entry.year}</p>
      <h3>{entry.title}</h3>
      <p>{entry.text}</p>
    </li>
  );
}

/** The wide timeline: a row of four that moves one entry per Previous or Next. */
function TimelineRow({
  section,
  onOpen,
}: {
  section: PageSectionOf<'timeline'>;
  onOpen: (index: number) => void;
}) {
  const t = useMessages();
  const [start, setStart] = useState(0);
  const last = Math.max(0, section.entries.length - TIMELINE_PER_VIEW);
  return (
    <div className="content-timeline__slider">
      <div className="content-timeline__viewport">
        <ol
          className="content-timeline__list"
          data-layout="row"
          style={{ '--timeline-start': start } as CSSProperties}
        >
          {section.entries.map((entry, index) => (
            <Entry
              key={entry.year + entry.title}
              entry={entry}
              shown={index >= start && index < start + TIMELINE_PER_VIEW}
              onOpen={() => onOpen(index)}
            />
          ))}
        </ol>
      </div>
      {last > 0 && (
        <div className="content-timeline__controls">
          <button
            type="button"
            className="content-timeline__step"
            aria-label={t('sliders.previous')}
            disabled={start === 0}
            onClick={() => setStart((current) => Math.max(0, current - 1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="content-timeline__step"
            aria-label={t('sliders.next')}
            disabled={start >= last}
            onClick={() => setStart((current) => Math.min(last, current + 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** Every entry in a modal carousel that loops, opened at the entry whose picture was clicked. */
function TimelineCarousel({
  entries,
  initial,
  onClose,
}: {
  entries: TimelineEntry[];
  initial: number;
  onClose: () => void;
}) {
  const t = useMessages();
  const [active, setActive] = useState(initial);
  const entry = entries[active];
  return (
    <Dialog open onClose={onClose} title={t('timeline.carousel')} size="lg">
      <div className="content-timeline__carousel">
        <Swiper
          modules={[A11y, Keyboard, Navigation]}
          initialSlide={initial}
          loop
          navigation
          keyboard={{ enabled: true }}
          threshold={SWIPE_THRESHOLD_PX}
          a11y={{ prevSlideMessage: t('sliders.previous'), nextSlideMessage: t('sliders.next') }}
          onSlideChange={(swiper) => setActive(swiper.realIndex)}
        >
          {entries.map((slide) => (
            <SwiperSlide key={slide.year + slide.title}>
              <img
                className="content-timeline__picture"
                src={slide.image.src}
                alt={slide.image.alt}
              />
            </SwiperSlide>
          ))}
        </Swiper>
        {entry && (
          <p className="content-timeline__caption" role="status">
            <strong>{entry.year}</strong> {entry.title}{' '}
            <span className="content-timeline__count">
              {t('timeline.count', { index: active + 1, count: entries.length })}
            </span>
          </p>
        )}
      </div>
    </Dialog>
  );
}

/**
 * Our Story's timeline: four entries in a row that slides from 1024 px, a vertical list below;
 * an entry's picture opens a looped carousel of every entry in a modal.
 */
export function TimelineSection({ section }: { section: PageSectionOf<'timeline'> }) {
  const wide = useMediaQuery(minWidth(TIMELINE_WIDE));
  const [open, setOpen] = useState<number>();
  return (
    <section className="content-timeline">
      <h2>{section.heading}</h2>
      {wide ? (
        <TimelineRow section={section} onOpen={setOpen} />
      ) : (
        <ol className="content-timeline__list" data-layout="column">
          {section.entries.map((entry, index) => (
            <Entry key={entry.year + entry.title} entry={entry} onOpen={() => setOpen(index)} />
          ))}
        </ol>
      )}
      {open !== undefined && (
        <TimelineCarousel
          entries={section.entries}
          initial={open}
          onClose={() => setOpen(undefined)}
        />
      )}
    </section>
  );
}
