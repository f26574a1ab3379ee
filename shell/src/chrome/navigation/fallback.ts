import { BRANDS, PRODUCT_FAMILY_LABELS } from '@specify/contracts/catalogue/taxonomy';
import { PRODUCT_FAMILIES, href, type Market } from '@specify/contracts';
import type { FooterSection, MenuItem } from '@specify/contracts/content/client';

/**
 * What the chrome shows when its CMS documents cannot be read: every family and brand from the
 * route table, and the legal links, so a visitor can always move around the site.
 */
export function fallbackMenu(market: Market): MenuItem[] {
  return [
    {
      label: 'Products',
      groups: PRODUCT_FAMILIES.map((family) => ({
        label: PRODUCT_FAMILY_LABELS[family],
        href: href('productFamily', market, { family }),
        links: [],
      })),
    },
    {
      label: 'Brands',
      groups: [
        {
          label: 'Brands',
          links: BRANDS.map((brand) => ({
            label: brand.name,
            href: href('brand', market, { brand: brand.slug }),
          })),
        },
      ],
    },
    { label: 'BIM Library', href: href('bimLibrary', market), groups: [] },
    { label: 'Contact us', href: href('contactUs', market), groups: [] },
  ];
}

export function fallbackFooter(market: Market): FooterSection {
  return {
    type: 'footer',
    columns: [],
    social: [],
    legal: [
      { label: 'Privacy policy', href: href('privacy', market) },
      { label: 'Terms and conditions', href: href('terms', market) },
      { label: 'Disclaimer', href: href('disclaimer', market) },
    ],
    copyright: '© 2026 Specify. All rights reserved.',
  };
}
