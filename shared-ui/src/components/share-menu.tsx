import { useEffect, useRef, useState } from 'react';
import { Menu, type MenuItem } from './menu';

export const SHARE_CHANNELS = [
  'copy',
  'facebook',
  'whatsapp',
  'twitter',
  'linkedin',
  'email',
] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** Storefront §9: the copy confirmation shows for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;
export const COPY_CONFIRMATION = 'Link copied to clipboard!';

/** Where each network's share dialog lives, for a URL and a title. */
export function shareHref(channel: Exclude<ShareChannel, 'copy'>, url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

const LABELS: Record<ShareChannel, string> = {
  copy: 'Copy link',
  facebook: 'Facebook',
  whatsapp: 'Whatsapp',
  twitter: 'Twitter',
  linkedin: 'Linkedin',
  email: 'Email',
};

export interface ShareMenuProps {
  url: string;
  title: string;
  /** Called for every share, so the caller can publish its analytics event. */
  onShare?: (channel: ShareChannel) => void;
}

/**
 * Share a page: copy its link ('Link copied to clipboard!' for 2 s, announced), or open a
 * network's share dialog in a new tab.
 */
export function ShareMenu({ url, title, onShare }: ShareMenuProps) {
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function announce(message: string) {
    setNotice(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(''), COPY_CONFIRMATION_MS);
  }

  const items: MenuItem[] = SHARE_CHANNELS.map((channel) =>
    channel === 'copy'
      ? {
          label: LABELS.copy,
          onSelect: () => {
            onShare?.('copy');
            navigator.clipboard.writeText(url).then(
              () => announce(COPY_CONFIRMATION),
              () => announce('The link could not be copied. Copy it from the address bar.'),
            );
          },
        }
      : {
          label: LABELS[channel],
          href: shareHref(channel, url, title),
          onSelect: (event) => {
            onShare?.(channel);
            if (channel === 'email') return;
            event.preventDefault();
            window.open(shareHref(channel, url, title), '_blank', 'noopener,noreferrer');
          },
        },
  );

  return (
    <div className="spec-share">
      <Menu label="Share" items={items} />
      <p className="spec-share__notice" role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
