import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { fileRoutes } from '../file-routes';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'files-'));
  await mkdir(join(dir, 'bim'), { recursive: true });
  await mkdir(join(dir, 'docs'), { recursive: true });
  await writeFile(join(dir, 'bim', 'model.dwg'), 'AC1032 drawing');
  await writeFile(join(dir, 'docs', 'guide.pdf'), '%PDF-1.7 guide');
  await writeFile(join(dir, 'docs', 'lab-test-report.pdf'), '%PDF-1.7 report');
  app = Fastify();
  await app.register(fileRoutes, {
    filesDir: dir,
    assetOrigins: [],
    internalOnly: {
      has: (path) => path === '/files/docs/lab-test-report.pdf',
      // Stands in for the session lookup, which the account tests cover.
      viewerIsInternal: async (request) => request.headers['x-test-internal'] === 'yes',
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

/** A GET whose path goes on the wire exactly as written. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('/files', () => {
  it('serves files with their content type and a day of caching', async () => {
    const dwg = await app.inject('/files/bim/model.dwg');
    expect(dwg.statusCode).toBe(200);
    expect(dwg.headers['content-type']).toBe('image/vnd.dwg');
    expect(dwg.headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject('/files/docs/guide.pdf')).headers['content-type']).toBe(
      'application/pdf',
    );
    expect((await app.inject('/files/docs/missing.pdf')).statusCode).toBe(404);
    expect((await app.inject('/files/../package.json')).statusCode).toBe(404);
  });
});

describe('internal-only files', () => {
  it('are a 404 for anyone but an internal user, and never cached shared', async () => {
    const visitor = await app.inject('/files/docs/lab-test-report.pdf');
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain('PDF');
    const internal = await app.inject({
      url: '/files/docs/lab-test-report.pdf',
      headers: { 'x-test-internal': 'yes' },
    });
    expect(internal.statusCode).toBe(200);
    expect(internal.headers['cache-control']).toBe('private, no-store');
  });
});

describe('non-canonical /files paths', () => {
  const variants = [
    ['a double slash', '/files//docs/lab-test-report.pdf'],
    ['a double slash before the name', '/files/docs//lab-test-report.pdf'],
    ['an encoded dot segment', '/files/docs/%2e/lab-test-report.pdf'],
    ['an upper-case encoded dot segment', '/files/docs/%2E/lab-test-report.pdf'],
    ['an encoded parent segment', '/files/bim/%2e%2E/docs/lab-test-report.pdf'],
    ['an encoded slash', '/files/docs%2flab-test-report.pdf'],
    ['an upper-case encoded slash', '/files/docs%2Flab-test-report.pdf'],
    ['a backslash', '/files/docs\\lab-test-report.pdf'],
    ['an encoded backslash', '/files/docs%5Clab-test-report.pdf'],
    ['a double-encoded dot segment', '/files/docs/%252e/lab-test-report.pdf'],
    ['a double-encoded name', '/files/docs/lab%252dtest-report.pdf'],
    ['an encoded NUL', '/files/docs/lab-test-report.pdf%00'],
  ] as const;

  // Over a socket: app.inject resolves dot segments and backslashes as a browser would, but an
  // attacker's raw request reaches the server as written.
  it.each(variants)('%s is a 404 before any lookup, even for an internal user', async (_, path) => {
    for (const headers of [{}, { 'x-test-internal': 'yes' }] as Record<string, string>[]) {
      const response = await rawGet(path, headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('PDF');
    }
  });

  it('a malformed escape is refused before any lookup (the router answers it)', async () => {
    const response = await rawGet('/files/docs/%E0%A4%A/lab-test-report.pdf');
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('PDF');
  });

  it('applies to public files too, so no spelling reaches a file but the canonical one', async () => {
    expect((await rawGet('/files//docs/guide.pdf')).statusCode).toBe(404);
    expect((await rawGet('/files/docs/%2e/guide.pdf')).statusCode).toBe(404);
    const encoded = await rawGet('/files/docs/gu%69de.pdf');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.body).toBe('%PDF-1.7 guide');
  });

  it('guards an internal-only file however its name is percent-encoded', async () => {
    const response = await rawGet('/files/docs/lab%2Dtest-report.pdf');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('PDF');
  });
});
