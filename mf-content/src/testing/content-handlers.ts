// MSW fixtures of the CMS documents and the contact actions: for jest (content-server.ts) and the
// standalone harness in the browser, so nothing here may import msw/node.
import { http, HttpResponse } from 'msw';
import type { AltchaChallenge, CaptchaKind, ContactFormData, Market } from '@specify/contracts';
import {
  CONTACT_MESSAGES,
  MARKET_DEFINITIONS,
  MARKET_HEADER,
  captchaFailedMessage,
  validateContactForm,
} from '@specify/contracts';
import { SLIDER_PRODUCTS } from './product-fixtures';

const image = (name: string, alt = '') => ({ src: `/files/content/${name}.svg`, alt });

const RELEASES = (market: Market) =>
  [
    ['Urbane II brushed gold collection', '2026-10-01'],
    ['Contura II rimless suite', '2026-08-15'],
    ['Luna sensor mixer', '2026-06-02'],
    ['Opal II care pan', '2026-03-20'],
    ['Liano Nexus shower', '2025-11-11'],
  ].map(([title = '', date = ''], index) => ({
    title,
    date,
    cover: image(`release-${index + 1}`, `${title} brochure cover`),
    href: `/${market}/search?query=${encodeURIComponent(title)}`,
  }));

/** Our Story's timeline: six entries, more than the four a wide screen shows at once. */
export const TIMELINE: [string, string][] = [
  ['1956', 'A brass foundry opens'],
  ['1972', 'Into ceramics'],
  ['1988', 'Across the Tasman'],
  ['2004', 'Lead-free brass'],
  ['2015', 'Care for everyone'],
  ['2026', 'Specify online'],
];

/**
 * A section of a type this remote does not know, as a newer CMS could publish: the home carries
 * one so the tests see it left out while the rest of the page stands.
 */
export const UNKNOWN_SECTION = { type: 'not-a-section', whatever: true };

/** The fixture pages of a market, by slug (the content model's shapes, as the CMS serves them). */
export function fixtureDocuments(market: Market): Record<string, unknown[]> {
  const country = MARKET_DEFINITIONS[market].region;
  return {
    home: [
      {
        type: 'banner',
        slides: [
          {
            image: image('hero-1', 'A bathroom'),
            heading: 'Bathrooms specified with confidence',
            text: `For every project in ${country}.`,
            cta: { label: 'Explore products', href: `/${market}/products/tapware/` },
          },
          { image: image('hero-2', 'A kitchen'), heading: 'Kitchens that work hard' },
        ],
      },
      {
        type: 'columns',
        heading: 'Featured ranges',
        cards: [
          {
            image: image('range-luna'),
            title: 'Luna',
            description: 'L'.repeat(40) + ' ' + 'word '.repeat(40),
          },
          { image: image('range-urbane'), title: 'Urbane II', description: 'Short.' },
        ],
      },
      {
        type: 'image-text',
        title: 'Specify faster',
        description:
          'Plan **rooms**. <script>window.pwned = 1</script> [Write to us](mailto:hello@example.com)',
        image: image('story'),
        desktopAlignment: 'Right',
        mobileAlignment: 'Bottom',
        ctas: [
          {
            label: 'Start a project',
            href: `/${market}/project-builder`,
            background: '#ffffff',
            color: '#1d2b36',
          },
        ],
        css: 'h2 { letter-spacing: 0.02em; }',
      },
      {
        type: 'video',
        title: 'Installing a pan',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnail: image('video-1'),
      },
      {
        type: 'video',
        title: 'Elsewhere',
        url: 'https://vimeo.com/123456',
        thumbnail: image('video-2'),
      },
      {
        type: 'category-tiles',
        heading: 'Shop by category',
        tiles: [
          { label: 'Tapware', href: `/${market}/products/tapware/`, image: image('tile-tapware') },
          { label: 'Basins', href: `/${market}/products/basins/`, image: image('tile-basins') },
        ],
      },
      {
        type: 'info',
        heading: 'Made for specifiers',
        items: [
          {
            icon: image('icon-bim'),
            title: 'BIM library',
            content: 'Revit and **DWG** files for every variant.',
            link: { label: 'Open the BIM library', href: `/${market}/bim-library` },
          },
          { icon: image('icon-support'), title: 'Specification support', content: 'Talk to us.' },
        ],
      },
      { type: 'product-releases', items: RELEASES(market).slice(0, 2) },
      UNKNOWN_SECTION,
    ],
    warranty: [
      {
        type: 'warranty',
        title: 'Warranty',
        description: `Every product sold in ${country} carries a warranty.`,
        logos: [
          {
            image: image('logo-kinnear', 'Kinnear warranty'),
            href: 'https://kinnear.example.com/warranty',
          },
        ],
      },
      { type: 'table', heading: 'Warranty periods', file: '/files/content/warranty-periods.xlsx' },
    ],
    'about-us/contact-us': [
      { type: 'contact-panel', heading: 'Talk to us', body: '**Customer care** 1300 000 000' },
    ],
    'privacy-policy': [
      { type: 'legal', heading: 'Privacy Policy', body: 'We keep your details safe.' },
    ],
    disclaimer: [],
    'our-story': [
      {
        type: 'banner',
        slides: [{ image: image('hero-story', 'The workshop'), heading: 'Our story' }],
      },
      { type: 'heading-description', heading: 'Milestones', description: 'Since 1956.' },
      {
        type: 'timeline',
        heading: 'Our timeline',
        entries: TIMELINE.map(([year, title], index) => ({
          year,
          title,
          text: `What happened in ${year}.`,
          image: image(`timeline-${index + 1}`, title),
        })),
      },
    ],
    'experience-centres': [
      {
        type: 'banner',
        slides: [{ image: image('hero-centre', 'A showroom'), heading: 'Experience Centres' }],
      },
      {
        type: 'info',
        heading: 'Find a centre',
        items: [
          {
            icon: image('icon-nsw', 'NSW'),
            title: 'Sydney Experience Centre',
            content: '18 Foundry Road, Alexandria NSW 2015',
            link: { label: 'Get directions', href: 'https://maps.example.com/?q=Alexandria' },
          },
        ],
      },
      {
        type: 'image-slider',
        heading: 'Inside our centres',
        slides: [
          { image: image('centre-1', 'A wall of basin mixers'), caption: 'Tapware wall' },
          {
            image: image('centre-2', 'A consultation table'),
            caption: 'Book a consultation',
            href: `/${market}/about-us/contact-us`,
          },
          { image: image('centre-3', 'A bathroom display') },
        ],
      },
    ],
    'product-releases': [
      { type: 'product-releases', items: RELEASES(market) },
      {
        type: 'media-videos',
        items: [
          {
            title: 'Installing a wall-hung pan',
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            thumbnail: image('video-1'),
          },
          {
            title: 'Choosing a finish',
            url: 'https://youtu.be/M7lc1UVf-VE',
            thumbnail: image('video-2'),
          },
          { title: 'Off site', url: 'https://example.com/video.mp4', thumbnail: image('video-3') },
        ],
      },
    ],
    'industry-papers': [
      {
        type: 'industry-papers',
        items: [
          {
            title: 'Lead-free brass in potable water',
            summary: 'The standards and the numbers.',
            file: '/files/content/papers/lead-free-brass.pdf',
          },
          {
            title: 'Designing accessible bathrooms',
            summary: 'Circulation spaces and grab rails.',
            file: '/files/content/papers/accessible-bathrooms.pdf',
          },
        ],
      },
    ],
    'landing/brands/kinnear': [
      {
        type: 'banner',
        slides: [{ image: image('landing-brands-kinnear'), text: 'Made to last.' }],
      },
      {
        type: 'heading-description',
        heading: 'About Kinnear',
        description: 'Brass tapware **since 1956**.',
      },
      {
        type: 'columns',
        heading: 'Why Kinnear',
        cards: [
          {
            image: image('tile-tapware'),
            title: 'Tapware',
            description: 'Mixers and spouts.',
            href: `/${market}/products/tapware/`,
          },
          { image: image('tile-basins'), title: 'Basins', description: 'Vitreous china.' },
          { image: image('tile-showers'), title: 'Showers', description: 'Rails and heads.' },
        ],
      },
      { type: 'product-slider', heading: 'Related products', query: { brand: 'kinnear' } },
    ],
    'case-studies': [
      {
        type: 'case-studies',
        items: [
          {
            slug: 'northbank-apartments',
            title: 'Northbank Apartments',
            summary: 'Durable suites.',
            image: image('case-1'),
          },
        ],
      },
    ],
  };
}

/** The body of every product/query the fixtures answered. */
export const productQueries: unknown[] = [];

/** A CMS document as `GET /cms/{market}/{slug}` answers it. */
export function cmsDocument(market: Market, slug: string, sections: unknown[]) {
  return {
    market,
    slug,
    title: slug === 'home' ? 'Home' : slug,
    version: 1,
    publishedAt: '2026-11-01T00:00:00.000Z',
    sections,
  };
}

/** Every contact submission the fixtures answered. */
export const submissions: unknown[] = [];
export const contactFixture: { fail: boolean; captcha: CaptchaKind } = {
  fail: false,
  captcha: 'altcha',
};

/**
 * The challenge the n-th visit of the form gets, shaped like the platform's (signed, expiring).
 * The fake cannot check a proof of work: like the platform, it accepts a payload that carries the
 * challenge it issued (its signature), once, unless the solution is the test's 'wrong' one.
 */
export function fakeAltchaChallenge(n: number): AltchaChallenge {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: `nonce-${n}`,
      salt: `salt-${n}`,
      cost: 1000,
      keyLength: 32,
      keyPrefix: '00',
      expiresAt: 4_102_444_800,
    },
    signature: `signed-${n}`,
  };
}
let challengesIssued = 0;
const spentSignatures = new Set<string>();

function altchaAccepts(value: string | undefined): boolean {
  try {
    const payload = JSON.parse(atob(value ?? '')) as {
      challenge?: { signature?: string };
      solution?: { derivedKey?: string };
    };
    const signature = payload.challenge?.signature ?? '';
    if (!/^signed-\d+$/.test(signature) || spentSignatures.has(signature)) return false;
    spentSignatures.add(signature);
    return payload.solution?.derivedKey !== 'wrong';
  } catch {
    return false;
  }
}

export const contentHandlers = [
  http.get('/cms/:market/*', ({ params, request }) => {
    const market = params.market === 'nz' ? 'nz' : 'au';
    const slug = new URL(request.url).pathname.split('/').slice(3).join('/');
    const sections = fixtureDocuments(market)[slug];
    if (!sections)
      return HttpResponse.json({ message: 'There is no such content document.' }, { status: 404 });
    return HttpResponse.json(cmsDocument(market, slug, sections));
  }),
  http.post('/action/product/query', async ({ request }) => {
    const body = (await request.json()) as { limit?: number };
    productQueries.push(body);
    return HttpResponse.json({ data: { items: SLIDER_PRODUCTS.slice(0, body.limit ?? 15) } });
  }),
  http.get('/action/contact/getCaptchaChallenge', () =>
    HttpResponse.json(
      contactFixture.captcha === 'recaptcha'
        ? { kind: 'recaptcha', siteKey: 'test-site-key' }
        : { kind: 'altcha', challenge: fakeAltchaChallenge(challengesIssued++) },
    ),
  ),
  http.post('/action/contact/submitContactForm', async ({ request }) => {
    const body = (await request.json()) as { formData: ContactFormData; recaptchaValue?: string };
    submissions.push(body);
    // As the platform: the form's own rules (shared with it) first, then the captcha.
    const market = request.headers.get(MARKET_HEADER) === 'nz' ? 'nz' : 'au';
    const errors = validateContactForm(body.formData, market, {
      kind: contactFixture.captcha,
      value: body.recaptchaValue,
    });
    const invalid = Object.entries(errors)
      .filter(([field]) => field !== 'recaptchaValue')
      .map(([, message]) => message)
      .join(' ');
    if (invalid)
      return HttpResponse.json(
        {
          isError: true,
          statusCode: 400,
          code: 'error.contact.invalid',
          message: invalid,
          error: { message: invalid },
        },
        { status: 400 },
      );
    if (contactFixture.fail)
      return HttpResponse.json(
        {
          isError: true,
          statusCode: 503,
          code: 'error.contact.unavailable',
          message: CONTACT_MESSAGES.technical,
          error: { message: CONTACT_MESSAGES.technical },
        },
        { status: 503 },
      );
    const passed =
      contactFixture.captcha === 'recaptcha'
        ? body.recaptchaValue === 'human'
        : altchaAccepts(body.recaptchaValue);
    if (!passed)
      return HttpResponse.json(
        {
          isError: true,
          statusCode: 400,
          code: 'error.contact.captcha',
          message: captchaFailedMessage(contactFixture.captcha),
          error: { message: captchaFailedMessage(contactFixture.captcha) },
        },
        { status: 400 },
      );
    return HttpResponse.json({ isError: false, message: CONTACT_MESSAGES.success });
  }),
];
