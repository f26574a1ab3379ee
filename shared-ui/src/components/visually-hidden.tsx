import type { ElementType, ReactNode } from 'react';

/** Text for screen readers only: read aloud, never seen. */
export function VisuallyHidden({
  children,
  as: Tag = 'span',
}: {
  children: ReactNode;
  as?: ElementType;
}) {
  return <Tag className="spec-visually-hidden">{children}</Tag>;
}
