// An action's answer that many visitors get alike (a product as the public sees it), serialised
// once and compressed once per encoding, then sent as bytes: the per-request JSON and
// compression work was most of a product read's cost on the server (the API bench's profile).
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The same preference as the server's compression of other answers (kernel/server.ts). */
const encodings = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

/**
 * Done once per answer rather than per request, so a level above the dynamic answers' (brotli 3,
 * gzip 5): a few KB less per product page. Brotli's window stays at 256 KB (lgwin 18), as there.
 */
const COMPRESS: Record<Encoding, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_LGWIN]: 18,
        [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzipSync(json, { level: 6 }),
};

/** Below this an answer goes uncompressed, as the server's threshold says. */
const COMPRESS_FROM_BYTES = 1024;

/** `T` is the answer's type, for the action that returns it; the bytes are its JSON. */
export class PreparedAnswer<T = unknown> {
  private readonly compressed = new Map<Encoding, Buffer>();
  /** Never read: it carries the answer's type to the action catalogue's checks. */
  declare readonly answerType?: T;

  private constructor(readonly json: Buffer) {}

  static of<T>(value: T): PreparedAnswer<T> {
    return new PreparedAnswer<T>(Buffer.from(JSON.stringify(value)));
  }

  /** The answer, read back (the contract checks in tests and development). */
  value(): T {
    return JSON.parse(this.json.toString('utf8')) as T;
  }

  /** The bytes it holds: its JSON and each encoding made so far. */
  get bytes(): number {
    let total = this.json.length;
    for (const body of this.compressed.values()) total += body.length;
    return total;
  }

  /** The body for a client that accepts `acceptEncoding`, and its encoding (none: as it is). */
  bodyFor(acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
    if (this.json.length < COMPRESS_FROM_BYTES || !acceptEncoding) return { body: this.json };
    const encoding = encodings.negotiate(acceptEncoding);
    if (encoding === null || encoding === 'identity') return { body: this.json };
    let body = this.compressed.get(encoding);
    if (!body) {
      body = COMPRESS[encoding](this.json);
      this.compressed.set(encoding, body);
    }
    return { body, encoding };
  }
}

/** Sends a prepared answer as JSON, in the best encoding the client accepts. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
): FastifyReply {
  const { body, encoding } = answer.bodyFor(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  // The server's compression leaves an answer alone once it names its encoding.
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
