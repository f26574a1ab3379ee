import { FACETS, SOLUTION_FILTERS, facetsForMarket, indexedFacets } from '../facets';

const attributes = (facets: { attribute: string }[]) => facets.map((facet) => facet.attribute);

describe('facetsForMarket', () => {
  it('fills in the market currency for the price facet', () => {
    const au = facetsForMarket('au').find((facet) => facet.type === 'price');
    const nz = facetsForMarket('nz').find((facet) => facet.type === 'price');
    expect(au).toMatchObject({ attribute: 'price.AUD', unit: 'AUD' });
    expect(nz).toMatchObject({ attribute: 'price.NZD', unit: 'NZD' });
  });

  it('shows AS1428.1 on au only and NZ4121.1 on nz only', () => {
    expect(attributes(facetsForMarket('au'))).toEqual(
      expect.arrayContaining(['IsAS14281Compliant', 'IsAS14281Ambulant']),
    );
    expect(attributes(facetsForMarket('au'))).not.toContain('IsNZ41121Compliant');
    expect(attributes(facetsForMarket('nz'))).toContain('IsNZ41121Compliant');
    expect(attributes(facetsForMarket('nz'))).not.toContain('IsAS14281Compliant');
  });

  it('leaves no placeholder behind', () => {
    for (const facet of [...facetsForMarket('au'), ...indexedFacets('nz')]) {
      expect(`${facet.attribute} ${facet.unit ?? ''}`).not.toContain('{');
    }
  });
});

describe('indexedFacets', () => {
  it('keeps every facet of both markets, in the market currency', () => {
    expect(indexedFacets('nz')).toHaveLength(FACETS.length);
    expect(attributes(indexedFacets('nz'))).toEqual(
      expect.arrayContaining(['IsAS14281Compliant', 'IsNZ41121Compliant', 'price.NZD']),
    );
  });
});

describe('solution filters', () => {
  it('each filter on a boolean facet', () => {
    const booleans = FACETS.filter((facet) => facet.type === 'boolean').map((f) => f.attribute);
    for (const { filter } of Object.values(SOLUTION_FILTERS)) {
      expect(booleans).toContain(filter.replace(/:true$/, ''));
    }
  });
});
