import { MARKETS, SECTORS, href, type Market, type ProductFamily } from '@specify/contracts';
import { BRANDS, PRODUCT_FAMILY_LABELS } from '@specify/contracts/catalogue/taxonomy';
import type { ContentDocumentInput } from '@specify/contracts/content/model';
import type { PageSection } from '@specify/contracts/content/page-sections';
import { SECTOR_NAMES, solutionsOf } from './chrome-content';
import { FAMILY_PROFILES } from './family-profiles';
import { contentImage as image } from './content-files';
import { RANGES } from './ranges';

type Card = Extract<PageSection, { type: 'columns' }>['cards'][number];

/**
 * What a landing page says above its listing (the mf-content parcel's sections): a hero, a
 * description, a row of three cards, and a related-products slider of the page's brand or range
 * (of a category on sector and solution pages).
 */
interface Landing {
  /** The listing's path below the market: 'brands/kinnear', 'solutions/touchless-bathrooms'. */
  page: string;
  title: string;
  /** The hero's line. */
  text: string;
  /** Markdown under the hero. */
  description: string;
  cardsHeading: string;
  cards: Card[];
  /** Whose products the Related products slider shows: the page's brand or range, else a category's. */
  related: { brand: string } | { range: string } | { category: string };
}

function landing(market: Market, content: Landing): ContentDocumentInput {
  return {
    market,
    slug: `landing/${content.page}`,
    title: content.title,
    sections: [
      {
        type: 'banner',
        slides: [
          // The listing's h1 names the page: the hero carries its picture and line, not the name again.
          { image: image(`landing-${content.page.replace(/\//g, '-')}`, ''), text: content.text },
        ],
      },
      {
        type: 'heading-description',
        heading: `About ${content.title}`,
        description: content.description,
      },
      { type: 'columns', heading: content.cardsHeading, cards: content.cards },
      { type: 'product-slider', heading: 'Related products', query: content.related },
    ],
  };
}

const FAMILY_LINES: Record<ProductFamily, string> = {
  tapware:
    'Basin, bath, kitchen and laundry mixers with ceramic disc cartridges and lead-free bodies.',
  sanitaryware: 'Rimless pans, wall-faced suites, cisterns and seats that clean in seconds.',
  basins: 'Wall-hung, inset, above- and under-counter basins in vitreous china and fireclay.',
  baths: 'Freestanding and inset baths with matching wastes and spouts.',
  showers: 'Rails, heads, arms and complete systems with water-wise flow rates.',
  accessories: 'Towel rails, holders, shelves and grab rails that match the tapware.',
  'kitchen-laundry': 'Sinks, tubs and cabinets built for busy kitchens and laundries.',
  'spare-parts-valves': 'Cartridges, valves and parts that keep fixtures running for decades.',
};

/** A card for a family: its tile picture, its listing. */
function familyCard(market: Market, family: ProductFamily, line = FAMILY_LINES[family]): Card {
  return {
    image: image(`tile-${family}`, ''),
    title: PRODUCT_FAMILY_LABELS[family],
    description: line,
    href: href('productFamily', market, { family }),
  };
}

/** The families a brand sells, its own ranges' first, in catalogue order. */
function familiesOf(brand: string): ProductFamily[] {
  const families = new Set<ProductFamily>();
  for (const range of RANGES)
    if (range.brand === brand) range.families.forEach((f) => families.add(f));
  for (const [family, profile] of Object.entries(FAMILY_PROFILES) as [
    ProductFamily,
    { brands: readonly string[] },
  ][])
    if (profile.brands.includes(brand)) families.add(family);
  return [...families];
}

const BRAND_COPY: Record<string, { text: string; description: string }> = {
  kinnear: {
    text: 'The house brand: tapware, sanitaryware and basins made to be specified.',
    description:
      'Kinnear covers the whole bathroom, from the **pan** to the **towel rail**, with matching finishes across every family.\n\nEvery product comes with BIM files, specification sheets and a manufacturer’s warranty.',
  },
  livewell: {
    text: 'Accessible and ambulant bathrooms that look as good as they work.',
    description:
      'LiveWell brings together **care basins**, **care toilets**, lever tapware and grab rails designed for independent living, aged care and healthcare.\n\nChoose a compliant product with the accessibility filters on the listing below.',
  },
  methven: {
    text: 'Showers and tapware engineered around the feel of the water.',
    description:
      'Shower systems, heads and mixers with **water-wise flow rates** and a generous spray, for homes and hotels alike.',
  },
  stylus: {
    text: 'Dependable fixtures for projects on a programme and a budget.',
    description:
      'Suites, basins and tapware that install quickly and stand up to **commercial use**, from apartments to schools.',
  },
  clark: {
    text: 'Stainless steel sinks and tubs for kitchens and laundries.',
    description:
      'Pressed and welded **stainless steel** sinks, laundry tubs and cabinets, with accessories that fit every bowl.',
  },
  dorf: {
    text: 'Tapware and accessories with a designer’s eye.',
    description:
      'Mixers, showers and accessories in **finishes from chrome to brushed gold**, to finish a bathroom the way it was drawn.',
  },
};

function brandLanding(market: Market, brand: (typeof BRANDS)[number]): Landing {
  const copy = BRAND_COPY[brand.slug] ?? { text: brand.name, description: brand.name };
  const families = familiesOf(brand.slug);
  const shown = (
    families.length >= 3 ? families : [...families, 'tapware', 'accessories', 'basins']
  )
    .filter((family, index, all) => all.indexOf(family) === index)
    .slice(0, 3) as ProductFamily[];
  return {
    page: brand.slug === 'livewell' ? 'livewell' : `brands/${brand.slug}`,
    title: brand.name,
    text: copy.text,
    description: copy.description,
    cardsHeading: `Shop ${brand.name}`,
    cards: shown.map((family) => familyCard(market, family)),
    related: { brand: brand.slug },
  };
}

const SECTOR_COPY: Record<string, { text: string; focus: ProductFamily[] }> = {
  healthcare: {
    text: 'Hygienic, accessible fixtures for hospitals and aged care.',
    focus: ['sanitaryware', 'basins', 'tapware'],
  },
  'multi-residential': {
    text: 'Durable suites and tapware for apartments at scale.',
    focus: ['sanitaryware', 'tapware', 'showers'],
  },
  offices: {
    text: 'Washrooms and kitchenettes that keep a busy floor moving.',
    focus: ['tapware', 'sanitaryware', 'accessories'],
  },
  education: {
    text: 'Vandal-resistant, water-wise fixtures for schools and campuses.',
    focus: ['tapware', 'sanitaryware', 'basins'],
  },
  'retail-hospitality': {
    text: 'Front-of-house finishes and back-of-house toughness.',
    focus: ['tapware', 'kitchen-laundry', 'accessories'],
  },
  hotels: {
    text: 'Five-star finishes that survive housekeeping.',
    focus: ['showers', 'baths', 'accessories'],
  },
  'entertainment-recreation-transports': {
    text: 'High-traffic amenities for stadiums, pools and terminals.',
    focus: ['sanitaryware', 'tapware', 'accessories'],
  },
  'government-defense': {
    text: 'Compliant, long-life fixtures for public buildings and bases.',
    focus: ['sanitaryware', 'tapware', 'spare-parts-valves'],
  },
};

function sectorLanding(market: Market, slug: string): Landing {
  const name = SECTOR_NAMES[slug] ?? slug;
  const copy = SECTOR_COPY[slug] ?? { text: name, focus: ['tapware', 'sanitaryware', 'basins'] };
  const [first = 'tapware'] = copy.focus;
  return {
    page: `sectors/${slug}`,
    title: name,
    text: copy.text,
    description: `Products our ${name.toLowerCase()} clients specify most, with the **compliance documents**, BIM files and warranty terms a project needs.\n\nTalk to a specification consultant about samples, lead times and schedules.`,
    cardsHeading: `Specified for ${name.toLowerCase()}`,
    cards: copy.focus.map((family) => familyCard(market, family)),
    related: { category: `cat-${first}` },
  };
}

const SOLUTION_COPY: Record<string, { text: string; description: string; focus: ProductFamily[] }> =
  {
    'as14281-accessible': {
      text: 'Fixtures that meet AS 1428.1 for accessible sanitary facilities.',
      description:
        'Every product on this page is tested to **AS 1428.1**: pan heights, basin clearances, lever tapware and grab rails for accessible bathrooms.',
      focus: ['sanitaryware', 'basins', 'accessories'],
    },
    'as14281-ambulant': {
      text: 'Ambulant facilities to AS 1428.1, from the pan to the rail.',
      description:
        'Ambulant cubicles need the right **pan height**, rails on both sides and easy-reach controls; these products are documented for it.',
      focus: ['sanitaryware', 'accessories', 'tapware'],
    },
    'nz4121-accessible': {
      text: 'Accessible bathrooms to NZS 4121.',
      description:
        'Products documented for **NZS 4121** accessible facilities: care pans, basins with knee clearance, lever tapware and grab rails.',
      focus: ['sanitaryware', 'basins', 'accessories'],
    },
    'independent-living': {
      text: 'Bathrooms that let people live at home for longer.',
      description:
        'Easy-height pans, lever and sensor tapware, and rails that look like towel rails: **independent living** without the hospital look.',
      focus: ['sanitaryware', 'tapware', 'accessories'],
    },
    'touchless-bathrooms': {
      text: 'Sensor tapware and flush plates for hygienic washrooms.',
      description:
        '**Touchless** mixers, flush plates and urinals cut the spread of germs and the water bill in high-traffic washrooms.',
      focus: ['tapware', 'sanitaryware', 'accessories'],
    },
    'pre-fabrication-frames': {
      text: 'In-wall frames and cisterns ready for off-site construction.',
      description:
        'Pre-fabrication frames carry the cistern, pan and basin connections, so a bathroom pod arrives on site **ready to connect**.',
      focus: ['sanitaryware', 'basins', 'spare-parts-valves'],
    },
    'smart-command': {
      text: 'Digital showers and tapware controlled by a touch.',
      description:
        'Set the **temperature and flow** once; smart controls remember them, and sensors shut the water off when nobody is there.',
      focus: ['showers', 'tapware', 'baths'],
    },
  };

function solutionLanding(market: Market, slug: string, label: string): Landing {
  const copy = SOLUTION_COPY[slug] ?? {
    text: label,
    description: label,
    focus: ['tapware', 'sanitaryware', 'accessories'],
  };
  const [first = 'tapware'] = copy.focus;
  return {
    page: `solutions/${slug}`,
    title: label,
    text: copy.text,
    description: copy.description,
    cardsHeading: `${label} across the range`,
    cards: copy.focus.map((family) => familyCard(market, family)),
    related: { category: `cat-${first}` },
  };
}

const COLLECTIONS = [
  ['luna', 'Luna', 'Soft geometry and a cartridge that lasts, for quiet residential bathrooms.'],
  ['urbane', 'Urbane', 'Architectural lines for commercial washrooms and hotels.'],
  [
    'contura',
    'Contura',
    'Rimless suites and slim seats: the workhorse of multi-residential projects.',
  ],
] as const;

function collectionLanding(
  market: Market,
  [range, name, text]: (typeof COLLECTIONS)[number],
): Landing {
  const families = RANGES.find((profile) => profile.id === range)?.families ?? ['tapware'];
  const shown = [...families, 'accessories', 'basins', 'tapware']
    .filter((family, index, all) => all.indexOf(family) === index)
    .slice(0, 3) as ProductFamily[];
  return {
    page: `collection/${range}`,
    title: name,
    text,
    description: `The **${name}** collection matches its finishes across ${shown
      .map((family) => PRODUCT_FAMILY_LABELS[family].toLowerCase())
      .join(', ')}, so one range finishes a whole bathroom.`,
    cardsHeading: `The ${name} collection`,
    cards: shown.map((family) =>
      familyCard(
        market,
        family,
        `${name} ${PRODUCT_FAMILY_LABELS[family].toLowerCase()}: ${FAMILY_LINES[family]}`,
      ),
    ),
    related: { range },
  };
}

/**
 * Landing documents of each market: every brand (LiveWell as its own page), every sector, the
 * solutions the market's menu offers, the featured collections.
 */
export function generateLandingContent(): ContentDocumentInput[] {
  return MARKETS.flatMap((market) =>
    [
      ...BRANDS.map((brand) => brandLanding(market, brand)),
      ...Object.values(SECTORS).map((slug) => sectorLanding(market, slug)),
      ...solutionsOf(market).map(([slug, { label }]) => solutionLanding(market, slug, label)),
      ...COLLECTIONS.map((collection) => collectionLanding(market, collection)),
    ].map((content) => landing(market, content)),
  );
}
