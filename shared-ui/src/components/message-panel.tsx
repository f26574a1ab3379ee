import type { ReactNode } from 'react';

/** The pictures a message panel can carry, drawn here so every remote shows the same ones. */
const ICONS = {
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  heart: <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />,
  cart: (
    <>
      <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.2L20 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.25" />
      <circle cx="17" cy="19.5" r="1.25" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
} as const;

export type MessagePanelIcon = keyof typeof ICONS;

export interface MessagePanelProps {
  icon: MessagePanelIcon;
  title: ReactNode;
  /** h1 when the panel is the page (verify, not found); h2 under a page's own title. */
  headingLevel?: 'h1' | 'h2';
  titleId?: string;
  children?: ReactNode;
  /** The ways on: buttons or links, the first one primary. */
  actions?: ReactNode;
}

/**
 * A page's one message with its picture, words and ways on: an empty wishlist or cart, "verify
 * your email", a page not found. One look for every state that has nothing else to show.
 */
export function MessagePanel({
  icon,
  title,
  headingLevel = 'h2',
  titleId,
  children,
  actions,
}: MessagePanelProps) {
  const Heading = headingLevel;
  return (
    <div className="spec-message-panel">
      <svg
        className="spec-message-panel__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {ICONS[icon]}
      </svg>
      <Heading id={titleId} className="spec-message-panel__title">
        {title}
      </Heading>
      {children && <div className="spec-message-panel__body">{children}</div>}
      {actions && <div className="spec-message-panel__actions">{actions}</div>}
    </div>
  );
}
