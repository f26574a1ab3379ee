import type { Product, Variant } from '@specify/contracts';
import { complianceRows, specificationRows, specificationValue } from '../specifications';

const both = <T>(value: T) => ({ 'en-AU': value, 'en-NZ': value });

function variant(id: number, colour: string, extra: Partial<Variant['attributes']> = {}): Variant {
  return {
    id,
    key: `lu1234-${id}`,
    sku: `LU1234-${id}`,
    images: [],
    lineDiagramList: [],
    isOnStock: true,
    prices: [],
    attributes: {
      colour,
      'item-code': `1234${id}`,
      'item-name': `Luna Basin Mixer ${colour}`,
      'product-code': 'LU1234',
      'builder-range': 'NO',
      IsGWAInternal: false,
      'touchless-smart': false,
      leadfree: false,
      'pre-fabrication-frames': false,
      IsAS14281Compliant: true,
      IsAS14281Ambulant: false,
      IsIndependentLivingCompliant: false,
      IsNZ41121Compliant: true,
      'is-retrofit': false,
      cleanflush: false,
      'item-material': 'DZR Brass',
      shape: 'Round',
      'mount-type': 'Not Applicable',
      range: 'Luna',
      features: both(''),
      'item-attributes': [
        { name: 'depth', value: 120 },
        { name: 'wels-rating', value: 'Not Applicable' },
        { name: 'watermark-licence', value: '' },
        { name: 'IsAS14281Compliant', value: true },
        { name: 'bundle-references', value: ['BUNDLE1'] },
        { name: 'spare-references', value: ['SPARE1', 'SPARE2'] },
        { name: 'net-weight', value: 1.2 },
      ],
      measures: { 'overall-height': 180, 'flow-rate': 6.5 },
      downloads: [],
      ...extra,
    },
  };
}

const CHROME = variant(1, 'Chrome');

const LUNA: Product = {
  productId: 'prd-1234',
  slug: 'luna-basin-mixer-1234',
  name: both('Luna Basin Mixer'),
  description: both(''),
  family: 'tapware',
  categories: [],
  categoryKeys: both(['tapware']),
  masterVariantID: 1,
  variants: [CHROME, variant(2, 'Matte Black'), variant(3, 'Chrome')],
  metaTitle: both(''),
  metaDescription: both(''),
  metaKeywords: both(''),
  attributesAlgolia: {
    IsGWAInternal: false,
    'builder-range': both(false),
    brand: 'kinnear',
    'product-types': [],
    sectors: [],
  },
  IsNew: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('specification rows (storefront §5)', () => {
  it.each([
    ['Not Applicable', undefined],
    [undefined, undefined],
    [null, undefined],
    ['  ', undefined],
    [['a', 'b'], undefined],
    [true, 'Yes'],
    [false, 'No'],
    [120, '120'],
    [' DZR Brass ', 'DZR Brass'],
  ])('%j reads %j', (value, expected) => expect(specificationValue(value)).toBe(expected));

  it('come in page order: colours joined once each, material, shape, range, measures, item attributes', () => {
    expect(specificationRows(LUNA, CHROME)).toEqual([
      { label: 'Colour', value: 'Chrome, Matte Black' },
      { label: 'Material', value: 'DZR Brass' },
      { label: 'Shape', value: 'Round' },
      { label: 'Range', value: 'Luna' },
      { label: 'Overall Height (mm)', value: '180' },
      { label: 'Flow Rate (L/min)', value: '6.5' },
      { label: 'Depth (mm)', value: '120' },
      { label: 'Net Weight (kg)', value: '1.2' },
    ]);
  });

  it("a project line's colour is its own variant's, not every colour of the product", () => {
    const rows = specificationRows(LUNA, CHROME, { of: 'line' });
    expect(rows[0]).toEqual({ label: 'Colour', value: 'Chrome' });
    expect(rows.slice(1)).toEqual(specificationRows(LUNA, CHROME).slice(1));
  });

  it('skip what is not a specification: Not Applicable, empty, lists and compliance flags', () => {
    const labels = specificationRows(LUNA, CHROME).map((row) => row.label);
    expect(labels).not.toContain('Mount Type'); // Not Applicable
    expect(labels).not.toContain('WELS Rating'); // Not Applicable
    expect(labels).not.toContain('WaterMark Licence'); // empty
    expect(labels).not.toContain('Bundle References'); // a list
    expect(labels).not.toContain('AS1428.1 Accessible'); // a compliance row, by market
  });

  it('give a label once, the first value winning', () => {
    const heightTwice = variant(1, 'Chrome', {
      measures: { 'overall-height': 180 },
      'item-attributes': [{ name: 'overall-height', value: 999 }],
    });
    const heights = specificationRows(LUNA, heightTwice).filter((row) =>
      row.label.startsWith('Overall Height'),
    );
    expect(heights).toEqual([{ label: 'Overall Height (mm)', value: '180' }]);
  });
});

describe('specification rows: units and labels (storefront §9 "Units")', () => {
  const cistern = variant(1, 'White', {
    'capacity-size': '4.5/3L',
    measures: { capacity: 4.5, 'cartridge-size': 35 },
    'item-attributes': [
      { name: 'wels-flow-rate-1', value: 9 },
      { name: 'soft-close', value: true },
      { name: 'quick-release', value: false },
    ],
  });
  const rows = (family: Product['family']) =>
    specificationRows({ ...LUNA, family, variants: [cistern] }, cistern);

  it('show the named capacity size, capacity in L, sizes in mm and booleans as Yes or No', () => {
    expect(rows('sanitaryware')).toEqual(
      expect.arrayContaining([
        { label: 'Capacity Size', value: '4.5/3L' },
        { label: 'Capacity (L)', value: '4.5' },
        { label: 'Cartridge Size (mm)', value: '35' },
        { label: 'Soft Close', value: 'Yes' },
        { label: 'Quick Release', value: 'No' },
      ]),
    );
  });

  it('remap the WELS flow label for products that are not sanitaryware, in L/min', () => {
    expect(rows('sanitaryware')).toContainEqual({ label: 'WELS Flow Rate 1 (L/min)', value: '9' });
    expect(rows('tapware')).toContainEqual({ label: 'Wels With flow Rate #1 (L/min)', value: '9' });
  });

  it('leave the capacity size out when the variant has none', () => {
    expect(specificationRows(LUNA, CHROME).map((row) => row.label)).not.toContain('Capacity Size');
  });
});

describe('compliance rows (storefront §5, project-builder §5)', () => {
  it('read AS1428.1 Accessible and Ambulant on au, NZS 4121 on nz', () => {
    expect(complianceRows(LUNA, CHROME, 'au')).toEqual([
      { label: 'AS1428.1 Accessible', value: 'Yes' },
      { label: 'AS1428.1 Ambulant', value: 'No' },
    ]);
    expect(complianceRows(LUNA, CHROME, 'nz')).toEqual([
      { label: 'NZS 4121 Compliant', value: 'Yes' },
    ]);
  });

  it('on a project line, read as the project documents name them, with Independent Living', () => {
    const independent = CHROME.attributes.IsIndependentLivingCompliant ? 'Yes' : 'No';
    expect(complianceRows(LUNA, CHROME, 'au', { of: 'line' })).toEqual([
      { label: 'AS1428.1 Accessible', value: 'Yes' },
      { label: 'AS1428.1 Ambulant', value: 'No' },
      { label: 'Independent Living Compliant', value: independent },
    ]);
    expect(complianceRows(LUNA, CHROME, 'nz', { of: 'line' })).toEqual([
      { label: 'NZ412.1 Accessible', value: 'Yes' },
      { label: 'Independent Living Compliant', value: independent },
    ]);
  });

  it.each([
    'sanitaryware',
    'tapware',
    'showers',
    'accessories',
    'basins',
    'kitchen-laundry',
  ] as const)('are given in the %s top category', (family) =>
    expect(complianceRows({ ...LUNA, family }, CHROME, 'au')).toHaveLength(2),
  );

  it.each(['baths', 'spare-parts-valves'] as const)('are not given in %s', (family) => {
    expect(complianceRows({ ...LUNA, family }, CHROME, 'au')).toEqual([]);
    expect(complianceRows({ ...LUNA, family }, CHROME, 'nz')).toEqual([]);
  });
});
