import type { BrandSlug, ProductFamily } from '@specify/contracts';
import type { Colour } from './colours';
import { CERAMIC_FINISHES, COLOURS, METAL_FINISHES, STEEL_FINISHES } from './colours';

type Span = readonly [number, number];

/** How products of a family look, measure and cost. Dimensions in mm, prices in AUD dollars. */
export interface FamilyProfile {
  finishes: readonly Colour[];
  materials: readonly string[];
  shapes: readonly string[];
  mountTypes: readonly string[];
  height: Span;
  width: Span;
  depth: Span;
  weightKg: Span;
  /** L/min, for tapware and showers (spec §9 units). */
  flowRate?: Span;
  cartridgeSizes?: readonly number[];
  price: Span;
  /** Brands that sell products of this family outside a named range. */
  brands: readonly BrandSlug[];
  /** Weight of the family when categories are drawn after every slug has one product. */
  weight: number;
}

const TAP_MOUNTS = ['Hob Mounted', 'Wall Mounted', 'Deck Mounted'];

export const FAMILY_PROFILES: Readonly<Record<ProductFamily, FamilyProfile>> = {
  tapware: {
    finishes: METAL_FINISHES,
    materials: ['Brass', 'DZR Brass', 'Stainless Steel', 'Zinc Alloy'],
    shapes: ['Round', 'Square', 'Soft Square'],
    mountTypes: TAP_MOUNTS,
    height: [90, 420],
    width: [45, 220],
    depth: [100, 260],
    weightKg: [0.6, 3.2],
    flowRate: [4, 9],
    cartridgeSizes: [25, 35, 40],
    price: [129, 1290],
    brands: ['kinnear', 'methven', 'stylus', 'dorf', 'clark'],
    weight: 30,
  },
  sanitaryware: {
    finishes: CERAMIC_FINISHES,
    materials: ['Vitreous China', 'Fine Fireclay', 'Polypropylene', 'Thermoset'],
    shapes: ['Round', 'Square', 'Soft Square', 'Rimless'],
    mountTypes: ['Wall Hung', 'Floor Mounted', 'Back to Wall', 'In Wall'],
    height: [90, 900],
    width: [200, 450],
    depth: [100, 720],
    weightKg: [2, 42],
    price: [89, 2890],
    brands: ['kinnear', 'stylus', 'dorf'],
    weight: 18,
  },
  basins: {
    finishes: CERAMIC_FINISHES,
    materials: ['Vitreous China', 'Solid Surface', 'Fine Fireclay', 'Cast Stone'],
    shapes: ['Round', 'Oval', 'Rectangle', 'Square'],
    mountTypes: ['Wall Mounted', 'Inset', 'Above Counter', 'Under Counter', 'Semi Recessed'],
    height: [110, 860],
    width: [350, 1200],
    depth: [280, 520],
    weightKg: [4, 38],
    price: [149, 1990],
    brands: ['kinnear', 'stylus'],
    weight: 14,
  },
  baths: {
    finishes: [COLOURS.white, COLOURS.matteWhite, COLOURS.matteBlack],
    materials: ['Acrylic', 'Solid Surface', 'Enamelled Steel'],
    shapes: ['Oval', 'Rectangle', 'Corner'],
    mountTypes: ['Freestanding', 'Inset', 'Back to Wall', 'Corner'],
    height: [420, 620],
    width: [700, 900],
    depth: [1500, 1800],
    weightKg: [22, 95],
    price: [590, 5490],
    brands: ['kinnear', 'stylus'],
    weight: 6,
  },
  showers: {
    finishes: METAL_FINISHES,
    materials: ['Brass', 'ABS Plastic', 'Stainless Steel'],
    shapes: ['Round', 'Square'],
    mountTypes: ['Wall Mounted', 'Ceiling Mounted', 'Rail Mounted'],
    height: [150, 1200],
    width: [100, 300],
    depth: [80, 450],
    weightKg: [0.4, 6],
    flowRate: [7, 9],
    cartridgeSizes: [35, 40],
    price: [99, 1890],
    brands: ['kinnear', 'methven', 'dorf'],
    weight: 12,
  },
  accessories: {
    finishes: [...METAL_FINISHES, COLOURS.stainlessSteel],
    materials: ['Brass', 'Stainless Steel', 'Zinc Alloy', 'Glass', 'Aluminium'],
    shapes: ['Round', 'Square'],
    mountTypes: ['Wall Mounted', 'Freestanding', 'Benchtop'],
    height: [40, 900],
    width: [60, 1200],
    depth: [50, 200],
    weightKg: [0.2, 9],
    price: [29, 990],
    brands: ['kinnear', 'dorf', 'clark', 'stylus'],
    weight: 12,
  },
  'kitchen-laundry': {
    finishes: STEEL_FINISHES,
    materials: ['Stainless Steel', 'Polymarble', 'Acrylic'],
    shapes: ['Rectangle', 'Square'],
    mountTypes: ['Inset', 'Freestanding', 'Undermount'],
    height: [250, 900],
    width: [380, 1200],
    depth: [450, 600],
    weightKg: [6, 40],
    price: [199, 1490],
    brands: ['clark', 'kinnear'],
    weight: 4,
  },
  'spare-parts-valves': {
    finishes: [COLOURS.chrome, COLOURS.white, COLOURS.stainlessSteel],
    materials: ['Brass', 'DZR Brass', 'Plastic', 'Stainless Steel', 'EPDM Rubber'],
    shapes: ['Not Applicable'],
    mountTypes: ['Not Applicable', 'In Line', 'Wall Mounted'],
    height: [10, 180],
    width: [10, 120],
    depth: [10, 120],
    weightKg: [0.05, 1.6],
    flowRate: [6, 30],
    price: [9, 690],
    brands: ['kinnear', 'methven', 'dorf', 'stylus'],
    weight: 4,
  },
};
