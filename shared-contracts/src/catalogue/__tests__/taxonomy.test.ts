import { PRODUCT_FAMILIES } from '../../routes';
import {
  BUILDER_CATEGORIES,
  CATEGORY_FAMILIES,
  SPARE_PARTS_VALVES_CATEGORIES,
  UNSTOCKED_BUILDER_CATEGORIES,
} from '../taxonomy';

describe("the Project Builder's category tree", () => {
  it('is the spec’s twelve entries, in its order (project-builder.md §2 tab 2)', () => {
    expect(BUILDER_CATEGORIES.map((category) => category.label)).toEqual([
      'Sanitaryware',
      'Tapware',
      'Showers',
      'Basins',
      'Kitchen Sinks',
      'Laundry Tubs',
      'Baths',
      'Integrated Solutions',
      'Valves',
      'Bathroom Accessories',
      'Spare Parts',
      'Brochures',
    ]);
  });

  it('filters only by families and categories the catalogue has, or names one not stocked yet', () => {
    const known = new Set<string>([
      ...PRODUCT_FAMILIES,
      ...Object.values(CATEGORY_FAMILIES).flat(),
      ...SPARE_PARTS_VALVES_CATEGORIES,
      ...UNSTOCKED_BUILDER_CATEGORIES,
    ]);
    const unknown = BUILDER_CATEGORIES.flatMap((category) => category.keys).filter(
      (key) => !known.has(key),
    );
    expect(unknown).toEqual([]);
  });

  it('puts every spare-parts category of the catalogue under Spare Parts', () => {
    const spareParts = BUILDER_CATEGORIES.find((category) => category.id === 'spare-parts');
    expect(spareParts?.keys).toEqual([
      'spare-parts',
      'tapware-spare-parts',
      'toilet-spare-parts',
      'basin-spare-parts',
      'bath-spare-parts',
      'shower-spare-parts',
      'kitchen-laundry-spare-parts',
    ]);
  });
});
