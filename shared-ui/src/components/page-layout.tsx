import type { ElementType, HTMLAttributes, ReactNode } from 'react';

export type PageWidthProps = HTMLAttributes<HTMLElement> & {
  children?: ReactNode;
  as?: ElementType;
};

/** The page's content column: at most 1440 px wide, centred, with the responsive gutter. */
export function PageWidth({ as: Tag = 'div', className, ...rest }: PageWidthProps) {
  return <Tag className={['spec-page', className].filter(Boolean).join(' ')} {...rest} />;
}

/** The first focusable element of a page: jumps keyboard users past the chrome to `#target`. */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a className="spec-skip-link" href={`#${target}`}>
      {children}
    </a>
  );
}
