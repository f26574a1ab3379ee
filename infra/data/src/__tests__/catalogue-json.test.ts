import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue, writeCatalogueJson } from '../index';

describe('writeCatalogueJson', () => {
  it('streams a JSON document that parses back to the catalogue', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'specify-json-'));
    try {
      const catalogue = generateCatalogue({ variantTarget: 200 });
      const path = join(directory, 'catalogue.json');
      await writeCatalogueJson(catalogue, path);
      expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(catalogue);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
