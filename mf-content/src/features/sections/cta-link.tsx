import './cta.css';
import type { Cta } from '@specify/contracts/content/page-sections';

/** A call to action in its content colours; site links stay in the page, others open a tab. */
export function CtaLink({ cta }: { cta: Cta }) {
  const external = cta.href.startsWith('https://');
  return (
    <a
      className="content-cta"
      href={cta.href}
      style={{
        ...(cta.background ? { background: cta.background, borderColor: cta.background } : {}),
        ...(cta.color ? { color: cta.color } : {}),
      }}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {cta.label}
    </a>
  );
}
