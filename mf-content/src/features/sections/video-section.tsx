import { lazy, Suspense, useEffect, useState } from 'react';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { useMessages } from '../../i18n/messages';
import { useEventBus } from '../../lib/event-bus';
import { youtubeId } from './section-rules';
import { LazyImage } from './lazy-image';

const VideoModal = lazy(() => import('./video-modal'));

/** A video thumbnail with a play button; only YouTube watch links play (storefront §5). */
export function VideoCard({
  title,
  url,
  thumbnail,
}: {
  title: string;
  url: string;
  thumbnail: { src: string; alt: string };
}) {
  const t = useMessages();
  const bus = useEventBus();
  const [open, setOpen] = useState(false);
  const id = youtubeId(url);
  useEffect(() => {
    if (!id) console.error(`Invalid video URL: ${url}. Only YouTube watch links can play.`);
  }, [id, url]);
  if (!id) return null;
  return (
    <>
      <button
        type="button"
        className="content-video"
        onClick={() => {
          setOpen(true);
          bus.publish('analytics:event', {
            event: 'video_play',
            params: { video_id: id, video_title: title },
          });
        }}
        aria-label={t('video.play', { title })}
      >
        <LazyImage src={thumbnail.src} alt="" />
        <span className="content-video__play" aria-hidden="true">
          ▶
        </span>
        <span className="content-video__title">{title}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <VideoModal videoId={id} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function VideoSection({ section }: { section: PageSectionOf<'video'> }) {
  return (
    <section className="content-video-section">
      <VideoCard title={section.title} url={section.url} thumbnail={section.thumbnail} />
    </section>
  );
}

export function MediaVideosSection({ section }: { section: PageSectionOf<'media-videos'> }) {
  const t = useMessages();
  return (
    <section className="content-videos">
      <h2>{t('videos.heading')}</h2>
      <ul className="content-grid" data-columns="3">
        {section.items.map((item) => (
          <li key={item.url}>
            <VideoCard title={item.title} url={item.url} thumbnail={item.thumbnail} />
          </li>
        ))}
      </ul>
    </section>
  );
}
