import type { ElementType, HTMLAttributes, ReactNode } from 'react';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  children: ReactNode;
  /** The element to render: a `label` for a control whose name is not shown, a live `p` ... */
  as?: ElementType;
  htmlFor?: string;
};

/** Content for screen readers only: read aloud, never seen. */
export function VisuallyHidden({ children, as: Tag = 'span', ...rest }: VisuallyHiddenProps) {
  return (
    <Tag className="spec-visually-hidden" {...rest}>
      {children}
    </Tag>
  );
}
