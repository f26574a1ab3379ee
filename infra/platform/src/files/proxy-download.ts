import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type AddressInfo, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MARKETS, proxyDownloadFileUrl } from '@specify/contracts';
import { proxyDownloadRequestSchema } from '@specify/contracts/api/project';
import { csrfHolds } from '../kernel/csrf';

/** Downloads in flight at once; more get 503 (each holds a socket and up to maxBytes). */
export const MAX_CONCURRENT_PROXY_DOWNLOADS = 16;

export interface ProxyDownloadOptions {
  /** Origins the proxy may fetch from, e.g. https://assets.example.com. */
  assetOrigins: readonly string[];
  /** The largest file passed on; 20 MB by default. */
  maxBytes?: number;
  /** How long one download may take, headers and body; 15 s by default. */
  timeoutMs?: number;
}

const NOT_ALLOWED = 'Downloads from this address are not allowed.';
const FAILED = 'Error downloading file, please try again later';

function failure(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ isError: true, message });
}

/** Loopback and "this host" addresses: never an asset host, whatever the allow-list says. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addSubnet('0.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addAddress('::', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether address:port is this machine's loopback, or this platform on any of its interfaces. */
function reachesSelf(address: string, port: number, ownPort: number | undefined): boolean {
  if (LOOPBACK.check(address, familyOf(address))) return true;
  if (port !== ownPort) return false;
  const own = new BlockList();
  for (const entry of Object.values(networkInterfaces()).flat()) {
    if (entry)
      own.addAddress(entry.address.split('%')[0] ?? entry.address, familyOf(entry.address));
  }
  return own.check(address, familyOf(address));
}

class SelfRequestError extends Error {}

/**
 * DNS resolution that refuses a name resolving to this platform or loopback. The connection goes
 * to the address checked here, so a name cannot resolve one way for the check and another for
 * the connection.
 */
function guardedLookup(port: number, ownPort: number | undefined): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.some((entry) => reachesSelf(entry.address, port, ownPort))) {
        return callback(new SelfRequestError(), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new SelfRequestError(), []);
      return callback(null, first.address, first.family);
    });
  };
}

/** One GET: no redirects followed (a 3xx is just a status here), aborted by `signal`. */
function fetchUpstream(target: URL, lookup: LookupFunction, signal: AbortSignal) {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = send(target, { lookup, signal, headers: { accept: '*/*' } }, resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The body, or undefined once it passes maxBytes (reading stops there). */
async function readWithin(body: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

/** `attachment` with the URL's file name: ASCII in `filename`, the exact name in `filename*`. */
function attachment(target: URL): string {
  const last = target.pathname.split('/').pop() || 'download';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: keep the name as written.
  }
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === name
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The host the request came in on: this platform as its callers name it. */
function ownHostname(request: FastifyRequest): string | undefined {
  try {
    return new URL(`http://${request.host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * `POST /{locale}/api/proxy-download-file/` {fileUrl} (project-builder §7): a file from an asset
 * host for the exports, which cannot read it cross-origin. Only from the configured origins, never
 * from this platform or loopback (even if configured), no redirects, within a time and a size:
 * a body of unknown length is read up to the cap before anything is sent, so an oversize one is
 * a 413, not a truncated file. Same-site only: the CSRF token is echoed as for every POST.
 */
export async function proxyDownloadRoutes(app: FastifyInstance, options: ProxyDownloadOptions) {
  const allowed = new Set(options.assetOrigins.map((origin) => new URL(origin).origin));
  const maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let inFlight = 0;

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!csrfHolds(request)) {
      return failure(
        reply,
        403,
        'The request is missing its CSRF token. Reload the page and try again.',
      );
    }
    const parsed = v.safeParse(proxyDownloadRequestSchema, request.body);
    if (!parsed.success) {
      return failure(
        reply,
        400,
        `Invalid request: ${parsed.issues[0]?.message ?? 'send {fileUrl}.'}`,
      );
    }
    const target = new URL(parsed.output.fileUrl);
    if (!allowed.has(target.origin) || !['http:', 'https:'].includes(target.protocol)) {
      return failure(reply, 400, NOT_ALLOWED);
    }
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    const ownPort = (app.server.address() as AddressInfo | null)?.port;
    const hostname = target.hostname.replace(/^\[|\]$/g, '');
    if (
      hostname === ownHostname(request) ||
      (isIP(hostname) !== 0 && reachesSelf(hostname, port, ownPort))
    ) {
      return failure(reply, 400, NOT_ALLOWED);
    }
    if (inFlight >= MAX_CONCURRENT_PROXY_DOWNLOADS) {
      reply.header('retry-after', '5');
      return failure(reply, 503, 'Too many downloads at once. Please try again shortly.');
    }

    inFlight += 1;
    let streaming = false;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      let upstream: IncomingMessage;
      try {
        upstream = await fetchUpstream(target, guardedLookup(port, ownPort), signal);
      } catch (error) {
        if (error instanceof SelfRequestError) return failure(reply, 400, NOT_ALLOWED);
        return failure(reply, signal.aborted ? 504 : 502, FAILED);
      }
      const status = upstream.statusCode ?? 0;
      if (status < 200 || status > 299) {
        upstream.destroy();
        return failure(reply, 502, FAILED);
      }
      const file = () =>
        reply
          .header('content-type', upstream.headers['content-type'] ?? 'application/octet-stream')
          .header('content-disposition', attachment(target))
          .header('cache-control', 'private, max-age=300');
      const declared = upstream.headers['content-length'];
      if (declared !== undefined) {
        // The HTTP parser stops at the declared length, so checking it bounds the body.
        if (!(Number(declared) <= maxBytes)) {
          upstream.destroy();
          return failure(reply, 413, 'The file is too large to download here.');
        }
        streaming = true;
        upstream.once('close', () => {
          inFlight -= 1;
        });
        return file().header('content-length', declared).send(upstream);
      }
      let body: Buffer | undefined;
      try {
        body = await readWithin(upstream, maxBytes);
      } catch {
        return failure(reply, signal.aborted ? 504 : 502, FAILED);
      }
      if (!body) return failure(reply, 413, 'The file is too large to download here.');
      return file().send(body);
    } finally {
      if (!streaming) inFlight -= 1;
    }
  };

  for (const market of MARKETS) {
    app.post(proxyDownloadFileUrl(market), { bodyLimit: 4096 }, handle);
  }
}
