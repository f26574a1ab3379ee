import type { ItemAttribute, MeasureKey, ProductFamily } from '@specify/contracts';
import type { CategoryProfile } from './category-profiles';
import type { FamilyProfile } from './family-profiles';
import { Random, hashString } from './random';

/** Compliance and solution flags; decided per product so a product's variants agree. */
export interface SolutionFlags {
  'touchless-smart': boolean;
  'pre-fabrication-frames': boolean;
  IsAS14281Compliant: boolean;
  IsAS14281Ambulant: boolean;
  IsIndependentLivingCompliant: boolean;
  IsNZ41121Compliant: boolean;
  'is-retrofit': boolean;
  cleanflush: boolean;
}

const TOILETS = ['care-toilets', 'toilet-suites', 'toilet-pans', 'bidet-suites'];
const FRAMED = ['cisterns', 'toilet-suites', 'toilet-pans', 'vanity', 'care-toilets', 'urinals'];
const WATER = ['tapware', 'showers', 'sanitaryware', 'basins', 'kitchen-laundry'];

export interface TraitContext {
  family: ProductFamily;
  category: string;
  profile: CategoryProfile;
  noun: string;
  rangeId?: string;
}

export function solutionFlags(rng: Random, ctx: TraitContext): SolutionFlags {
  const care = ctx.profile.care === true;
  const toilet = TOILETS.includes(ctx.category);
  const compliant = care ? rng.chance(0.85) : WATER.includes(ctx.family) && rng.chance(0.06);
  return {
    'touchless-smart':
      /Sensor|Smart/.test(ctx.noun) ||
      (['tapware', 'showers', 'sanitaryware'].includes(ctx.family) && rng.chance(0.06)),
    'pre-fabrication-frames': FRAMED.includes(ctx.category) && rng.chance(0.3),
    IsAS14281Compliant: compliant,
    IsAS14281Ambulant: (toilet && rng.chance(0.25)) || (care && rng.chance(0.4)),
    IsIndependentLivingCompliant: care ? rng.chance(0.6) : rng.chance(0.03),
    IsNZ41121Compliant: compliant && rng.chance(0.7),
    'is-retrofit': ctx.profile.spare ? rng.chance(0.3) : rng.chance(0.06),
    cleanflush:
      ctx.rangeId === 'cube-cleanflush-urinal' ||
      ([...TOILETS, 'urinals'].includes(ctx.category) && rng.chance(0.4)),
  };
}

/** Lead-free applies to brass that touches drinking water. */
export function canBeLeadFree(family: ProductFamily, category: string): boolean {
  return (
    family === 'tapware' || family === 'showers' || category === 'valves' || category === 'sinks'
  );
}

function within(rng: Random, [min, max]: readonly [number, number], step = 1): number {
  return Math.round((min + rng.next() * (max - min)) / step) * step;
}

/** A mixer (basin, sink, bath/shower, laundry ...) is the tapware that has a cartridge. */
export const isMixer = (noun: string) => /\bMixer\b/.test(noun);

/**
 * Numeric measures with spec §9 units: mm, L, L/min. A size option ("1675mm") sets the length;
 * cartridge sizes go on mixers only.
 */
export function measures(
  rng: Random,
  family: FamilyProfile,
  category: CategoryProfile,
  option: string | undefined,
  mixer: boolean,
): Partial<Record<MeasureKey, number>> {
  const sized = option?.match(/^(\d+)mm$/);
  const litres = option?.match(/^(\d+)L$/);
  const result: Partial<Record<MeasureKey, number>> = {
    'overall-height': within(rng, family.height, 5),
    'overall-width': sized ? Number(sized[1]) : within(rng, family.width, 5),
    'overall-depth': within(rng, family.depth, 5),
  };
  if (litres) result.capacity = Number(litres[1]);
  else if (category.capacity) result.capacity = within(rng, category.capacity, 0.5);
  if (family.flowRate) result['flow-rate'] = within(rng, family.flowRate, 0.5);
  if (family.cartridgeSizes && !category.spare) {
    // Drawn for every tapware and shower product even when unused, so that keeping sizes to
    // mixers left the rest of the seeded catalogue (names, prices, flags) as it was.
    const size = rng.pick(family.cartridgeSizes);
    if (mixer) result['cartridge-size'] = size;
  }
  return result;
}

/** The name/value item attributes (spec §3): dimensions, weight, WELS and compliance rows. */
export function itemAttributes(
  rng: Random,
  family: FamilyProfile,
  values: Partial<Record<MeasureKey, number>>,
  flags: SolutionFlags,
  waterRated: boolean,
): ItemAttribute[] {
  const stars =
    values['flow-rate'] !== undefined ? Math.max(1, Math.round(12 - values['flow-rate'])) : 0;
  return [
    { name: 'depth', value: values['overall-depth'] ?? 0 },
    { name: 'length', value: values['overall-height'] ?? 0 },
    { name: 'width', value: values['overall-width'] ?? 0 },
    { name: 'net-weight', value: Math.round(within(rng, family.weightKg, 0.1) * 10) / 10 },
    {
      name: 'wels-rating',
      value: waterRated && stars > 0 ? `${Math.min(stars, 6)} Star` : 'Not Applicable',
    },
    { name: 'watermark-licence', value: rng.chance(0.7) ? `WMKA${rng.int(20000, 29999)}` : '' },
    { name: 'IsAS14281Compliant', value: flags.IsAS14281Compliant },
    { name: 'IsAS14281Ambulant', value: flags.IsAS14281Ambulant },
    { name: 'IsNZ41121Compliant', value: flags.IsNZ41121Compliant },
    { name: 'IsIndependentLivingCompliant', value: flags.IsIndependentLivingCompliant },
    { name: 'cleanflush', value: flags.cleanflush },
  ];
}

/** Outlets of a product that has two WELS-rated ones: hand and overhead, bath and shower, spray. */
const TWO_OUTLETS = /Twin|Multifunction|Column|Bath\/Shower|Diverter|Pull-Out/;

export interface FittingContext {
  family: FamilyProfile;
  profile: CategoryProfile;
  noun: string;
  /** The product's code: its trap type is the same in every colour. */
  productCode: string;
  sku: string;
  option: string | undefined;
  /** The variant's flow rate (L/min), which its first WELS-rated outlet has. */
  flowRate: number | undefined;
}

/**
 * The item attributes the §9 labels name: a toilet pan's or suite's trap type (its trap option
 * when variants differ by trap), and the WELS-rated flow rates of tapware and showers (#1 the
 * product's flow rate; #2 when it has a second outlet). Drawn from seeds of their own, so adding
 * them left the rest of the seeded catalogue as it was.
 */
export function fittingAttributes(ctx: FittingContext): ItemAttribute[] {
  const attributes: ItemAttribute[] = [];
  const traps = ctx.profile.trapTypes;
  if (traps && traps.length > 0) {
    const option = traps.find((trap) => trap === ctx.option);
    const trap = option ?? new Random(hashString(`${ctx.productCode}:trap`)).pick(traps);
    attributes.push({ name: 'trap-type', value: trap });
  }
  if (ctx.flowRate !== undefined && ctx.family.flowRate && !ctx.profile.spare) {
    attributes.push({ name: 'wels-flow-rate-1', value: ctx.flowRate });
    if (TWO_OUTLETS.test(ctx.noun)) {
      const rng = new Random(hashString(`${ctx.sku}:wels`));
      attributes.push({ name: 'wels-flow-rate-2', value: within(rng, ctx.family.flowRate, 0.5) });
    }
  }
  return attributes;
}
