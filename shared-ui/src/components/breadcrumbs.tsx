import { href, hrefOfPath, splitMarket, type Market } from '@specify/contracts';
import { segmentLabel } from '@specify/contracts/catalogue/listing-rules';

/** Crumbs containing these words are never links (storefront §2 "Breadcrumbs"). */
const NOT_LINKED = ['products', 'brands', 'solutions', 'sectors', 'tools-resources'];
/** The one range word crumbs spell with its macron (storefront §3 "Range display names"). */
const MACRON_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [[/\bturoa\b/gi, 'Tūroa']];
/** Media pages start with a fixed 'Media' crumb. */
const MEDIA_SECTIONS = ['case-studies', 'product-releases'];

export interface Crumb {
  label: string;
  /** Absent for a crumb that is text: not linkable, or no route owns its path. */
  href?: string;
  current: boolean;
}

/**
 * A segment the catalogue names reads by that name ('baths-l2' → 'Baths'); any other segment's
 * dashes become spaces, its first letter a capital, compliance codes and BIM in capitals.
 */
function crumbLabel(segment: string, parent: string | undefined): string {
  if (segment === 'tools-resources') return 'Tools & Resources';
  const named = segmentLabel(segment, parent);
  if (named) return named;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as written.
  }
  return decoded
    .replace(/-/g, ' ')
    .replace(/^(as14281|nz4121|bim)\b/i, (prefix) => prefix.toUpperCase())
    .replace(/^\w/, (letter) => letter.toUpperCase());
}

/** A crumb's label as shown: range words in their macron spelling, whoever built the trail. */
function crumbText(label: string): string {
  return MACRON_SPELLINGS.reduce((text, [word, spelling]) => text.replace(word, spelling), label);
}

/**
 * The crumbs of a path (storefront §2): Home, then one per segment. Products, brands, solutions,
 * sectors and tools-resources crumbs are text; a brand page's brand crumb links to the brand page;
 * media pages start with 'Media'; on nz the experience-centres crumb is not linked. Links come
 * from the route table, so a crumb no route owns is text, never a dead link.
 */
export function breadcrumbsOf(pathname: string, market: Market): Crumb[] {
  const segments = splitMarket(pathname).rest.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', href: href('home', market), current: false }];
  if (segments[0] && MEDIA_SECTIONS.includes(segments[0]))
    crumbs.push({ label: 'Media', current: false });
  segments.forEach((segment, index) => {
    const parent = segments[index - 1];
    const last = index === segments.length - 1;
    const brandCrumb = parent === 'brands';
    const nzCentres = market === 'nz' && segment === 'experience-centres';
    const linkable =
      brandCrumb || (!last && !nzCentres && !NOT_LINKED.some((word) => segment.includes(word)));
    crumbs.push({
      label: crumbLabel(segment, parent),
      href: linkable ? hrefOfPath(`/${segments.slice(0, index + 1).join('/')}`, market) : undefined,
      current: last,
    });
  });
  return crumbs;
}

/** The breadcrumb trail of the current page, as a labelled navigation landmark. */
export function Breadcrumbs({ pathname, market }: { pathname: string; market: Market }) {
  return <BreadcrumbTrail crumbs={breadcrumbsOf(pathname, market)} />;
}

/** A trail a screen builds itself (a product's category path, the BIM library). */
export function BreadcrumbTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="spec-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href ? (
              <a href={crumb.href} aria-current={crumb.current ? 'page' : undefined}>
                {crumbText(crumb.label)}
              </a>
            ) : (
              <span aria-current={crumb.current ? 'page' : undefined}>
                {crumbText(crumb.label)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
