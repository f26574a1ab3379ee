import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { SearchApiError } from '@specify/search-engine';

export interface GzipBodyLimits {
  /** Bytes read off the wire. */
  compressedBytes: number;
  /** Bytes the body inflates to. */
  inflatedBytes: number;
}

/** What Fastify reads from a preParsing stream: the wire length, checked against content-length. */
export type InflatedBody = Readable & { receivedEncodedLength: number };

/**
 * A gzip request body, inflated as it arrives. It fails with 413 as soon as either side passes
 * its cap, and stops reading and inflating there, so a bomb (a little gzip that inflates to
 * gigabytes) or an endless stream costs no more than the caps; a corrupt body fails with 400.
 * Errors carry stable messages, never zlib's.
 */
export function inflateWithin(payload: Readable, limits: GzipBodyLimits): InflatedBody {
  const gunzip = createGunzip();
  const output = Object.assign(new PassThrough(), { receivedEncodedLength: 0 });
  let inflated = 0;
  let failed = false;
  const fail = (error: SearchApiError) => {
    if (failed) return;
    failed = true;
    payload.unpipe(gunzip);
    gunzip.destroy();
    output.destroy(error);
  };
  const tooLarge = () => new SearchApiError(413, 'Request body is too large');
  const invalid = () => new SearchApiError(400, 'Invalid gzip body');

  payload.on('data', (chunk: Buffer) => {
    output.receivedEncodedLength += chunk.length;
    if (output.receivedEncodedLength > limits.compressedBytes) fail(tooLarge());
  });
  payload.on('error', () => fail(invalid()));
  gunzip.on('data', (chunk: Buffer) => {
    inflated += chunk.length;
    if (inflated > limits.inflatedBytes) fail(tooLarge());
  });
  gunzip.on('error', () => fail(invalid()));
  payload.pipe(gunzip).pipe(output);
  return output;
}
