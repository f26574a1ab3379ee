import { SPARE_PARTS_VALVES_CATEGORIES } from '@specify/contracts/catalogue/taxonomy';

/**
 * What products of each category slug are called and how they vary. Slugs not in
 * CATEGORY_FAMILIES (valves, spare-parts, ...) belong to spare-parts-valves (spec §2).
 */
export interface CategoryProfile {
  nouns: readonly string[];
  productTypes: readonly string[];
  /** Litres, for baths, cisterns and tubs (spec §9 units). */
  capacity?: readonly [number, number];
  /** Variants that differ by more than colour: sizes, hands, trap types. */
  options?: readonly string[];
  /** Toilet pans and suites: the trap types they come with (item attribute trap-type). */
  trapTypes?: readonly string[];
  /** Accessible-care categories: compliance flags are likely. */
  care?: boolean;
  spare?: boolean;
}

const spare = (nouns: string[], productTypes: string[]): CategoryProfile => ({
  nouns,
  productTypes,
  spare: true,
});

/** Categories outside the family tree's profiles: the spare parts and valves group of contracts. */
export const UNMAPPED_CATEGORY_SLUGS = SPARE_PARTS_VALVES_CATEGORIES;

export const CATEGORY_PROFILES: Readonly<Record<string, CategoryProfile>> = {
  'basin-mixers': {
    nouns: ['Basin Mixer', 'Tall Basin Mixer', 'Wall Basin Mixer', 'Sensor Basin Mixer'],
    productTypes: ['mixer', 'basin-mixer'],
    options: ['Lever Handle', 'Pin Lever', 'Extended Lever'],
  },
  'outlets-spouts': {
    nouns: ['Wall Outlet', 'Bath Spout', 'Basin Spout', 'Swivel Outlet'],
    productTypes: ['outlet', 'spout'],
    options: ['180mm', '220mm', '250mm'],
  },
  'three-piece-tapware': {
    nouns: ['Basin Set', 'Bath Set', 'Wall Top Assemblies', 'Hob Set'],
    productTypes: ['tap-set', 'three-piece'],
  },
  'tapware-assemblies': {
    nouns: ['Top Assembly', 'Wall Tap Assembly', 'Hose Tap'],
    productTypes: ['assembly'],
  },
  'tapware-spare-parts': spare(
    ['Ceramic Disc Cartridge', 'Lever Handle Kit', 'Aerator Insert', 'Spindle Extension'],
    ['cartridge', 'spare-part'],
  ),
  'bath-shower-mixers': {
    nouns: ['Bath/Shower Mixer', 'Shower Mixer', 'Diverter Mixer', 'Thermostatic Mixer'],
    productTypes: ['mixer', 'shower-mixer'],
    options: ['Lever Handle', 'Pin Lever'],
  },
  'kitchen-tapware': {
    nouns: ['Sink Mixer', 'Pull-Out Sink Mixer', 'Gooseneck Sink Mixer', 'Filter Tap'],
    productTypes: ['mixer', 'sink-mixer'],
  },
  'laundry-tapware': {
    nouns: ['Laundry Mixer', 'Washing Machine Stops', 'Laundry Set'],
    productTypes: ['mixer', 'laundry-mixer'],
  },
  'care-tapware': {
    nouns: ['Care Basin Mixer', 'Extended Lever Mixer', 'Thermostatic Care Mixer'],
    productTypes: ['mixer', 'care'],
    care: true,
  },
  'care-toilets': {
    nouns: ['Care Toilet Suite', 'Ambulant Toilet Suite', 'Back-to-Wall Care Toilet'],
    productTypes: ['toilet-suite', 'care'],
    capacity: [3, 6],
    options: ['S Trap', 'P Trap'],
    trapTypes: ['S Trap', 'P Trap'],
    care: true,
  },
  cisterns: {
    nouns: ['Concealed Cistern', 'Close Coupled Cistern', 'Inwall Cistern', 'Exposed Cistern'],
    productTypes: ['cistern'],
    capacity: [4.5, 9],
    options: ['Top Inlet', 'Side Inlet', 'Back Inlet'],
  },
  'toilet-pans': {
    nouns: ['Wall Hung Pan', 'Back-to-Wall Pan', 'Close Coupled Pan'],
    productTypes: ['pan'],
    options: ['S Trap', 'P Trap', 'Skew Trap'],
    trapTypes: ['S Trap', 'P Trap', 'Skew Trap'],
  },
  'toilet-seats': {
    nouns: ['Toilet Seat', 'Soft Close Seat', 'Care Seat', 'Thermoset Seat'],
    productTypes: ['seat'],
  },
  urinals: {
    nouns: ['Wall Urinal', 'Waterless Urinal', 'Urinal Pod'],
    productTypes: ['urinal'],
    capacity: [0.8, 2],
  },
  'bidet-suites': {
    nouns: ['Bidet Seat', 'Bidet Toilet Suite', 'Smart Bidet'],
    productTypes: ['bidet'],
    capacity: [4.5, 6],
  },
  'toilet-suites': {
    nouns: ['Toilet Suite', 'Wall Faced Suite', 'Close Coupled Suite', 'In-Wall Suite'],
    productTypes: ['toilet-suite'],
    capacity: [4.5, 6],
    options: ['S Trap', 'P Trap', 'Geberit Sigma Frame'],
    trapTypes: ['S Trap', 'P Trap'],
  },
  'toilet-spare-parts': spare(
    ['Inlet Valve', 'Flush Valve', 'Seat Hinge Kit', 'Pan Connector'],
    ['valve', 'spare-part'],
  ),
  'buttons-accessories': {
    nouns: ['Flush Button', 'Flush Plate', 'Pneumatic Button', 'Access Panel'],
    productTypes: ['button'],
  },
  'wall-mounted': {
    nouns: ['Wall Basin', 'Wall Hung Basin', 'Corner Basin'],
    productTypes: ['basin'],
    options: ['No Tap Hole', '1 Tap Hole', '3 Tap Holes'],
  },
  inset: {
    nouns: ['Inset Basin', 'Semi-Inset Basin', 'Vanity Inset Basin'],
    productTypes: ['basin'],
    options: ['No Tap Hole', '1 Tap Hole'],
  },
  'shroud-pedestal': {
    nouns: ['Basin with Shroud', 'Pedestal Basin', 'Full Pedestal'],
    productTypes: ['basin', 'pedestal'],
  },
  'above-counter': {
    nouns: ['Above Counter Basin', 'Vessel Basin', 'Round Above Counter Basin'],
    productTypes: ['basin'],
  },
  'under-counter': {
    nouns: ['Under Counter Basin', 'Undermount Basin'],
    productTypes: ['basin'],
  },
  vanity: {
    nouns: ['Vanity Unit', 'Wall Hung Vanity', 'Floor Standing Vanity'],
    productTypes: ['vanity'],
    options: ['600mm', '750mm', '900mm', '1200mm'],
  },
  'semi-recessed': {
    nouns: ['Semi-Recessed Basin', 'Semi Recessed Vanity Basin'],
    productTypes: ['basin'],
  },
  'care-basins': {
    nouns: ['Care Basin', 'Accessible Wall Basin', 'Care Basin with Shroud'],
    productTypes: ['basin', 'care'],
    care: true,
  },
  'basin-spare-parts': spare(
    ['Basin Waste', 'Overflow Ring', 'Basin Bracket Set'],
    ['waste', 'spare-part'],
  ),
  'baths-l2': {
    nouns: ['Freestanding Bath', 'Inset Bath', 'Back-to-Wall Bath', 'Corner Bath'],
    productTypes: ['bath'],
    capacity: [150, 380],
    options: ['1500mm', '1675mm', '1800mm'],
  },
  'spa-baths': {
    nouns: ['Spa Bath', 'Whirlpool Bath', 'Corner Spa'],
    productTypes: ['bath', 'spa'],
    capacity: [220, 420],
    options: ['1530mm', '1675mm', '1800mm'],
  },
  'bath-spare-parts': spare(['Bath Waste', 'Spa Jet Kit', 'Bath Leg Set'], ['spare-part']),
  'shower-systems': {
    nouns: ['Rail Shower', 'Twin Shower', 'Multifunction Shower System', 'Shower Column'],
    productTypes: ['shower', 'shower-system'],
  },
  'shower-spare-parts': spare(
    ['Shower Hose', 'Rail Bracket', 'Flow Regulator', 'Hand Shower Holder'],
    ['spare-part'],
  ),
  'care-showers': {
    nouns: ['Care Rail Shower', 'Accessible Hand Shower', 'Care Shower System'],
    productTypes: ['shower', 'care'],
    care: true,
  },
  'shower-heads-outlets': {
    nouns: ['Overhead Shower', 'Shower Arm', 'Hand Shower', 'Ceiling Shower Head'],
    productTypes: ['shower-head'],
    options: ['200mm', '250mm', '300mm'],
  },
  'bathroom-holders': {
    nouns: ['Robe Hook', 'Tumbler Holder', 'Toilet Brush Holder'],
    productTypes: ['holder'],
  },
  'shelves-cabinets': {
    nouns: ['Glass Shelf', 'Mirror Cabinet', 'Shower Shelf'],
    productTypes: ['shelf', 'cabinet'],
    options: ['450mm', '600mm', '900mm'],
  },
  'soap-accessories': {
    nouns: ['Soap Dish', 'Soap Dispenser', 'Soap Basket'],
    productTypes: ['soap'],
  },
  'toilet-roll-accessories': {
    nouns: ['Toilet Roll Holder', 'Spare Roll Holder', 'Jumbo Roll Dispenser'],
    productTypes: ['toilet-roll-holder'],
  },
  'towel-accessories': {
    nouns: ['Towel Rail', 'Heated Towel Rail', 'Towel Ring', 'Double Towel Rail'],
    productTypes: ['towel-rail'],
    options: ['600mm', '750mm', '900mm'],
  },
  'care-accessories': {
    nouns: ['Grab Rail', 'Shower Seat', 'Back Rest', 'Fold-Up Rail'],
    productTypes: ['grab-rail', 'care'],
    options: ['300mm', '450mm', '600mm', '900mm'],
    care: true,
  },
  'kitchen-accessories': {
    nouns: ['Colander', 'Drainer Tray', 'Chopping Board', 'Sink Strainer'],
    productTypes: ['kitchen-accessory'],
  },
  sinks: {
    nouns: ['Single Bowl Sink', 'Double Bowl Sink', 'Undermount Sink', 'Drainer Sink'],
    productTypes: ['sink'],
    capacity: [20, 60],
    options: ['Left Hand Bowl', 'Right Hand Bowl'],
  },
  'kitchen-laundry-spare-parts': spare(
    ['Sink Waste', 'Plug and Chain', 'Mounting Clip Kit'],
    ['waste', 'spare-part'],
  ),
  'care-sinks': {
    nouns: ['Care Sink', 'Accessible Sink', 'Clinical Sink'],
    productTypes: ['sink', 'care'],
    capacity: [15, 40],
    care: true,
  },
  tubs: {
    nouns: ['Laundry Tub', 'Utility Tub', 'Inset Tub'],
    productTypes: ['tub'],
    capacity: [35, 70],
    options: ['35L', '45L', '70L'],
  },
  'tubs-cabinets': {
    nouns: ['Tub and Cabinet', 'Laundry Cabinet', 'Laundry Unit'],
    productTypes: ['tub', 'cabinet'],
    capacity: [35, 70],
  },
  valves: spare(['Isolating Valve', 'Pressure Limiting Valve', 'Check Valve'], ['valve']),
  'spare-parts': spare(['Service Kit', 'O-Ring Pack', 'Fixing Kit'], ['spare-part']),
  'thermostatic-mixing-valves': spare(
    ['Thermostatic Mixing Valve', 'TMV Service Kit', 'Tempering Valve'],
    ['valve', 'tmv'],
  ),
};
