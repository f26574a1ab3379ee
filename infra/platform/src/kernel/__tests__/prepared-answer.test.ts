import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PreparedAnswer } from '../prepared-answer';

const LARGE = { product: { name: 'Luna basin mixer', notes: 'x'.repeat(4000) } };

describe('a prepared answer', () => {
  it('is its JSON as it is for a client that accepts no encoding, or none the server makes', () => {
    for (const first of [undefined, 'br', 'gzip'])
      for (const accepted of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
        const { body, encoding } = PreparedAnswer.of(LARGE, first).bodyFor(accepted);
        expect(encoding).toBeUndefined();
        expect(JSON.parse(body.toString())).toEqual(LARGE);
      }
  });

  it("is held compressed only, in its first asker's encoding, and made in another once asked", () => {
    const answer = PreparedAnswer.of(LARGE, 'gzip, deflate, br');
    const br = answer.bodyFor('gzip, br');
    expect(br.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(LARGE);
    expect(answer.bytes).toBe(br.body.length);
    expect(answer.bytes).toBeLessThan(answer.json().length / 10);
    const gzip = answer.bodyFor('br;q=0.1, gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(LARGE);
    // Each encoding is made once.
    expect(answer.bodyFor('br').body).toBe(br.body);
    expect(answer.bodyFor('gzip').body).toBe(gzip.body);
    expect(answer.bytes).toBe(br.body.length + gzip.body.length);
    expect(answer.value()).toEqual(LARGE);
  });

  it('is sent as it is below the size worth compressing', () => {
    const small = PreparedAnswer.of({ product: { name: 'Tap' } }, 'br, gzip');
    expect(small.bodyFor('br, gzip')).toEqual({ body: small.json() });
    expect(small.bytes).toBe(small.json().length);
    expect(small.value()).toEqual({ product: { name: 'Tap' } });
  });
});
