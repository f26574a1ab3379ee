import { BRANDS, PRODUCT_FAMILY_LABELS } from '@specify/contracts/catalogue/taxonomy';
import { PRODUCT_FAMILIES, href, type Market } from '@specify/contracts';
import type { FooterSection, MenuItem } from '@specify/contracts/content/client';
import type { Messages } from '../../i18n/intl';

/**
 * What the chrome shows when its CMS documents cannot be read: every family and brand from the
 * route table, and the legal links, so a visitor can always move around the site. The chrome's
 * own words come from its catalogue (`t`); family and brand names are the contracts' own.
 */
export function fallbackMenu(market: Market, t: Messages): MenuItem[] {
  return [
    {
      label: t('nav.fallback.products'),
      groups: PRODUCT_FAMILIES.map((family) => ({
        label: PRODUCT_FAMILY_LABELS[family],
        href: href('productFamily', market, { family }),
        links: [],
      })),
    },
    {
      label: t('nav.fallback.brands'),
      groups: [
        {
          label: t('nav.fallback.brands'),
          links: BRANDS.map((brand) => ({
            label: brand.name,
            href: href('brand', market, { brand: brand.slug }),
          })),
        },
      ],
    },
    { label: t('nav.fallback.bimLibrary'), href: href('bimLibrary', market), groups: [] },
    { label: t('nav.fallback.contactUs'), href: href('contactUs', market), groups: [] },
  ];
}

export function fallbackFooter(market: Market, t: Messages): FooterSection {
  return {
    type: 'footer',
    columns: [],
    social: [],
    legal: [
      { label: t('footer.fallback.privacy'), href: href('privacy', market) },
      { label: t('footer.fallback.terms'), href: href('terms', market) },
      { label: t('footer.fallback.disclaimer'), href: href('disclaimer', market) },
    ],
    copyright: t('footer.fallback.copyright'),
  };
}
