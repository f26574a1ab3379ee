import { href, type Market } from '@specify/contracts';
import type { PageSection } from '@specify/contracts/content/page-sections';
import { contentImage } from './content-files';

/** An experience centre: one per state and territory in au, one per island in nz (fictional). */
interface Centre {
  /** The state, territory or island it serves. */
  region: string;
  /** Drawn on its badge: the state's code, the island's name. */
  badge: string;
  city: string;
  address: string;
  phone: string;
  hours: string;
}

const WEEKDAYS = 'Monday to Friday 8:30 am – 5 pm, Saturday 9 am – 1 pm';
const SMALLER = 'Monday to Friday 8:30 am – 4:30 pm, Saturday by appointment';

/** Addresses are made up; phone numbers are in the ranges reserved for fiction. */
export const EXPERIENCE_CENTRES: Record<Market, readonly Centre[]> = {
  au: [
    {
      region: 'Australian Capital Territory',
      badge: 'ACT',
      city: 'Canberra',
      address: '14 Foundry Road, Fyshwick ACT 2609',
      phone: '02 5550 0141',
      hours: WEEKDAYS,
    },
    {
      region: 'New South Wales',
      badge: 'NSW',
      city: 'Sydney',
      address: '22 Kiln Street, Alexandria NSW 2015',
      phone: '02 5550 0118',
      hours: WEEKDAYS,
    },
    {
      region: 'Northern Territory',
      badge: 'NT',
      city: 'Darwin',
      address: '7 Tradewinds Court, Winnellie NT 0820',
      phone: '08 5550 0137',
      hours: SMALLER,
    },
    {
      region: 'Queensland',
      badge: 'QLD',
      city: 'Brisbane',
      address: '41 Cistern Lane, Newstead QLD 4006',
      phone: '07 5550 0122',
      hours: WEEKDAYS,
    },
    {
      region: 'South Australia',
      badge: 'SA',
      city: 'Adelaide',
      address: '9 Brassworks Way, Kent Town SA 5067',
      phone: '08 5550 0188',
      hours: WEEKDAYS,
    },
    {
      region: 'Tasmania',
      badge: 'TAS',
      city: 'Hobart',
      address: '3 Harbour Yard Road, Moonah TAS 7009',
      phone: '03 5550 0106',
      hours: SMALLER,
    },
    {
      region: 'Victoria',
      badge: 'VIC',
      city: 'Melbourne',
      address: '120 Showroom Parade, Richmond VIC 3121',
      phone: '03 5550 0199',
      hours: WEEKDAYS,
    },
    {
      region: 'Western Australia',
      badge: 'WA',
      city: 'Perth',
      address: '28 Ceramic Drive, Osborne Park WA 6017',
      phone: '08 5550 0175',
      hours: WEEKDAYS,
    },
  ],
  nz: [
    {
      region: 'North Island',
      badge: 'North Island',
      city: 'Auckland',
      address: '16 Kiln Place, Penrose, Auckland 1061',
      phone: '09 555 0142',
      hours: WEEKDAYS,
    },
    {
      region: 'South Island',
      badge: 'South Island',
      city: 'Christchurch',
      address: '52 Foundry Lane, Addington, Christchurch 8024',
      phone: '03 555 0177',
      hours: WEEKDAYS,
    },
  ],
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The Experience Centres page (storefront §2): a hero with its heading, the markdown description
 * with its calls to action, a banner, then one info item per centre (badge, region, address,
 * hours, phone, directions).
 */
export function experienceCentreSections(market: Market, country: string): PageSection[] {
  return [
    {
      type: 'banner',
      slides: [
        {
          image: contentImage(
            'hero-centre',
            'A showroom with tapware displays and a consultation table',
          ),
          heading: 'Experience Centres',
          text: `See, touch and try the full range at ${EXPERIENCE_CENTRES[market].length} centres across ${country}.`,
        },
      ],
    },
    {
      type: 'image-text',
      title: 'Visit an experience centre',
      description:
        'See, touch and try our full range with a **specification consultant**. Bring your plans: we will help you build the schedule, compare finishes side by side and order samples.\n\nCentres are open to trade and homeowners; book ahead for a one-hour consultation.',
      image: contentImage(
        'story-consultation',
        'A consultant laying out finish samples on a table',
      ),
      desktopAlignment: 'Right',
      mobileAlignment: 'Top',
      ctas: [
        { label: 'Book a consultation', href: href('contactUs', market) },
        {
          label: 'Browse products',
          href: href('productFamily', market, { family: 'tapware' }),
          background: '#ffffff',
          color: '#1d2b36',
        },
      ],
    },
    {
      type: 'banner',
      slides: [
        {
          image: contentImage('banner-centre', 'A wall of basin mixers in every finish'),
          heading: 'Every finish, in person',
          text: 'Chrome, matte black, brushed nickel and brushed gold, side by side under real light.',
        },
      ],
    },
    {
      type: 'info',
      heading:
        market === 'nz' ? 'A centre on each island' : 'A centre in every state and territory',
      items: EXPERIENCE_CENTRES[market].map((centre) => ({
        icon: contentImage(`icon-${slug(centre.badge)}`, ''),
        title: centre.region,
        content: `**${centre.city} Experience Centre**\n\n${centre.address}\n\n${centre.hours}\n\nPhone ${centre.phone}`,
        link: {
          label: `Directions to ${centre.city}`,
          href: `https://maps.example.com/?q=${encodeURIComponent(centre.address)}`,
        },
      })),
    },
  ];
}
