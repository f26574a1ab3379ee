// An action's answer that many visitors get alike (a product as the public sees it), serialised
// once and compressed once per encoding, then sent as bytes: the per-request JSON and
// compression work was most of a product read's cost on the server (the API bench's profile).
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DYNAMIC_COMPRESSION } from './server';

type Encoding = 'br' | 'gzip';

/** The same preference as the server's compression of other answers (kernel/server.ts). */
const encodings = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

/**
 * Done once per answer and encoding rather than per request, so brotli 4 where the dynamic
 * answers get 3: on a product's 16 KB answer it is as fast and 5 % smaller. Brotli's window stays
 * at 256 KB (lgwin 18), as there.
 */
const COMPRESS: Record<Encoding, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 4,
        [zlib.BROTLI_PARAM_LGWIN]: DYNAMIC_COMPRESSION.brotliWindowBits,
        [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzipSync(json, { level: 6 }),
};

const DECOMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliDecompressSync(body),
  gzip: (body) => gunzipSync(body),
};

/** Below this an answer goes uncompressed, as other answers do. */
const COMPRESS_FROM_BYTES = DYNAMIC_COMPRESSION.thresholdBytes;

/**
 * `T` is the answer's type, for the action that returns it. An answer worth compressing is held
 * compressed only, in the encodings clients have asked for (a product's 16 KB of JSON is 2 KB in
 * each): a cache of them holds several times as many, and a client that asks for another encoding,
 * or none, gets the JSON inflated back (a twentieth of a millisecond).
 */
export class PreparedAnswer<T = unknown> {
  /** Never read: it carries the answer's type to the action catalogue's checks. */
  declare readonly answerType?: T;
  private readonly encoded = new Map<Encoding, Buffer>();

  private constructor(private readonly plain: Buffer | undefined) {}

  /**
   * The answer, serialised, and compressed in the encoding `acceptEncoding` (the first asker's
   * header) prefers; none: kept as JSON until a client asks for one.
   */
  static of<T>(value: T, acceptEncoding?: string): PreparedAnswer<T> {
    const json = Buffer.from(JSON.stringify(value));
    const encoding = json.length < COMPRESS_FROM_BYTES ? null : preferred(acceptEncoding);
    if (!encoding) return new PreparedAnswer<T>(json);
    const answer = new PreparedAnswer<T>(undefined);
    answer.encoded.set(encoding, COMPRESS[encoding](json));
    return answer;
  }

  /** The answer's JSON. */
  json(): Buffer {
    if (this.plain) return this.plain;
    const [encoding, body] = this.encoded.entries().next().value as [Encoding, Buffer];
    return DECOMPRESS[encoding](body);
  }

  /** The answer, read back (the contract checks in tests and development). */
  value(): T {
    return JSON.parse(this.json().toString('utf8')) as T;
  }

  /** The bytes it holds. */
  get bytes(): number {
    let total = this.plain?.length ?? 0;
    for (const body of this.encoded.values()) total += body.length;
    return total;
  }

  /** The body for a client that accepts `acceptEncoding`, and its encoding (none: as it is). */
  bodyFor(acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
    const json = this.plain;
    const encoding = json && json.length < COMPRESS_FROM_BYTES ? null : preferred(acceptEncoding);
    if (!encoding) return { body: this.json() };
    let body = this.encoded.get(encoding);
    if (!body) {
      body = COMPRESS[encoding](this.json());
      this.encoded.set(encoding, body);
    }
    return { body, encoding };
  }
}

/** The encoding a client prefers among those made here; null: none of them (send it as it is). */
function preferred(acceptEncoding: string | undefined): Encoding | null {
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  return encoding === 'identity' ? null : encoding;
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
