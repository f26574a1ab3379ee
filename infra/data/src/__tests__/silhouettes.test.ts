import { generateCatalogue } from '../generate';
import { silhouetteOf } from '../assets/silhouettes';
import { productImage } from '../assets/svg';
import { linkedFiles } from '../assets/linked-files';

describe('product pictures', () => {
  const catalogue = generateCatalogue({});
  const byCategory = (slug: string) => {
    const product = catalogue.products.find((p) => p.categories.at(-1)?.slug === slug);
    if (!product) throw new Error(`no product in ${slug}`);
    return silhouetteOf(product);
  };

  it.each([
    ['basin-mixers', 'basinMixer'],
    ['outlets-spouts', 'spout'],
    ['toilet-suites', 'toiletSuite'],
    ['wall-mounted', 'basin'],
    ['baths-l2', 'bath'],
    ['shower-systems', 'showerHead'],
    ['towel-accessories', 'rail'],
    ['toilet-roll-accessories', 'rail'],
    ['sinks', 'sink'],
    ['tubs', 'tub'],
    ['valves', 'part'],
  ])('a %s product is drawn as a %s', (slug, silhouette) => {
    expect(byCategory(slug)).toBe(silhouette);
  });

  it("draw the silhouette in the variant's finish", () => {
    const file = linkedFiles(catalogue).find((entry) => entry.kind === 'image');
    if (!file) throw new Error('no image');
    const svg = productImage(file);
    expect(svg).toMatch(/<path d="[^"]+" fill="#[0-9a-f]{6}"/i);
  });
});
