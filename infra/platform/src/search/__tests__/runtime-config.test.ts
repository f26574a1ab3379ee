import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createRegistry } from '@specify/registry';
import { parseRuntimeConfig, searchIndexName } from '@specify/contracts';
import { siteRoutes } from '../../site/site-routes';
import { searchRuntimeConfig } from '../index';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'search-config-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('/config.json search section', () => {
  it('carries the hosts (the page origin) and every index name per market, and parses', async () => {
    const shellDir = join(root, 'shell');
    await mkdir(shellDir, { recursive: true });
    await writeFile(join(shellDir, 'index.html'), '<!doctype html>');
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', { contracts: '0.1.0', ui: '0.1.0' });
    const app = Fastify();
    await app.register(siteRoutes, {
      registry,
      environment: 'local',
      shellDir,
      searchConfig: (origin) =>
        searchRuntimeConfig({ appId: 'SPECIFYLOCAL', indexPrefix: 'specify', origin }),
    });
    const response = await app.inject({ url: '/config.json', headers: { host: 'localhost:3000' } });
    const config = parseRuntimeConfig(response.json());
    expect(config.search).toMatchObject({
      appId: 'SPECIFYLOCAL',
      hosts: [{ url: 'localhost:3000', protocol: 'http' }],
      insightsHost: 'http://localhost:3000',
    });
    expect(config.search?.indices.nz).toEqual({
      products: {
        newest: 'specify_products_nz',
        name_asc: 'specify_products_nz_name_asc',
        name_desc: 'specify_products_nz_name_desc',
      },
      'search-variant': {
        newest: 'specify_search_variant_nz',
        name_asc: 'specify_search_variant_nz_name_asc',
        name_desc: 'specify_search_variant_nz_name_desc',
      },
      content: { newest: 'specify_content_nz' },
      'bim-library': {
        newest: 'specify_bim_library_nz',
        name_asc: 'specify_bim_library_nz_name_asc',
        name_desc: 'specify_bim_library_nz_name_desc',
      },
      'query-suggestions': { newest: 'specify_query_suggestions_nz' },
    });
    expect(searchIndexName('specify', 'bim-library', 'au')).toBe('specify_bim_library_au');
    await app.close();
  });
});
