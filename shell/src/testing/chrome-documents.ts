import { href, type Market } from '@specify/contracts';
import type { ContentDocument } from '@specify/contracts/content/client';

/** A small navigation document shaped like the seeded one. */
export function navigationDocument(market: Market): ContentDocument {
  return {
    market,
    slug: 'navigation',
    title: 'Main menu',
    version: 3,
    publishedAt: '2026-11-01T00:00:00.000Z',
    sections: [
      {
        type: 'navigation',
        items: [
          {
            label: 'Products',
            groups: [
              {
                label: 'Tapware',
                href: href('productFamily', market, { family: 'tapware' }),
                links: [
                  {
                    label: 'Basin Mixers',
                    href: href('productFamily', market, {
                      family: 'tapware',
                      category: ['basin-mixers'],
                    }),
                  },
                ],
              },
              {
                label: 'Baths',
                href: href('productFamily', market, { family: 'baths' }),
                links: [],
              },
            ],
          },
          {
            label: 'Brands',
            groups: [
              {
                label: 'Brands',
                links: [{ label: 'Methven', href: href('brand', market, { brand: 'methven' }) }],
              },
            ],
          },
          { label: 'BIM Library', href: href('bimLibrary', market), groups: [] },
        ],
      },
    ],
  };
}

export function footerDocument(market: Market): ContentDocument {
  return {
    market,
    slug: 'footer',
    title: 'Footer',
    version: 1,
    publishedAt: '2026-11-01T00:00:00.000Z',
    sections: [
      {
        type: 'footer',
        columns: [
          {
            heading: 'Resources',
            links: [{ label: 'Warranty', href: href('warranty', market) }],
          },
        ],
        social: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/specify' }],
        legal: [{ label: 'Privacy policy', href: href('privacy', market) }],
        copyright: '© 2026 Specify. All rights reserved.',
      },
    ],
  };
}
