import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PreparedAnswer } from '../prepared-answer';

const LARGE = { product: { name: 'Luna basin mixer', notes: 'x'.repeat(4000) } };

describe('a prepared answer', () => {
  it('is its JSON as it is for a client that accepts no encoding, or none the server makes', () => {
    const answer = PreparedAnswer.of(LARGE);
    for (const accepted of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const { body, encoding } = answer.bodyFor(accepted);
      expect(encoding).toBeUndefined();
      expect(JSON.parse(body.toString())).toEqual(LARGE);
    }
  });

  it('is compressed in the encoding the client prefers, brotli first, and each encoding made once', () => {
    const answer = PreparedAnswer.of(LARGE);
    const br = answer.bodyFor('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(LARGE);
    const gzip = answer.bodyFor('br;q=0.1, gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(LARGE);
    expect(answer.bodyFor('br').body).toBe(br.body);
    expect(answer.bytes).toBe(answer.json.length + br.body.length + gzip.body.length);
  });

  it('is sent as it is below the size worth compressing', () => {
    const small = PreparedAnswer.of({ product: { name: 'Tap' } });
    expect(small.bodyFor('br, gzip')).toEqual({ body: small.json });
    expect(small.value()).toEqual({ product: { name: 'Tap' } });
  });
});
