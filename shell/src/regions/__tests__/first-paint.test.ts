import { adoptFirstPaint, firstPaintIn } from '../first-paint';

afterEach(() => document.body.replaceChildren());

/** The page as the platform serves it: the shell's root, then the first paint at the body's end. */
function servedPage(paintOf: string) {
  const root = Object.assign(document.createElement('div'), { id: 'root' });
  const region = Object.assign(document.createElement('div'), { id: 'region-mf-content' });
  root.append(region);
  const paint = document.createElement('div');
  paint.setAttribute('data-first-paint', paintOf);
  paint.innerHTML = '<h1>Bathrooms specified with confidence</h1>';
  document.body.append(root, paint);
  return { region, paint };
}

describe('adopting the first paint', () => {
  it("moves the page's first paint into its owner's region, where the region finds it", () => {
    const { region, paint } = servedPage('mf-content');
    adoptFirstPaint('mf-content', () => region);
    expect(paint.parentElement).toBe(region);
    expect(firstPaintIn(region)).toBe(paint);
  });

  it('drops a first paint of a remote that does not own the page, or when nothing owns it', () => {
    const { region, paint } = servedPage('mf-product');
    adoptFirstPaint('mf-content', () => region);
    expect(paint.isConnected).toBe(false);
    expect(firstPaintIn(region)).toBeUndefined();

    const again = servedPage('mf-content');
    adoptFirstPaint(undefined, () => again.region);
    expect(again.paint.isConnected).toBe(false);
  });
});
