import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { CSRF_COOKIE, CSRF_HEADER, proxyDownloadFileUrl } from '@specify/contracts';
import { fileRoutes, type FileRoutesOptions } from '../file-routes';
import { MAX_CONCURRENT_PROXY_DOWNLOADS } from '../proxy-download';

const MAX_BYTES = 64 * 1024;
const CSRF = 'csrf-token-for-tests';

/**
 * The asset host listens on this machine's network address: the proxy refuses loopback, so an
 * upstream on 127.0.0.1 would be refused like any other self-request.
 */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('These tests need a non-loopback IPv4 interface.');
  return address;
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '0.0.0.0', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const held: ServerResponse[] = [];
function asset(request: IncomingMessage, response: ServerResponse) {
  switch (request.url) {
    case '/docs/sheet.pdf':
      return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 sheet');
    case '/docs/chunked.txt':
      // No content-length: the body arrives chunked.
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first part, ');
      return response.end('second part');
    case '/docs/huge-chunked.bin': {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(16 * 1024, 1);
      for (let sent = 0; sent <= MAX_BYTES; sent += chunk.length) response.write(chunk);
      return response.end();
    }
    case '/docs/huge-declared.bin':
      response.writeHead(200, { 'content-length': String(MAX_BYTES + 1) });
      return response.end(Buffer.alloc(MAX_BYTES + 1));
    case '/bounce':
      return response.writeHead(302, { location: '/docs/sheet.pdf' }).end();
    case '/hang':
      held.push(response);
      return undefined;
    default:
      return response.writeHead(404).end();
  }
}

let dir: string;
let assetServer: Server;
let assetOrigin: string;
let app: FastifyInstance;
let selfApp: FastifyInstance;
let selfOrigin: string;
/** Gives up on the asset host after 200 ms. */
let impatientApp: FastifyInstance;

async function platform(assetOrigins: string[], timeoutMs = 10_000): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(fastifyCookie);
  const options: FileRoutesOptions = {
    filesDir: dir,
    assetOrigins,
    proxy: { maxBytes: MAX_BYTES, timeoutMs },
  };
  await instance.register(fileRoutes, options);
  return instance;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'proxy-'));
  const address = networkAddress();
  assetServer = createServer(asset);
  await new Promise<void>((resolve) => assetServer.listen(0, address, resolve));
  assetOrigin = `http://${address}:${(assetServer.address() as AddressInfo).port}`;
  app = await platform([
    assetOrigin,
    // Configured, and still refused: they are this platform or this machine.
    'http://127.0.0.1:9',
    'http://localhost:9',
    'http://[::1]:9',
    'http://files.platform.test',
  ]);
  // A platform whose allow-list names its own address: every interface, its own port.
  const port = await freePort();
  selfOrigin = `http://${address}:${port}`;
  selfApp = await platform([selfOrigin]);
  await selfApp.listen({ port, host: '0.0.0.0' });
  impatientApp = await platform([assetOrigin], 200);
});

afterAll(async () => {
  for (const response of held) response.destroy();
  await app.close();
  await selfApp.close();
  await impatientApp.close();
  assetServer.close();
  await rm(dir, { recursive: true, force: true });
});

function proxy(
  body: unknown,
  {
    csrf = CSRF,
    host,
    target = app,
  }: { csrf?: string; host?: string; target?: FastifyInstance } = {},
) {
  return target.inject({
    method: 'POST',
    url: proxyDownloadFileUrl('au'),
    headers: {
      'content-type': 'application/json',
      cookie: `${CSRF_COOKIE}=${CSRF}`,
      [CSRF_HEADER]: csrf,
      ...(host ? { host } : {}),
    },
    payload: JSON.stringify(body),
  });
}

const NOT_ALLOWED = { isError: true, message: 'Downloads from this address are not allowed.' };
const FAILED = { isError: true, message: 'Error downloading file, please try again later' };
const TOO_LARGE = { isError: true, message: 'The file is too large to download here.' };

describe('POST /{locale}/api/proxy-download-file/', () => {
  it('streams a file from an allowed asset host as an attachment', async () => {
    const response = await proxy({ fileUrl: `${assetOrigin}/docs/sheet.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.7 sheet');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sheet.pdf"');
    const nz = await app.inject({
      method: 'POST',
      url: proxyDownloadFileUrl('nz'),
      headers: {
        'content-type': 'application/json',
        cookie: `${CSRF_COOKIE}=${CSRF}`,
        [CSRF_HEADER]: CSRF,
      },
      payload: JSON.stringify({ fileUrl: `${assetOrigin}/docs/sheet.pdf` }),
    });
    expect(nz.statusCode).toBe(200);
  });

  it('passes on a body of unknown length within the cap', async () => {
    const response = await proxy({ fileUrl: `${assetOrigin}/docs/chunked.txt` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('first part, second part');
  });

  it('refuses hosts off the allow-list with 400, naming none of them', async () => {
    for (const fileUrl of [
      'http://example.org/x.pdf',
      `${assetOrigin.replace('http', 'https')}/x`,
    ]) {
      const response = await proxy({ fileUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NOT_ALLOWED);
    }
  });

  it('refuses requests to itself and to loopback even when configured', async () => {
    for (const fileUrl of [
      'http://127.0.0.1:9/x.pdf',
      'http://localhost:9/x.pdf',
      'http://[::1]:9/x.pdf',
    ]) {
      const response = await proxy({ fileUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NOT_ALLOWED);
    }
    // The host the request came in on is this platform.
    const ownHost = await proxy(
      { fileUrl: 'http://files.platform.test/x.pdf' },
      { host: 'files.platform.test' },
    );
    expect(ownHost.statusCode).toBe(400);
    expect(ownHost.json()).toEqual(NOT_ALLOWED);
    // This machine's network address at the port the platform listens on.
    const ownAddress = await proxy({ fileUrl: `${selfOrigin}/files/x.pdf` }, { target: selfApp });
    expect(ownAddress.statusCode).toBe(400);
    expect(ownAddress.json()).toEqual(NOT_ALLOWED);
  });

  it('does not follow redirects', async () => {
    const response = await proxy({ fileUrl: `${assetOrigin}/bounce` });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(FAILED);
  });

  it('answers 502 for an upstream error', async () => {
    const response = await proxy({ fileUrl: `${assetOrigin}/missing.pdf` });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(FAILED);
  });

  it('refuses a file over the cap, declared or not', async () => {
    for (const path of ['/docs/huge-declared.bin', '/docs/huge-chunked.bin']) {
      const response = await proxy({ fileUrl: `${assetOrigin}${path}` });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(TOO_LARGE);
    }
  });

  it('gives up on an upstream that never answers', async () => {
    const response = await proxy({ fileUrl: `${assetOrigin}/hang` }, { target: impatientApp });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual(FAILED);
  });

  it(`serves ${MAX_CONCURRENT_PROXY_DOWNLOADS} downloads at once and asks the next to retry`, async () => {
    const pending = Array.from({ length: MAX_CONCURRENT_PROXY_DOWNLOADS }, () =>
      proxy({ fileUrl: `${assetOrigin}/hang` }),
    );
    const arrived = held.length + MAX_CONCURRENT_PROXY_DOWNLOADS;
    // Wait until every one of them is waiting on the asset host.
    await new Promise<void>((resolve) => {
      const check = () => (held.length >= arrived ? resolve() : setImmediate(check));
      check();
    });
    const extra = await proxy({ fileUrl: `${assetOrigin}/docs/sheet.pdf` });
    expect(extra.statusCode).toBe(503);
    expect(extra.headers['retry-after']).toBe('5');
    for (const response of held.splice(0)) response.writeHead(200).end('late');
    for (const response of await Promise.all(pending)) expect(response.statusCode).toBe(200);
  });

  it('refuses a bad body with 400 and a missing CSRF token with 403', async () => {
    for (const body of [
      {},
      { fileUrl: 42 },
      { fileUrl: 'not a url' },
      { fileUrl: `${assetOrigin}/${'a'.repeat(3000)}` },
    ]) {
      const response = await proxy(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().isError).toBe(true);
    }
    const garbled = await app.inject({
      method: 'POST',
      url: proxyDownloadFileUrl('au'),
      headers: {
        'content-type': 'application/json',
        cookie: `${CSRF_COOKIE}=${CSRF}`,
        [CSRF_HEADER]: CSRF,
      },
      payload: '{"fileUrl": ',
    });
    expect(garbled.statusCode).toBe(400);
    const forged = await proxy({ fileUrl: `${assetOrigin}/docs/sheet.pdf` }, { csrf: 'guessed' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      isError: true,
      message: 'The request is missing its CSRF token. Reload the page and try again.',
    });
  });

  it('no longer answers the old GET with ?url=', async () => {
    const response = await app.inject(
      `${proxyDownloadFileUrl('au')}?url=${encodeURIComponent(`${assetOrigin}/docs/sheet.pdf`)}`,
    );
    expect(response.statusCode).toBe(404);
  });
});
