import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { ReactNode } from 'react';

/** A link in content: a site path or an http(s) URL keeps its anchor; anything else is text. */
function SafeLink({ href, children }: { href?: string; children?: ReactNode }) {
  const target = href?.trim() ?? '';
  // mailto anchors are stripped to plain text (storefront §5); so is any other scheme.
  if (!/^(\/(?!\/)|https?:\/\/|#)/i.test(target)) return <>{children}</>;
  const external = /^https?:\/\//i.test(target);
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** A picture from content: only site paths and https, never a data: or javascript: URL. */
function SafeImage({ src, alt }: { src?: string; alt?: string }) {
  if (!src || !/^(\/(?!\/)|https:\/\/)/i.test(src.trim())) return null;
  return <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" />;
}

export interface SafeMarkdownProps {
  children: string;
  /** Heading levels in the copy move under the screen's own (h1 → h3 ... by default). */
  headingOffset?: 1 | 2 | 3;
  className?: string;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * Markdown from the CMS or the catalogue, rendered inert: raw HTML is never parsed (no script,
 * iframe or on* handler reaches the DOM), links keep only site, http(s) and # targets (a mailto
 * or javascript: anchor is its text), images only site and https sources.
 */
export function SafeMarkdown({ children, headingOffset = 2, className }: SafeMarkdownProps) {
  const overrides: MarkdownToJSX.Overrides = { a: SafeLink, img: SafeImage };
  HEADINGS.forEach((tag, index) => {
    overrides[tag] = {
      component: HEADINGS[Math.min(index + headingOffset, HEADINGS.length - 1)] ?? 'h6',
    };
  });
  return (
    <div className={className}>
      <Markdown options={{ forceBlock: true, disableParsingRawHTML: true, overrides }}>
        {children}
      </Markdown>
    </div>
  );
}
