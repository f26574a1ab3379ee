import { LUNA } from '../../testing/product-fixtures';
import { activeSection } from '../sections';
import { variantAtPath, variantHref, variantPath } from '../product-path';
import { gallerySlides } from '../../features/gallery/gallery-slides';

const chrome = LUNA.variants[0]!;

describe('variant paths', () => {
  it('find the variant a path names, only for this product', () => {
    expect(variantAtPath(LUNA, 'luna-basin-mixer-1234-matte-black-LU1234-2')?.sku).toBe('LU1234-2');
    expect(variantAtPath(LUNA, 'luna-basin-mixer-1234-chrome-LU1234-9')).toBeUndefined();
    expect(variantAtPath(LUNA, 'other-product-chrome-LU1234-1')).toBeUndefined();
  });

  it('spell a variant link as productHref does, keeping the query', () => {
    const black = LUNA.variants[1]!;
    expect(variantPath(LUNA, black)).toBe('luna-basin-mixer-1234-matte-black-LU1234-2');
    expect(variantHref('product', 'nz', LUNA, black, '?category=tapware')).toBe(
      '/nz/product/luna-basin-mixer-1234-matte-black-LU1234-2/?category=tapware',
    );
    expect(variantHref('bimProduct', 'au', LUNA, black, '')).toBe(
      '/au/tools-resources/bim-library/luna-basin-mixer-1234-matte-black-LU1234-2',
    );
  });
});

describe('gallery slides', () => {
  it('put the line diagrams after the images, in original size for the lightbox', () => {
    const slides = gallerySlides({ ...chrome, images: ['/files/images/thumbnail/a.svg'] });
    expect(slides.map((slide) => slide.kind)).toEqual(['image', 'diagram']);
    expect(slides[0]?.full).toBe('/files/images/original/a.svg');
  });

  it('duplicate a single picture into two slides', () => {
    const slides = gallerySlides({ ...chrome, lineDiagramList: [] });
    expect(slides).toHaveLength(2);
    expect(slides[0]?.src).toBe(slides[1]?.src);
  });
});

describe('the active section', () => {
  const sections = [
    { id: 'product-overview-scroll', top: -800 },
    { id: 'specifier-info', top: 100 },
    { id: 'advice-section', top: 900 },
  ] as const;

  it('is the last section whose top has passed under the header', () => {
    expect(activeSection(sections, 120, 2000)).toBe('specifier-info');
    expect(activeSection(sections, 50, 2000)).toBe('product-overview-scroll');
  });

  it('is the first before any section reached the header', () => {
    expect(activeSection([{ id: 'specifier-info', top: 400 }], 120, 2000)).toBe('specifier-info');
  });

  it('is the last at the bottom of the page, within 5 px', () => {
    expect(activeSection(sections, 120, 5)).toBe('advice-section');
    expect(activeSection(sections, 120, 6)).toBe('specifier-info');
  });
});
