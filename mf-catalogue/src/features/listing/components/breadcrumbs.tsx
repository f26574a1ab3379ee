import type { Market } from '@specify/contracts';
import { href, hrefOfPath, splitMarket } from '@specify/contracts';
import { BRANDS } from '@specify/contracts/catalogue/taxonomy';

const NOT_LINKED = ['products', 'brands', 'solutions', 'sectors', 'tools-resources'];

/** Dashes become spaces; compliance codes and BIM keep their capitals, brands their names. */
function crumbLabel(segment: string, parent: string | undefined): string {
  if (segment === 'tools-resources') return 'Tools & Resources';
  const brand = parent === 'brands' && BRANDS.find((entry) => entry.slug === segment);
  if (brand) return brand.name;
  return decodeURIComponent(segment)
    .replace(/-/g, ' ')
    .replace(/^(as14281|nz4121|bim)\b/i, (prefix) => prefix.toUpperCase());
}

/**
 * Breadcrumbs from path segments (spec §2 "Global widgets"). Products, brands, solutions, sectors
 * and tools-resources crumbs are not links; a brand page's own crumb links to the brand page.
 * Links come from the route table, so a crumb no route owns is text, never a dead link.
 */
export function Breadcrumbs({ pathname, market }: { pathname: string; market: Market }) {
  const segments = splitMarket(pathname).rest.split('/').filter(Boolean);
  return (
    <nav aria-label="Breadcrumb" className="catalogue-crumbs">
      <ol>
        <li>
          <a href={href('home', market)}>Home</a>
        </li>
        {segments.map((segment, index) => {
          const parent = segments[index - 1];
          const label = crumbLabel(segment, parent);
          const last = index === segments.length - 1;
          const brandCrumb = parent === 'brands';
          const linkable =
            brandCrumb || (!last && !NOT_LINKED.some((word) => segment.includes(word)));
          const link = linkable
            ? hrefOfPath(`/${segments.slice(0, index + 1).join('/')}`, market)
            : undefined;
          return (
            <li key={`${index}-${segment}`}>
              {link ? (
                <a href={link} aria-current={last ? 'page' : undefined}>
                  {label}
                </a>
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
