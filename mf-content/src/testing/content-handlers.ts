// MSW fixtures of the CMS documents and the contact actions: for jest (content-server.ts) and the
// standalone harness in the browser, so nothing here may import msw/node.
import { http, HttpResponse } from 'msw';
import type { Market } from '@specify/contracts';
import { CONTACT_MESSAGES, MARKET_DEFINITIONS } from '@specify/contracts';

const image = (name: string, alt = '') => ({ src: `/files/content/${name}.svg`, alt });

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
      { type: 'not-a-section', whatever: true },
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
      { type: 'heading-description', heading: 'Milestones', description: 'Since 1956.' },
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

/** Every contact submission the fixtures answered. */
export const submissions: unknown[] = [];
export const contactFixture = { fail: false };

export const contentHandlers = [
  http.get('/cms/:market/*', ({ params, request }) => {
    const market = params.market === 'nz' ? 'nz' : 'au';
    const slug = new URL(request.url).pathname.split('/').slice(3).join('/');
    const sections = fixtureDocuments(market)[slug];
    if (!sections)
      return HttpResponse.json({ message: 'There is no such content document.' }, { status: 404 });
    return HttpResponse.json({
      market,
      slug,
      title: slug === 'home' ? 'Home' : slug,
      version: 1,
      publishedAt: '2026-11-01T00:00:00.000Z',
      sections,
    });
  }),
  http.get('/action/contact/getCaptchaChallenge', () =>
    HttpResponse.json({ challenge: `signed-${submissions.length}`, question: 'What is 2 + 5?' }),
  ),
  http.post('/action/contact/submitContactForm', async ({ request }) => {
    const body = (await request.json()) as { recaptchaValue?: string };
    submissions.push(body);
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
    if (!body.recaptchaValue?.endsWith(':7'))
      return HttpResponse.json(
        {
          isError: true,
          statusCode: 400,
          code: 'error.contact.captcha',
          message: CONTACT_MESSAGES.captcha,
          error: { message: CONTACT_MESSAGES.captcha },
        },
        { status: 400 },
      );
    return HttpResponse.json({ isError: false, message: CONTACT_MESSAGES.success });
  }),
];
