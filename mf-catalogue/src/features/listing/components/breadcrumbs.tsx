import type { Market } from '@specify/contracts';
import { href, splitMarket } from '@specify/contracts';

const NOT_LINKED = ['products', 'brands', 'solutions', 'sectors', 'tools-resources'];

function crumbLabel(segment: string): string {
  if (segment === 'tools-resources') return 'Tools & Resources';
  return decodeURIComponent(segment).replace(/-/g, ' ');
}

/** Breadcrumbs from path segments (spec §2 "Global widgets"): dashes become spaces. */
export function Breadcrumbs({ pathname, market }: { pathname: string; market: Market }) {
  const segments = splitMarket(pathname).rest.split('/').filter(Boolean);
  return (
    <nav aria-label="Breadcrumb" className="catalogue-crumbs">
      <ol>
        <li>
          <a href={href('home', market)}>Home</a>
        </li>
        {segments.map((segment, index) => {
          const label = crumbLabel(segment);
          const last = index === segments.length - 1;
          const linked = !last && !NOT_LINKED.some((word) => segment.includes(word));
          return (
            <li key={`${index}-${segment}`}>
              {linked ? (
                <a href={`/${market}/${segments.slice(0, index + 1).join('/')}/`}>{label}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
