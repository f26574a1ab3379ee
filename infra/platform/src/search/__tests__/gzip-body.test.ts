import { Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import { inflateWithin } from '../gzip-body';

const LIMITS = { compressedBytes: 64 * 1024, inflatedBytes: 256 * 1024 };
const TOO_LARGE = { status: 413, message: 'Request body is too large' };

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** An endless source, counting what it has produced so far. */
function endless(chunk: Buffer) {
  const count = { produced: 0 };
  function* chunks() {
    for (;;) {
      count.produced += chunk.length;
      yield chunk;
    }
  }
  return Object.assign(count, { stream: Readable.from(chunks()) });
}

describe('inflateWithin', () => {
  it('inflates a gzip body and reports its wire length', async () => {
    const compressed = gzipSync('{"requests":[]}');
    const body = inflateWithin(Readable.from([compressed]), LIMITS);
    expect(await readAll(body)).toBe('{"requests":[]}');
    expect(body.receivedEncodedLength).toBe(compressed.length);
  });

  it('stops inflating an endless bomb just past the inflated cap', async () => {
    const zeros = endless(Buffer.alloc(64 * 1024));
    const bomb = zeros.stream.pipe(createGzip());
    const failure = readAll(inflateWithin(bomb, LIMITS));
    await expect(failure).rejects.toMatchObject(TOO_LARGE);
    zeros.stream.destroy();
    bomb.destroy();
    // Gzip and the pipes buffer a little ahead; nothing like the whole (endless) bomb.
    expect(zeros.produced).toBeLessThan(16 * 1024 * 1024);
  });

  it('stops reading past the compressed cap even when nothing inflates', async () => {
    // Empty gzip members, one after another: bytes on the wire, none inflated.
    const members = endless(gzipSync(Buffer.alloc(0)));
    const failure = readAll(inflateWithin(members.stream, LIMITS));
    await expect(failure).rejects.toMatchObject(TOO_LARGE);
    members.stream.destroy();
    expect(members.produced).toBeLessThan(LIMITS.compressedBytes * 4);
  });

  it('fails a corrupt or truncated body with 400 and no zlib message', async () => {
    for (const bytes of [Buffer.from('not gzip at all'), gzipSync('{"a":1}').subarray(0, 12)]) {
      await expect(readAll(inflateWithin(Readable.from([bytes]), LIMITS))).rejects.toMatchObject({
        status: 400,
        message: 'Invalid gzip body',
      });
    }
  });
});
