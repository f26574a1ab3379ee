import { MARKETS, PRODUCT_FAMILIES, SECTORS, href, type Market } from '@specify/contracts';
import { BRANDS, PRODUCT_FAMILY_LABELS } from '@specify/contracts/catalogue/taxonomy';
import type { MenuItem } from '@specify/contracts/content/client';
import type { ContentDocumentInput } from '@specify/contracts/content/model';
import { SECTOR_FILTERS } from '@specify/contracts/catalogue/listing-rules';
import { SOLUTION_FILTERS } from '@specify/contracts/search/facets';
import { buildCategories } from './categories';

/** Each sector's display name by its slug ('retail-hospitality' → 'Retail & hospitality'). */
export const SECTOR_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(SECTOR_FILTERS).map(([slug, sector]) => [slug, sector.label]),
);

/** Solutions a market offers: each compliance standard only where it applies. */
export function solutionsOf(market: Market) {
  return Object.entries(SOLUTION_FILTERS).filter(([slug]) =>
    market === 'nz' ? !slug.startsWith('as14281') : !slug.startsWith('nz4121'),
  );
}

/** The publications both the menu and the footer list. */
function publicationLinks(market: Market) {
  return [
    { label: 'Industry Papers', href: href('industryPapers', market) },
    { label: 'Case Studies', href: href('caseStudies', market, {}) },
    { label: 'Product Releases', href: href('productReleases', market, {}) },
  ];
}

function navigationItems(market: Market): MenuItem[] {
  const categories = buildCategories();
  return [
    {
      label: 'Products',
      groups: PRODUCT_FAMILIES.map((family) => ({
        label: PRODUCT_FAMILY_LABELS[family],
        href: href('productFamily', market, { family }),
        links: categories
          .filter((category) => category.parentId === `cat-${family}`)
          .slice(0, 12)
          .map((category) => ({
            label: category.name['en-AU'] ?? category.slug,
            href: href('productFamily', market, { family, category: [category.slug] }),
          })),
      })),
    },
    {
      label: 'Brands',
      groups: [
        {
          label: 'Our brands',
          links: BRANDS.map((brand) => ({
            label: brand.name,
            href: href('brand', market, { brand: brand.slug }),
          })),
        },
      ],
    },
    {
      label: 'Solutions',
      groups: [
        {
          label: 'Solutions',
          links: solutionsOf(market).map(([slug, { label }]) => ({
            label,
            href: href('solution', market, { solution: slug }),
          })),
        },
      ],
    },
    {
      label: 'Sectors',
      groups: [
        {
          label: 'Sectors',
          links: Object.values(SECTORS).map((slug) => ({
            label: SECTOR_NAMES[slug] ?? slug,
            href: href('sector', market, { sector: slug }),
          })),
        },
      ],
    },
    {
      label: 'Tools & Resources',
      groups: [
        {
          label: 'Tools',
          links: [
            { label: 'BIM Library', href: href('bimLibrary', market) },
            { label: 'Project Builder', href: href('projectDashboard', market) },
          ],
        },
        {
          label: 'Resources',
          links: [
            { label: 'Warranty', href: href('warranty', market) },
            ...publicationLinks(market),
          ],
        },
      ],
    },
    {
      label: 'About',
      groups: [
        {
          label: 'About Specify',
          links: [
            { label: 'Our Story', href: href('ourStory', market) },
            { label: 'Experience Centres', href: href('experienceCentres', market) },
            { label: 'Contact Us', href: href('contactUs', market) },
          ],
        },
      ],
    },
  ];
}

function footerDocument(market: Market): ContentDocumentInput {
  return {
    market,
    slug: 'footer',
    title: 'Footer',
    sections: [
      {
        type: 'footer',
        columns: [
          {
            heading: 'Products',
            links: PRODUCT_FAMILIES.map((family) => ({
              label: PRODUCT_FAMILY_LABELS[family],
              href: href('productFamily', market, { family }),
            })),
          },
          {
            heading: 'Resources',
            links: [
              { label: 'BIM Library', href: href('bimLibrary', market) },
              ...publicationLinks(market),
            ],
          },
          {
            heading: 'Company',
            links: [
              { label: 'Our Story', href: href('ourStory', market) },
              { label: 'Experience Centres', href: href('experienceCentres', market) },
            ],
          },
          {
            heading: 'Help',
            links: [
              { label: 'Contact Us', href: href('contactUs', market) },
              { label: 'Warranty', href: href('warranty', market) },
              { label: 'My Account', href: href('myAccount', market) },
            ],
          },
        ],
        social: [
          { network: 'facebook', href: 'https://www.facebook.com/specify' },
          { network: 'instagram', href: 'https://www.instagram.com/specify' },
          { network: 'linkedin', href: 'https://www.linkedin.com/company/specify' },
          { network: 'youtube', href: 'https://www.youtube.com/@specify' },
        ],
        legal: [
          { label: 'Privacy Policy', href: href('privacy', market) },
          { label: 'Terms and Conditions', href: href('terms', market) },
          { label: 'Disclaimer', href: href('disclaimer', market) },
        ],
        copyright: '© 2026 Specify. All rights reserved.',
      },
    ],
  };
}

/** The chrome's CMS documents, `navigation` and `footer`, for both markets. */
export function generateChromeContent(): ContentDocumentInput[] {
  return MARKETS.flatMap((market) => [
    {
      market,
      slug: 'navigation',
      title: 'Main menu',
      sections: [{ type: 'navigation' as const, items: navigationItems(market) }],
    },
    footerDocument(market),
  ]);
}
