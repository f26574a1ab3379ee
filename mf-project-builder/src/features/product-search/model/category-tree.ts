/**
 * The hard-coded category tree of tab 2 (project-builder.md §2, §9). Each entry filters the
 * index's `categoryKeys` (a record's family and category slugs); the Category facet then narrows
 * within it. The catalogue files kitchen sinks under accessories and laundry tubs under
 * kitchen-laundry, so those entries name their categories; an entry with no products (integrated
 * solutions and brochures, today) is not offered (CategoryTree) until products come.
 */
export interface CategoryNode {
  id: string;
  label: string;
  /** categoryKeys values, any of which puts a record in this category. */
  keys: readonly string[];
}

export const CATEGORY_TREE: readonly CategoryNode[] = [
  { id: 'sanitaryware', label: 'Sanitaryware', keys: ['sanitaryware'] },
  { id: 'tapware', label: 'Tapware', keys: ['tapware'] },
  { id: 'showers', label: 'Showers', keys: ['showers'] },
  { id: 'basins', label: 'Basins', keys: ['basins'] },
  { id: 'kitchen-sinks', label: 'Kitchen Sinks', keys: ['sinks', 'care-sinks'] },
  { id: 'laundry-tubs', label: 'Laundry Tubs', keys: ['tubs', 'tubs-cabinets'] },
  { id: 'baths', label: 'Baths', keys: ['baths'] },
  { id: 'integrated-solutions', label: 'Integrated Solutions', keys: ['integrated-solutions'] },
  { id: 'valves', label: 'Valves', keys: ['valves', 'thermostatic-mixing-valves'] },
  {
    id: 'bathroom-accessories',
    label: 'Bathroom Accessories',
    keys: [
      'bathroom-holders',
      'shelves-cabinets',
      'soap-accessories',
      'toilet-roll-accessories',
      'towel-accessories',
      'care-accessories',
    ],
  },
  {
    id: 'spare-parts',
    label: 'Spare Parts',
    keys: [
      'spare-parts',
      'tapware-spare-parts',
      'toilet-spare-parts',
      'basin-spare-parts',
      'bath-spare-parts',
      'shower-spare-parts',
      'kitchen-laundry-spare-parts',
    ],
  },
  { id: 'brochures', label: 'Brochures', keys: ['brochures'] },
];

/** The search filter of a category: any of its keys. */
export function categoryFilter(node: CategoryNode): string {
  return node.keys.map((key) => `categoryKeys:"${key}"`).join(' OR ');
}
