import { MEASURES } from '@specify/contracts';
import { FACETS, facetsForMarket } from '@specify/contracts/search/facets';
import {
  ATTRIBUTE_LABELS,
  attributeLabel,
  attributeUnit,
  facetsLabelledFor,
  labelWithUnit,
  valueLabel,
} from '../labels';
import { CATEGORY_FAMILIES, CATEGORY_LABELS, SPARE_PARTS_VALVES_CATEGORIES } from '../taxonomy';

describe('attribute labels (storefront §9 "Filter chip labels")', () => {
  it.each([
    ['colour', 'Colour'],
    ['item-material', 'Material'],
    ['trap-type', 'Trap Type'],
    ['range', 'Collection'],
    ['product-types', 'Product Type'],
    ['leadfree', 'Lead Free'],
    ['IsAS14281Compliant', 'AS1428.1 Accessible'],
    ['net-weight', 'Net Weight'],
    ['watermark-licence', 'WaterMark Licence'],
  ])('%s reads %s', (attribute, label) => expect(attributeLabel(attribute)).toBe(label));

  it('names measures by MEASURES, whether bare or as their facet attribute', () => {
    for (const { key, label } of MEASURES) {
      expect(attributeLabel(key)).toBe(label);
      expect(attributeLabel(`measures.${key}`)).toBe(label);
    }
    expect(attributeLabel('price.NZD')).toBe('Price');
  });

  it('reads an attribute it does not know in title case', () => {
    expect(attributeLabel('hand-shower-length')).toBe('Hand Shower Length');
  });

  it('gives every facet the table’s name', () => {
    for (const facet of FACETS)
      expect(facet.label).toBe(attributeLabel(facet.attribute, 'sanitaryware'));
    expect(FACETS.find((facet) => facet.attribute === 'trap-type')).toMatchObject({
      type: 'term',
      label: 'Trap Type',
    });
  });
});

describe('remapped measure labels (storefront §9 "Some labels are remapped")', () => {
  it('Cartridge Size and Cleanflush, for every family', () => {
    for (const family of ['tapware', 'sanitaryware'] as const) {
      expect(attributeLabel('cartridge-size', family)).toBe('Cartridge Size');
      expect(attributeLabel('measures.cartridge-size', family)).toBe('Cartridge Size');
      expect(attributeLabel('cleanflush', family)).toBe('Cleanflush');
    }
  });

  it('WELS flow rates #1 and #2 on non-sanitaryware only', () => {
    for (const family of ['tapware', 'showers', 'kitchen-laundry', undefined] as const) {
      expect(attributeLabel('wels-flow-rate-1', family)).toBe('Wels With flow Rate #1');
      expect(attributeLabel('wels-flow-rate-2', family)).toBe('Wels With flow Rate #2');
    }
    expect(attributeLabel('wels-flow-rate-1', 'sanitaryware')).toBe(
      ATTRIBUTE_LABELS['wels-flow-rate-1'],
    );
    expect(attributeLabel('wels-flow-rate-2', 'sanitaryware')).toBe('WELS Flow Rate 2');
  });

  it('adds units for specification rows: mm, kg, L/min', () => {
    expect(labelWithUnit('depth')).toBe('Depth (mm)');
    expect(labelWithUnit('net-weight')).toBe('Net Weight (kg)');
    expect(labelWithUnit('wels-flow-rate-1', 'showers')).toBe('Wels With flow Rate #1 (L/min)');
    expect(labelWithUnit('cartridge-size')).toBe('Cartridge Size (mm)');
    expect(labelWithUnit('trap-type', 'sanitaryware')).toBe('Trap Type');
    expect(attributeUnit('measures.flow-rate')).toBe('L/min');
  });

  it('titles a listing’s facets for its family; other facets keep their titles', () => {
    const byAttribute = (family?: 'sanitaryware' | 'tapware') =>
      new Map(
        facetsLabelledFor(facetsForMarket('au'), family).map((facet) => [facet.attribute, facet]),
      );
    const tapware = byAttribute('tapware');
    expect(tapware.get('wels-flow-rate-1')).toMatchObject({
      label: 'Wels With flow Rate #1',
      type: 'range',
      unit: 'L/min',
    });
    expect(byAttribute().get('wels-flow-rate-2')?.label).toBe('Wels With flow Rate #2');
    expect(byAttribute('sanitaryware').get('wels-flow-rate-1')?.label).toBe('WELS Flow Rate 1');
    expect(tapware.get('measures.cartridge-size')?.label).toBe('Cartridge Size');
    expect(tapware.get('price.AUD')?.label).toBe('Price');
    expect(tapware.get('colour')?.label).toBe('Colour');
  });
});

describe('value labels: the catalogue’s display names, never a slug’s words', () => {
  it.each([
    ['brand', 'livewell', 'LiveWell'],
    ['sectors', '105', 'Retail & hospitality'],
    ['sectors', '107', 'Entertainment, recreation & transport'],
    ['sectors', '108', 'Government & defence'],
    ['range', 'urbane-liano-heated-towel-rails', 'Urbane & Liano Heated Towel Rails'],
    ['range', '{product}-urbane-ii-universal-accessories', 'Urbane II Universal Accessories'],
    ['product-types', 'hob-mixer', 'Hob mixer'],
    ['categorySlugs', 'baths-l2', 'Baths'],
    ['categorySlugs', 'buttons-accessories', 'Buttons & Accessories'],
    ['categorySlugs', 'kitchen-laundry', 'Kitchen & Laundry'],
    ['bim-file-types', 'RFA-file', 'Revit (RFA)'],
    ['bim-file-types', '3DS-file', '3DS'],
  ])('%s %s reads %s', (attribute, value, label) => {
    expect(valueLabel(attribute, value)).toBe(label);
  });

  it('leaves values that are words already as they are', () => {
    expect(valueLabel('colour', 'Brushed Gold')).toBe('Brushed Gold');
    expect(valueLabel('range', 'toString')).toBe('toString');
  });

  it('names every category the catalogue has', () => {
    const slugs = [...Object.values(CATEGORY_FAMILIES).flat(), ...SPARE_PARTS_VALVES_CATEGORIES];
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...slugs].sort());
  });
});
