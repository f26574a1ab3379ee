import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { originalImageUrl } from '@specify/contracts/catalogue/files';
import { colourSwatchUrl } from '@specify/contracts/catalogue/files';
import { generateCatalogue, linkedFiles, relativePath, writeAssets } from '../../index';
import type { LinkedFile } from '../../index';
import { finish } from '../finishes';

// Writing files is slow on a busy machine; the default 5 s would make the suite flaky.
jest.setTimeout(60_000);

const catalogue = generateCatalogue({ variantTarget: 80 });
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'specify-assets-'));
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** Every /files/ URL the sample catalogue links, gathered independently of linkedFiles. */
function everyLinkedUrl(): string[] {
  const urls = catalogue.products.flatMap((product) =>
    product.variants.flatMap((variant) => [
      ...variant.images,
      ...variant.images.map(originalImageUrl),
      ...variant.lineDiagramList,
      ...(variant.attributes.colour ? [colourSwatchUrl(variant.attributes.colour)] : []),
      ...variant.attributes.downloads
        .flatMap((entry) => (Array.isArray(entry.value) ? entry.value : [entry.value]))
        .filter((value) => value.startsWith('/files/'))
        .flatMap((value) => [value, originalImageUrl(value)]),
    ]),
  );
  return [...new Set(urls)];
}

describe('writeAssets', () => {
  it('writes a file for every linked URL, and skips them all on a second run', async () => {
    const first = await writeAssets(catalogue, outDir);
    const urls = everyLinkedUrl();
    expect(first.files).toBe(urls.length);
    expect(first.written).toBe(urls.length);
    for (const url of urls) expect(existsSync(join(outDir, relativePath(url)))).toBe(true);

    const second = await writeAssets(catalogue, outDir);
    expect(second).toMatchObject({ written: 0, skipped: urls.length, bytes: first.bytes });
  });

  it('trusts the stamp of a complete run: a start over the same catalogue checks no file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specify-assets-'));
    try {
      const first = await writeAssets(catalogue, dir);
      expect(first.upToDate).toBe(false);
      const [removed] = linkedFiles(catalogue);
      await unlink(join(dir, relativePath(removed!.url)));

      const again = await writeAssets(catalogue, dir);
      expect(again).toMatchObject({ upToDate: true, written: 0, bytes: first.bytes });
      expect(existsSync(join(dir, relativePath(removed!.url)))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes what is missing when the catalogue links other files than the stamp names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specify-assets-'));
    try {
      await writeAssets(generateCatalogue({ variantTarget: 40 }), dir);
      const grown = await writeAssets(catalogue, dir);
      expect(grown.upToDate).toBe(false);
      expect(grown.written).toBeGreaterThan(0);
      for (const url of everyLinkedUrl())
        expect(existsSync(join(dir, relativePath(url)))).toBe(true);
      expect(await writeAssets(catalogue, dir)).toMatchObject({ upToDate: true, written: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('redraws the pictures of a folder an older generation of the drawings made, and keeps its documents', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specify-assets-'));
    try {
      await writeAssets(catalogue, dir);
      const files = linkedFiles(catalogue);
      const picture = files.find((file) => file.kind === 'image')!;
      const document = files.find((file) => file.kind === 'document')!;
      const drawn = await readFile(join(dir, relativePath(picture.url)), 'utf8');
      await writeFile(join(dir, relativePath(picture.url)), '<svg>old</svg>');
      await writeFile(join(dir, relativePath(document.url)), 'kept');
      await writeFile(join(dir, '.drawings'), '1\n');

      const again = await writeAssets(catalogue, dir);
      const pictures = files.filter((file) => ['image', 'diagram', 'swatch'].includes(file.kind));
      expect(again).toMatchObject({ upToDate: false, written: pictures.length });
      expect(await readFile(join(dir, relativePath(picture.url)), 'utf8')).toBe(drawn);
      expect(await readFile(join(dir, relativePath(document.url)), 'utf8')).toBe('kept');
      expect(await writeAssets(catalogue, dir)).toMatchObject({ upToDate: true, written: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes PDFs that open, with the title and sku', async () => {
    const documents = linkedFiles(catalogue).filter((file) => file.kind === 'document');
    expect(documents.length).toBeGreaterThan(0);
    for (const file of documents.slice(0, 10)) {
      const bytes = await readFile(join(outDir, relativePath(file.url)));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toContain(file.product.name['en-AU']);
    }
  });

  it("draws thumbnails at 200 px and originals at 1200 px, the same drawing in the colour's finish, no words", async () => {
    const variant = catalogue.products[0]!.variants[0]!;
    const thumbnail = await readFile(join(outDir, relativePath(variant.images[0]!)), 'utf8');
    const original = await readFile(
      join(outDir, relativePath(originalImageUrl(variant.images[0]!))),
      'utf8',
    );
    expect(thumbnail).toContain('width="200"');
    expect(original).toContain('width="1200"');
    expect(original.replace('width="1200" height="1200"', '')).toBe(
      thumbnail.replace('width="200" height="200"', ''),
    );
    expect(original).toContain(finish(variant.attributes.colour).defs);
    expect(original).not.toContain('<text');
    expect(original).not.toContain(variant.attributes.colour);
  });

  it('keeps every file within the image budgets of tooling/budgets.json', async () => {
    const { images } = JSON.parse(
      await readFile(join(__dirname, '../../../../../tooling/budgets.json'), 'utf8'),
    ) as { images: Record<string, number> };
    const budgetOf = (file: LinkedFile) =>
      file.kind === 'image'
        ? images.productKB
        : file.kind === 'diagram'
          ? images.lineDiagramKB
          : images.swatchKB;
    const pictures = linkedFiles(catalogue).filter((file) =>
      ['image', 'diagram', 'swatch'].includes(file.kind),
    );
    expect(pictures.length).toBeGreaterThan(100);
    for (const file of pictures) {
      const { size } = await stat(join(outDir, relativePath(file.url)));
      expect([file.url, size <= (budgetOf(file) ?? 0) * 1024]).toEqual([file.url, true]);
    }
  });

  it('writes the same bytes on every run', async () => {
    const again = await mkdtemp(join(tmpdir(), 'specify-assets-'));
    try {
      await writeAssets(catalogue, again);
      const sample = linkedFiles(catalogue).filter((_, index) => index % 7 === 0);
      for (const file of sample) {
        const path = relativePath(file.url);
        expect(await readFile(join(again, path))).toEqual(await readFile(join(outDir, path)));
      }
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });
});
