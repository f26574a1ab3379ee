import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { EventBus, Market, Project } from '@specify/contracts';
import { ShareMenu, VisuallyHidden } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { fetchShareLink } from '../api/share-link';

/**
 * 'Share' on the summary (project-builder.md §2, §8): the share menu (copy link, Facebook,
 * Whatsapp, Twitter, Linkedin, Email) with the project's share link. The link carries a token the
 * platform makes on first ask, so it is asked for when Share is first opened, not before: the
 * first press waits for it, then opens the menu with the link in place.
 */
export function ShareButton({
  project,
  market,
  bus,
}: {
  project: Project;
  market: Market;
  bus: EventBus;
}) {
  const t = useMessages();
  const [url, setUrl] = useState<string>();
  const [state, setState] = useState<'idle' | 'fetching' | 'failed'>('idle');
  const frame = useRef<HTMLDivElement>(null);
  const openWhenReady = useRef(false);

  useEffect(() => {
    if (!url || !openWhenReady.current) return;
    openWhenReady.current = false;
    frame.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')?.click();
  }, [url]);

  /** Holds back the menu button's first press (click, Enter, Space, arrows) until the link is in. */
  function holdUntilLink(event: SyntheticEvent) {
    if (url) return;
    if (!(event.target instanceof Element) || !event.target.closest('[aria-haspopup="menu"]'))
      return;
    event.preventDefault();
    event.stopPropagation();
    if (state === 'fetching') return;
    setState('fetching');
    fetchShareLink(project, market).then(
      (link) => {
        openWhenReady.current = true;
        setState('idle');
        setUrl(link);
      },
      (error: unknown) => {
        console.error(`The share link of project ${project.id} could not be made.`, error);
        setState('failed');
      },
    );
  }

  return (
    <div
      ref={frame}
      className="builder-summary-share"
      onClickCapture={holdUntilLink}
      onKeyDownCapture={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') holdUntilLink(event);
      }}
    >
      <ShareMenu
        url={url ?? ''}
        title={project.projectName}
        onShare={(method) =>
          bus.publish('analytics:event', {
            event: 'share',
            params: { method, content_type: 'project', item_id: project.id },
          })
        }
      />
      <VisuallyHidden as="p" role="status">
        {state === 'fetching' ? t('summary.share.preparing') : ''}
      </VisuallyHidden>
      {state === 'failed' && (
        <p className="builder-summary-share__problem" role="alert">
          {t('summary.share.failed')}
        </p>
      )}
    </div>
  );
}
