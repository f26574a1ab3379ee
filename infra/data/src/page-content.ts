import { MARKETS, PRODUCT_FAMILIES, href, type Market } from '@specify/contracts';
import { BRANDS, PRODUCT_FAMILY_LABELS } from '@specify/contracts/catalogue/taxonomy';
import type { ContentDocumentInput } from '@specify/contracts/content/model';
import type { PageSection } from '@specify/contracts/content/page-sections';
import { CONTENT_FILES, contentImage as image } from './content-files';
import { EXPERIENCE_CENTRES, experienceCentreSections } from './experience-centres';
import { generateLandingContent } from './landing-content';

const MARKET_WORDS: Record<Market, { country: string; code: string }> = {
  au: { country: 'Australia', code: 'AS/NZS 3500' },
  nz: { country: 'New Zealand', code: 'NZ Building Code G1 and G12' },
};

/** `kind` names the project in a sentence ("an aged care project"); `sector` is the eyebrow. */
const CASE_STUDIES = [
  {
    slug: 'harbour-view-aged-care',
    title: 'Harbour View Aged Care',
    sector: 'Healthcare',
    kind: 'aged care',
  },
  {
    slug: 'northbank-apartments',
    title: 'Northbank Apartments',
    sector: 'Multi-residential',
    kind: 'apartment',
  },
  {
    slug: 'riverside-primary-school',
    title: 'Riverside Primary School',
    sector: 'Education',
    kind: 'education',
  },
  { slug: 'grand-arcade-hotel', title: 'Grand Arcade Hotel', sector: 'Hotels', kind: 'hotel' },
] as const;

/** "a hotel", "an education": the article by the word's first sound (vowel letters here). */
function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

function page(market: Market, slug: string, title: string, sections: PageSection[]) {
  return { market, slug, title, sections } satisfies ContentDocumentInput;
}

function home(market: Market): ContentDocumentInput {
  const { country } = MARKET_WORDS[market];
  return page(market, 'home', 'Home', [
    {
      type: 'banner',
      slides: [
        {
          image: image(
            'hero-bathroom',
            'A calm bathroom with a wall-hung basin and brushed brass tapware',
          ),
          heading: 'Bathrooms specified with confidence',
          text: `Tapware, sanitaryware and accessories for every project in ${country}, with the technical files to back them.`,
          cta: {
            label: 'Explore products',
            href: href('productFamily', market, { family: 'tapware' }),
          },
        },
        {
          image: image(
            'hero-kitchen',
            'A kitchen with a matte black pull-out mixer over a steel sink',
          ),
          heading: 'Kitchens that work hard',
          text: 'Sinks, mixers and laundry tubs built for busy homes and commercial kitchens.',
          cta: {
            label: 'Kitchen & Laundry',
            href: href('productFamily', market, { family: 'kitchen-laundry' }),
          },
        },
        {
          image: image('hero-care', 'An accessible bathroom with grab rails and a care basin'),
          heading: 'Designed for every body',
          text: 'Accessible and ambulant solutions that meet the standard and look the part.',
          cta: {
            label: 'Accessible solutions',
            href: href('solution', market, {
              solution: market === 'nz' ? 'nz4121-accessible' : 'as14281-accessible',
            }),
          },
        },
      ],
    },
    {
      type: 'category-tiles',
      heading: 'Shop by category',
      tiles: PRODUCT_FAMILIES.map((family) => ({
        label: PRODUCT_FAMILY_LABELS[family],
        href: href('productFamily', market, { family }),
        image: image(`tile-${family}`, ''),
      })),
    },
    {
      type: 'columns',
      heading: 'Featured ranges',
      cards: [
        {
          image: image('range-luna', 'Luna basin mixer in chrome'),
          title: 'Luna',
          description:
            'Soft geometry and a ceramic disc cartridge that lasts: Luna brings quiet confidence to residential bathrooms, from the basin to the shower.',
          href: href('search', market, undefined, { query: 'Luna' }),
        },
        {
          image: image('range-urbane', 'Urbane II wall mixer in matte black'),
          title: 'Urbane II',
          description:
            'Architectural lines for commercial washrooms and hotels, with matching accessories, lead-free options and finishes from chrome to brushed gold.',
          href: href('search', market, undefined, { query: 'Urbane II' }),
        },
        {
          image: image('range-contura', 'Contura II toilet suite'),
          title: 'Contura II',
          description:
            'Rimless pans, slim seats and wall-faced suites that clean in seconds: the workhorse of multi-residential projects across the region.',
          href: href('search', market, undefined, { query: 'Contura' }),
        },
      ],
    },
    {
      type: 'image-text',
      title: 'Specify faster with Project Builder',
      description:
        'Group products by room, set quantities and notes, then share a **PDF summary**, an **Excel schedule** or every **BIM file** in one zip.\n\nSign in with your company account to start your first project.',
      image: image('story-projects', 'A project summary on a laptop beside tile samples'),
      desktopAlignment: 'Right',
      mobileAlignment: 'Top',
      ctas: [
        { label: 'Start a project', href: href('projectDashboard', market) },
        {
          label: 'Browse the BIM library',
          href: href('bimLibrary', market),
          background: '#ffffff',
          color: '#1d2b36',
        },
      ],
    },
    {
      type: 'info',
      heading: 'Made for specifiers',
      items: [
        {
          icon: image('icon-bim', ''),
          title: 'BIM library',
          content: 'Revit, SketchUp, DWG and more for every variant, free to download.',
          link: { label: 'Open the BIM library', href: href('bimLibrary', market) },
        },
        {
          icon: image('icon-compliance', ''),
          title: 'Compliance',
          content: `Certificates and test reports for ${MARKET_WORDS[market].code}.`,
          link: { label: 'Read our industry papers', href: href('industryPapers', market) },
        },
        {
          icon: image('icon-support', ''),
          title: 'Specification support',
          content: 'Talk to our team about product selection, lead times and samples.',
          link: { label: 'Contact us', href: href('contactUs', market) },
        },
      ],
    },
    {
      type: 'product-releases',
      items: productReleases(market).slice(0, 4),
    },
  ]);
}

function productReleases(market: Market) {
  return [
    ['Urbane II brushed gold collection', '2026-10-01'],
    ['Contura II rimless wall-faced suite', '2026-08-15'],
    ['Luna sensor basin mixer', '2026-06-02'],
    ['Opal II easy-height care pan', '2026-03-20'],
    ['Liano Nexus shower system', '2025-11-11'],
  ].map(([title = '', date = '2026-01-01'], index) => ({
    title,
    date,
    cover: image(`release-${index + 1}`, `${title} brochure cover`),
    href: href('search', market, undefined, { query: title.split(' ')[0] ?? '' }),
  }));
}

function ourStory(market: Market): ContentDocumentInput {
  return page(market, 'our-story', 'Our Story', [
    {
      type: 'banner',
      slides: [{ image: image('hero-story', 'The first Kinnear workshop'), heading: 'Our story' }],
    },
    {
      type: 'image-text',
      title: 'Seventy years of water, well made',
      description:
        'What began as a brass foundry in 1956 now supplies bathrooms, kitchens and laundries across Australia and New Zealand. We still test every cartridge we sell.',
      image: image('story-foundry', 'Brass castings cooling in the foundry'),
      desktopAlignment: 'Left',
      mobileAlignment: 'Top',
      ctas: [],
    },
    {
      type: 'heading-description',
      heading: 'Milestones',
      description: 'A few of the moments that shaped us.',
    },
    {
      type: 'timeline',
      heading: 'Our timeline',
      entries: [
        [
          '1956',
          'A brass foundry opens',
          'Two brothers cast their first tap bodies in a Sydney workshop.',
        ],
        ['1972', 'Into ceramics', 'Vitreous china basins and pans join the range.'],
        [
          '1988',
          'Across the Tasman',
          `The first ${market === 'nz' ? 'Auckland' : 'New Zealand'} showroom opens.`,
        ],
        ['2004', 'Lead-free brass', 'Every tapware body moves to DZR and lead-free alloys.'],
        ['2015', 'Care for everyone', 'The LiveWell accessible range launches.'],
        ['2026', 'Specify online', 'Project Builder and the BIM library open to every specifier.'],
      ].map(([year = '2000', title = '', text = ''], index) => ({
        year,
        title,
        text,
        image: image(`timeline-${index + 1}`, title),
      })),
    },
  ]);
}

function experienceCentres(market: Market): ContentDocumentInput {
  return page(
    market,
    'experience-centres',
    'Experience Centres',
    experienceCentreSections(market, MARKET_WORDS[market].country),
  );
}

function warranty(market: Market): ContentDocumentInput {
  return page(market, 'warranty', 'Warranty', [
    {
      type: 'warranty',
      title: 'Warranty',
      description: `Every product we sell in ${MARKET_WORDS[market].country} carries a manufacturer's warranty: up to 15 years on vitreous china, 10 years on tapware bodies and 5 years on cartridges. Choose a brand to read its terms.`,
      logos: BRANDS.map((brand) => ({
        image: image(`logo-${brand.slug}`, `${brand.name} warranty`),
        href: `https://${brand.slug}.example.com/warranty`,
      })),
    },
    {
      type: 'table',
      heading: 'Warranty periods by product',
      file: `${CONTENT_FILES}/warranty-periods.xlsx`,
    },
  ]);
}

function legal(market: Market, slug: string, title: string, body: string): ContentDocumentInput {
  return page(market, slug, title, [{ type: 'legal', heading: title, body }]);
}

function caseStudies(market: Market): ContentDocumentInput[] {
  const list = page(market, 'case-studies', 'Case Studies', [
    {
      type: 'heading-description',
      heading: 'Case studies',
      description: 'Projects our products helped deliver, from aged care to five-star hotels.',
    },
    {
      type: 'case-studies',
      items: CASE_STUDIES.map((study, index) => ({
        slug: study.slug,
        title: study.title,
        sector: study.sector,
        summary: `How ${withArticle(study.kind)} project specified durable, compliant fixtures on a tight programme.`,
        image: image(`case-${index + 1}`, study.title),
      })),
    },
  ]);
  const details = CASE_STUDIES.map((study, index) =>
    page(market, `case-studies/${study.slug}`, study.title, [
      {
        type: 'banner',
        slides: [{ image: image(`case-${index + 1}`, study.title), heading: study.title }],
      },
      {
        type: 'image-text',
        title: 'The brief',
        description: `The ${study.kind} client needed fixtures that clean quickly, meet the standard and last for decades.`,
        image: image(`story-projects`, ''),
        desktopAlignment: 'Left',
        mobileAlignment: 'Bottom',
        ctas: [{ label: 'All case studies', href: href('caseStudies', market, {}) }],
      },
    ]),
  );
  return [list, ...details];
}

function media(market: Market): ContentDocumentInput[] {
  return [
    page(market, 'product-releases', 'Product Releases', [
      {
        type: 'heading-description',
        heading: 'Product releases',
        description: 'The newest ranges and finishes.',
      },
      { type: 'product-releases', items: productReleases(market) },
      {
        type: 'media-videos',
        items: [
          ['Installing a wall-hung pan', 'dQw4w9WgXcQ'],
          ['Choosing a finish', 'M7lc1UVf-VE'],
          ['Inside the cartridge test lab', 'aqz-KE-bpKQ'],
        ].map(([title = '', id = ''], index) => ({
          title,
          url: `https://www.youtube.com/watch?v=${id}`,
          thumbnail: image(`video-${index + 1}`, ''),
        })),
      },
    ]),
    page(market, 'industry-papers', 'Industry Papers', [
      {
        type: 'heading-description',
        heading: 'Industry papers',
        description: 'Research and guidance for specifiers, free to download.',
      },
      {
        type: 'industry-papers',
        items: [
          ['Lead-free brass in potable water', 'lead-free-brass'],
          ['Designing accessible bathrooms', 'accessible-bathrooms'],
          ['Water efficiency and WELS ratings', 'water-efficiency'],
        ].map(([title = '', file = '']) => ({
          title,
          summary: 'A practical guide with the standards, the numbers and worked examples.',
          file: `${CONTENT_FILES}/papers/${file}.pdf`,
        })),
      },
    ]),
  ];
}

function contact(market: Market): ContentDocumentInput {
  const places = EXPERIENCE_CENTRES[market].map((centre) => centre.city);
  return page(market, 'about-us/contact-us', 'Contact Us', [
    {
      type: 'contact-panel',
      heading: 'Talk to us',
      body: `**Customer care** 1300 000 000, Monday to Friday 8 am – 5 pm.\n\nExperience centres in ${places.join(', ')}.`,
    },
  ]);
}

/** Every page document, for both markets; seeded like the chrome (a new version when it changed). */
export function generatePageContent(): ContentDocumentInput[] {
  return MARKETS.flatMap((market) => [
    home(market),
    ourStory(market),
    experienceCentres(market),
    warranty(market),
    contact(market),
    ...caseStudies(market),
    ...media(market),
    ...generateLandingContent().filter((document) => document.market === market),
    legal(
      market,
      'privacy-policy',
      'Privacy Policy',
      '## What we collect\n\nYour name, email and company when you create an account, and the projects you keep.\n\n## How we use it\n\nTo run your account and, if you agree, to send you product news.',
    ),
    legal(
      market,
      'disclaimer',
      'Disclaimer',
      'Product images are indicative. Check the specification sheet before you order.',
    ),
    legal(
      market,
      'terms-and-conditions',
      'Terms and Conditions',
      '## Use of this site\n\nThe content is provided for specification purposes.\n\n## Prices\n\nPrices are recommended retail prices and include GST.',
    ),
  ]);
}
