import { http, passthrough, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';

/**
 * The pictures a fixture names (product images, swatches, content pictures, line diagrams): the
 * harness's dev server draws them (tooling/build/harness-files.cjs), so no fixture handler may
 * answer them first with bytes that are not a picture.
 */
export const HARNESS_PICTURE =
  /\/files\/(?:images|swatches|content|diagrams)\/(?:.*\/)?[^/]+\.(?:jpe?g|png|svg|webp)$/i;

export const harnessPictures: RequestHandler = http.get(HARNESS_PICTURE, () => passthrough());

/** A harness's fixtures, answered by MSW in the page; pictures and the rest go to its server. */
export async function startHarnessWorker(handlers: readonly RequestHandler[]) {
  const worker = setupWorker(harnessPictures, ...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
