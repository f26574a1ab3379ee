import { readWithin, renderablePath } from '../render-budget';

describe('what a page rendered to PDF may load from this site', () => {
  it.each([
    '/files/products/luna/original/front.jpg',
    '/remotes/mf-product/1.4.0-3f2a9c1/main.css',
    '/main.css',
    '/fonts.woff2',
    '/740.de4a52b2.css',
  ])('loads %s', (path) => {
    expect(renderablePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/au',
    '/au/z0',
    '/au/api/pdf-my-html/',
    '/au/product/luna.css/x',
    '/1/events',
    '/config.json',
    '/main.js',
    '/files/..',
    '/files\\..\\au',
    '/telemetry/remote-events',
  ])('answers %s with a 404 instead', (path) => {
    expect(renderablePath(path)).toBe(false);
  });
});

describe("a render's bytes", () => {
  /** A response whose body comes in `chunks` of `size` bytes; counts what was read of it. */
  function streamed(chunks: number, size: number) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(size));
      },
    });
    return { response: new Response(body), pulled: () => pulled };
  }

  it('reads files whole while the render stays within its bytes, counting each', async () => {
    const budget = { requests: 2, bytes: 0 };
    const first = await readWithin(streamed(3, 100).response, budget, 1000);
    const second = await readWithin(streamed(2, 100).response, budget, 1000);
    expect([first?.length, second?.length, budget.bytes]).toEqual([300, 200, 500]);
  });

  it('stops reading a file once the render would pass its bytes, and gives none of it', async () => {
    const budget = { requests: 1, bytes: 900 };
    const big = streamed(1000, 100);
    expect(await readWithin(big.response, budget, 1000)).toBeUndefined();
    expect(big.pulled()).toBeLessThan(5);
  });
});
