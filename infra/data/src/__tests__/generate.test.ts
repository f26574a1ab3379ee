import type { Product, Variant } from '@specify/contracts';
import { DOWNLOAD_TYPES, PRODUCT_FAMILIES, SECTORS, discountPercent } from '@specify/contracts';
import {
  BRANDS,
  CATEGORY_FAMILIES,
  CATEGORY_LABELS,
  PRODUCT_FAMILY_LABELS,
  PRODUCT_TYPE_LABELS,
  RANGE_LABELS,
  familyOfCategory,
} from '@specify/contracts/catalogue/taxonomy';
import type { Catalogue } from '../index';
import { EMPTY_MARKERS, WARRANTY_PLACEHOLDER, generateCatalogue } from '../index';
import { RANGE_DISPLAY_NAMES, RANGE_IDENTIFIERS } from '../ranges';

let catalogue: Catalogue;
let variants: Variant[];

beforeAll(() => {
  catalogue = generateCatalogue();
  variants = catalogue.products.flatMap((product) => product.variants);
});

const download = (variant: Variant, name: string) =>
  variant.attributes.downloads.find((entry) => entry.name === name)?.value;
const isEmpty = (value: unknown) =>
  value === undefined || ([...EMPTY_MARKERS, WARRANTY_PLACEHOLDER] as unknown[]).includes(value);
const attribute = (variant: Variant, name: string) =>
  variant.attributes['item-attributes'].find((entry) => entry.name === name)?.value;
const references = (variant: Variant, name: string): string[] => {
  const value = variant.attributes['item-attributes'].find((entry) => entry.name === name)?.value;
  return Array.isArray(value) ? value : [];
};

describe('generateCatalogue', () => {
  it('gives the same catalogue on every run', () => {
    // Compared as JSON, key order included (jest's deep equality takes seconds on 5,600
    // variants); a difference is shown as the first product that differs.
    const again = generateCatalogue();
    const json = (value: unknown) => JSON.stringify(value, null, 1);
    expect(json({ ...again, products: [] })).toBe(json({ ...catalogue, products: [] }));
    expect(again.products).toHaveLength(catalogue.products.length);
    const differs = again.products.findIndex(
      (product, index) => JSON.stringify(product) !== JSON.stringify(catalogue.products[index]),
    );
    if (differs !== -1)
      expect(json(again.products[differs])).toBe(json(catalogue.products[differs]));
    expect(differs).toBe(-1);
  });

  it('has the default scale', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(1500);
    expect(variants.length).toBeGreaterThanOrEqual(5000);
  });

  it('covers every family and category slug, with a tree of one top category per family', () => {
    const slugs = new Set(catalogue.products.flatMap((product) => product.categoryKeys['en-AU']));
    for (const slug of Object.values(CATEGORY_FAMILIES).flat()) expect(slugs).toContain(slug);
    for (const slug of ['valves', 'spare-parts']) {
      expect(slugs).toContain(slug);
      expect(familyOfCategory(slug)).toBe('spare-parts-valves');
    }
    const families = new Set(catalogue.products.map((product) => product.family));
    expect([...families].sort()).toEqual([...PRODUCT_FAMILIES].sort());

    const tops = catalogue.categories.filter((category) => category.parentId === undefined);
    expect(tops.map((category) => category.slug).sort()).toEqual([...PRODUCT_FAMILIES].sort());
    const basinMixers = catalogue.categories.find((category) => category.slug === 'basin-mixers');
    expect(basinMixers).toMatchObject({
      _url: '/products/tapware/basin-mixers/',
      parentId: 'cat-tapware',
      family: 'tapware',
    });
    for (const product of catalogue.products) {
      const leaf = product.categories[1];
      expect(leaf && familyOfCategory(leaf.slug)).toBe(product.family);
    }
  });

  it('uses every brand, range identifier, range display name and sector', () => {
    const algolia = catalogue.products.map((product) => product.attributesAlgolia);
    const brands = new Set(algolia.map((attributes) => attributes.brand));
    expect([...brands].sort()).toEqual(BRANDS.map((brand) => brand.slug).sort());
    const ranges = new Set(algolia.map((attributes) => attributes.range));
    for (const range of RANGE_IDENTIFIERS) expect(ranges).toContain(range);
    const names = new Set(variants.map((variant) => variant.attributes.range));
    for (const name of RANGE_DISPLAY_NAMES) expect(names).toContain(name);
    const sectors = new Set(algolia.flatMap((attributes) => attributes.sectors));
    expect([...sectors].sort()).toEqual(Object.keys(SECTORS).sort());
  });

  it('names every category, range and product type it uses by the contracts’ display names', () => {
    for (const category of catalogue.categories) {
      const expected = CATEGORY_LABELS[category.slug] ?? PRODUCT_FAMILY_LABELS[category.family];
      expect(category.name['en-AU']).toBe(expected);
    }
    expect(catalogue.categories.find((c) => c.slug === 'baths-l2')?.name['en-AU']).toBe('Baths');
    const algolia = catalogue.products.map((product) => product.attributesAlgolia);
    for (const range of new Set(algolia.map((attributes) => attributes.range)))
      if (range) expect(Object.keys(RANGE_LABELS)).toContain(range);
    for (const type of new Set(algolia.flatMap((attributes) => attributes['product-types'])))
      expect(Object.keys(PRODUCT_TYPE_LABELS)).toContain(type);
  });

  it('gives every variant every download type, with empty markers and link lists among them', () => {
    for (const variant of variants) {
      expect(variant.attributes.downloads.map((entry) => entry.name)).toEqual([...DOWNLOAD_TYPES]);
    }
    const values = variants.flatMap((variant) => variant.attributes.downloads.map((e) => e.value));
    for (const marker of ['', '-', 'NULL', 'warrantyURL']) expect(values).toContain(marker);
    expect(values.some((value) => Array.isArray(value) && value.length > 1)).toBe(true);
    for (const type of DOWNLOAD_TYPES) {
      expect(variants.some((variant) => !isEmpty(download(variant, type)))).toBe(true);
    }
  });

  it.each([
    ['installation-guidelines', 'installation-guidelines-set'],
    ['technical-manual', 'technical-manual-set'],
  ])('has %s both shown and hidden by its set counterpart', (plain, set) => {
    const withPlain = variants.filter((variant) => !isEmpty(download(variant, plain)));
    expect(withPlain.some((variant) => isEmpty(download(variant, set)))).toBe(true);
    expect(withPlain.some((variant) => !isEmpty(download(variant, set)))).toBe(true);
  });

  it('links file URLs of the expected shapes', () => {
    const variant = variants[0]!;
    expect(variant.images[0]).toMatch(/^\/files\/images\/thumbnail\/[\w-]+\.svg$/);
    const diagram = /^\/files\/diagrams\/[\w-]+\.svg$/;
    expect(variants.some((v) => diagram.test(v.lineDiagramList[0] ?? ''))).toBe(true);
    const extensions: Record<string, string> = {
      'RFA-file': 'rfa',
      '3DS-file': '3ds',
      'DAE-file': 'dae',
      'OBJ-file': 'obj',
      'SKP-file': 'skp',
      'DXF-file': 'dxf',
      'DWG-file': 'dwg',
      'BOM-file': 'pdf',
    };
    for (const v of variants.slice(0, 200)) {
      for (const [type, ext] of Object.entries(extensions)) {
        const value = download(v, type);
        if (typeof value === 'string' && !isEmpty(value))
          expect(value.endsWith(`.${ext}`)).toBe(true);
      }
    }
  });

  it('resolves every bundle and spare reference to a real item code', () => {
    const codes = new Set(variants.map((variant) => variant.attributes['item-code']));
    let bundles = 0;
    let spares = 0;
    for (const variant of variants) {
      for (const code of references(variant, 'bundle-references')) {
        expect(codes).toContain(code);
        bundles += 1;
      }
      for (const code of references(variant, 'spare-references')) {
        expect(codes).toContain(code);
        spares += 1;
      }
    }
    expect(bundles).toBeGreaterThan(100);
    expect(spares).toBeGreaterThan(100);
  });

  it('keeps sku, item code, variant key and product slug unique', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(variants.map((variant) => variant.sku))).toBe(true);
    expect(unique(variants.map((variant) => variant.key))).toBe(true);
    expect(unique(variants.map((variant) => variant.attributes['item-code']))).toBe(true);
    expect(unique(catalogue.products.map((product) => product.slug))).toBe(true);
  });

  it('marks lead-free exactly the item codes ending in AF or LF', () => {
    for (const variant of variants) {
      expect(variant.attributes.leadfree).toBe(/(AF|LF)$/.test(variant.attributes['item-code']));
    }
    expect(variants.some((variant) => variant.attributes.leadfree)).toBe(true);
  });

  it('has internal-only variants and products, builder range and new products', () => {
    const internalProducts = catalogue.products.filter(
      (product: Product) => product.attributesAlgolia.IsGWAInternal,
    );
    expect(internalProducts.length).toBeGreaterThan(0);
    expect(variants.filter((variant) => variant.attributes.IsGWAInternal).length).toBeGreaterThan(
      internalProducts.length,
    );
    expect(variants.some((variant) => variant.attributes['builder-range'] === 'YES')).toBe(true);
    expect(catalogue.products.some((p) => p.attributesAlgolia['builder-range']['en-AU'])).toBe(
      true,
    );
    expect(catalogue.products.some((product) => product.IsNew)).toBe(true);
    expect(catalogue.products.some((product) => !product.IsNew)).toBe(true);
  });

  it('marks a realistic few products new: the latest releases, not a sixth of the catalogue', () => {
    const fresh = catalogue.products.filter((product) => product.IsNew).length;
    expect(fresh / catalogue.products.length).toBeGreaterThan(0.01);
    expect(fresh / catalogue.products.length).toBeLessThan(0.04);
    const firstNew = Math.min(
      ...catalogue.products.filter((p) => p.IsNew).map((p) => Date.parse(p.createdAt)),
    );
    for (const product of catalogue.products.filter((p) => !p.IsNew))
      expect(Date.parse(product.createdAt)).toBeLessThan(firstNew);
  });

  it.each([
    'IsAS14281Compliant',
    'IsAS14281Ambulant',
    'IsIndependentLivingCompliant',
    'IsNZ41121Compliant',
    'touchless-smart',
    'pre-fabrication-frames',
    'is-retrofit',
    'cleanflush',
  ] as const)('sets %s on some variants', (flag) => {
    expect(variants.some((variant) => variant.attributes[flag])).toBe(true);
    expect(variants.some((variant) => !variant.attributes[flag])).toBe(true);
  });

  it('prices every variant in AUD and NZD cents and dates products within 2024–2026', () => {
    for (const variant of variants) {
      expect(variant.prices.map((price) => [price.country, price.value.currencyCode])).toEqual([
        ['AU', 'AUD'],
        ['NZ', 'NZD'],
      ]);
      expect(Number.isInteger(variant.prices[0]!.value.centAmount)).toBe(true);
    }
    for (const product of catalogue.products) {
      expect(product.createdAt >= '2024-01-01' && product.createdAt < '2027-01-01').toBe(true);
    }
  });

  it.each(['AU', 'NZ'] as const)(
    'puts some variants on sale in %s, each below its list price by 10 to 30%%',
    (country) => {
      const inCountry = variants.map((variant) =>
        variant.prices.find((price) => price.country === country)!,
      );
      const onSale = inCountry.filter((price) => price.discounted);
      expect(onSale.length).toBeGreaterThan(inCountry.length * 0.05);
      expect(onSale.length).toBeLessThan(inCountry.length * 0.25);
      for (const { value, discounted } of onSale) {
        expect(discounted!.currencyCode).toBe(value.currencyCode);
        const percent = discountPercent(value.centAmount, discounted!.centAmount);
        expect([10, 15, 20, 25, 30]).toContain(percent);
      }
    },
  );

  it('names the capacity of every variant that has one as its capacity-size', () => {
    const withCapacity = variants.filter((variant) => variant.attributes.measures.capacity);
    expect(withCapacity.length).toBeGreaterThan(0);
    for (const variant of variants) {
      const { capacity } = variant.attributes.measures;
      expect(variant.attributes['capacity-size']).toBe(
        capacity === undefined ? undefined : `${capacity}L`,
      );
    }
  });

  it('gives measures that suit the family', () => {
    for (const product of catalogue.products) {
      for (const variant of product.variants) {
        expect(variant.attributes.measures['overall-height']).toBeGreaterThan(0);
        if (product.family === 'tapware' || product.family === 'showers') {
          expect(variant.attributes.measures['flow-rate']).toBeGreaterThan(0);
        }
        if (['baths-l2', 'cisterns', 'tubs'].includes(product.categories[1]!.slug)) {
          expect(variant.attributes.measures.capacity).toBeGreaterThan(0);
        }
      }
    }
  });

  it('gives toilet pans and suites a trap type: their trap option, else one for every colour', () => {
    const pansAndSuites = catalogue.products.filter((product) =>
      ['toilet-pans', 'toilet-suites', 'care-toilets'].includes(product.categories[1]!.slug),
    );
    expect(pansAndSuites.length).toBeGreaterThan(50);
    const seen = new Set<unknown>();
    for (const product of pansAndSuites) {
      const traps = new Set<unknown>();
      for (const variant of product.variants) {
        const trap = attribute(variant, 'trap-type');
        expect(['S Trap', 'P Trap', 'Skew Trap']).toContain(trap);
        seen.add(trap);
        const option = variant.attributes['variant-name']?.match(/^(S|P|Skew) Trap/)?.[0];
        if (option) expect(trap).toBe(option);
        else traps.add(trap);
      }
      expect(traps.size).toBeLessThanOrEqual(1);
    }
    expect([...seen].sort()).toEqual(['P Trap', 'S Trap', 'Skew Trap']);
    const others = catalogue.products.filter((product) => !pansAndSuites.includes(product));
    for (const variant of others.flatMap((product) => product.variants))
      expect(attribute(variant, 'trap-type')).toBeUndefined();
  });

  it('gives tapware and showers WELS flow rates: #1 their flow rate, #2 with a second outlet', () => {
    let second = 0;
    for (const product of catalogue.products) {
      const water = ['tapware', 'showers'].includes(product.family);
      const spare = /spare-parts$/.test(product.categories[1]!.slug);
      for (const variant of product.variants) {
        const first = attribute(variant, 'wels-flow-rate-1');
        const other = attribute(variant, 'wels-flow-rate-2');
        if (!water || spare) {
          expect([first, other]).toEqual([undefined, undefined]);
          continue;
        }
        expect(first).toBe(variant.attributes.measures['flow-rate']);
        if (other !== undefined) {
          expect(other).toBeGreaterThan(0);
          second += 1;
        }
      }
    }
    expect(second).toBeGreaterThan(100);
  });

  it('gives cartridge sizes to mixers only', () => {
    let mixers = 0;
    for (const product of catalogue.products) {
      const mixer = /\bMixer\b/.test(product.name['en-AU']);
      const water = ['tapware', 'showers'].includes(product.family);
      for (const variant of product.variants) {
        const size = variant.attributes.measures['cartridge-size'];
        if (mixer && water && !/spare-parts$/.test(product.categories[1]!.slug)) {
          expect([25, 35, 40]).toContain(size);
          mixers += 1;
        } else expect(size).toBeUndefined();
      }
    }
    expect(mixers).toBeGreaterThan(500);
  });

  it('types hob-mounted mixers as hob mixers, and nothing else', () => {
    const hob = catalogue.products.filter((product) =>
      product.attributesAlgolia['product-types'].includes('hob-mixer'),
    );
    expect(hob.length).toBeGreaterThan(5);
    for (const product of hob) {
      expect(product.name['en-AU']).toMatch(/mixer/i);
      expect(product.variants[0]?.attributes['mount-type']).toBe('Hob Mounted');
    }
  });

  // Timing is reported by the CLI; asserting it here would make the suite flaky on busy machines.
  it('reaches the benchmark scale of 100,000 variants', () => {
    const large = generateCatalogue({ variantTarget: 100_000 });
    expect(large.products.reduce((sum, product) => sum + product.variants.length, 0)).toBe(100_000);
  }, 120_000);
});
