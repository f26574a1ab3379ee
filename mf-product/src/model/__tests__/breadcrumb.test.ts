import { LUNA } from '../../testing/product-fixtures';
import {
  PRODUCT_TRAIL_STORAGE_KEY as TRAIL_STORAGE_KEY,
  writeListingTrail,
} from '@specify/contracts';
import { productCrumbs, rememberTrail } from '../breadcrumb';

const query = (text: string) => new URLSearchParams(text);
const here = () => `${window.location.origin}/au/products/tapware/`;

describe('the product breadcrumb (storefront §2)', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes from the category query and is remembered for the session', () => {
    expect(rememberTrail(query('?category=tapware/basin-mixers'), here(), sessionStorage)).toEqual({
      kind: 'category',
      path: 'tapware/basin-mixers',
    });
    // The next variant's page, opened from this site without the query, keeps the trail.
    expect(rememberTrail(query(''), here(), sessionStorage)).toEqual({
      kind: 'category',
      path: 'tapware/basin-mixers',
    });
  });

  it('reads the trail a listing wrote when its product link was opened', () => {
    writeListingTrail(sessionStorage, { kind: 'collection', path: 'luna/basins' });
    expect(rememberTrail(query(''), here(), sessionStorage)).toEqual({
      kind: 'collection',
      path: 'luna/basins',
    });
  });

  it('is forgotten when the visitor arrives without a referrer or from another site', () => {
    sessionStorage.setItem(TRAIL_STORAGE_KEY, JSON.stringify({ kind: 'collection', path: 'luna' }));
    expect(
      rememberTrail(query(''), 'https://elsewhere.example/page', sessionStorage),
    ).toBeUndefined();
    sessionStorage.setItem(TRAIL_STORAGE_KEY, JSON.stringify({ kind: 'collection', path: 'luna' }));
    expect(rememberTrail(query(''), '', sessionStorage)).toBeUndefined();
    expect(sessionStorage.getItem(TRAIL_STORAGE_KEY)).toBeNull();
  });

  it('ignores a query or stored value that is not a plain path', () => {
    expect(rememberTrail(query('?category=../../evil'), here(), sessionStorage)).toBeUndefined();
    sessionStorage.setItem(TRAIL_STORAGE_KEY, '{"kind":"category","path":"<script>"}');
    expect(rememberTrail(query(''), here(), sessionStorage)).toBeUndefined();
  });

  it('reads collection, category or the product first category path, then the product', () => {
    const labels = (trail: Parameters<typeof productCrumbs>[2]) =>
      productCrumbs(LUNA, 'au', trail).map((crumb) => [crumb.label, crumb.href ?? null]);
    expect(labels({ kind: 'collection', path: 'luna' })).toEqual([
      ['Home', '/au'],
      ['Collection', null],
      ['Luna', '/au/collection/luna/'],
      ['Luna Basin Mixer', null],
    ]);
    expect(labels(undefined)).toEqual([
      ['Home', '/au'],
      ['Products', null],
      ['Tapware', '/au/products/tapware/'],
      ['Basin Mixers', '/au/products/tapware/basin-mixers/'],
      ['Luna Basin Mixer', null],
    ]);
  });
});
