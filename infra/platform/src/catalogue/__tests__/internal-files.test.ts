import { generateCatalogue } from '@specify/data';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import { internalOnlyFiles } from '../internal-files';

const { products } = generateCatalogue();
const files = internalOnlyFiles(products);

describe('internalOnlyFiles', () => {
  it('holds every test report and the images of internal-only products', () => {
    const reports = products.flatMap((product) =>
      product.variants.flatMap((variant) =>
        variant.attributes.downloads.flatMap((entry) =>
          entry.name === 'test-report' &&
          typeof entry.value === 'string' &&
          entry.value.startsWith('/files/')
            ? [entry.value]
            : [],
        ),
      ),
    );
    expect(reports.length).toBeGreaterThan(100);
    for (const report of reports) expect(files.has(report)).toBe(true);
    const hidden = products.find((product) => product.attributesAlgolia.IsGWAInternal)!;
    expect(files.has(hidden.variants[0]!.images[0]!)).toBe(true);
  });

  it('never holds a file a visitor can reach from a visible variant', () => {
    for (const product of products) {
      for (const variant of visibleProduct(product, false)?.variants ?? []) {
        for (const link of [...variant.images, ...variant.lineDiagramList])
          expect(files.has(link)).toBe(false);
      }
    }
  });
});
