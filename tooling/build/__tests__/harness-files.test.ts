import { join } from 'node:path';
import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../webpack.cjs';
import { harnessFile, harnessFilesMiddleware } from '../harness-files.cjs';

const repoRoot = join(__dirname, '..', '..', '..');

type DevServer = NonNullable<Configuration['devServer']>;

function devServerOf(env: Record<string, boolean>): DevServer {
  const dir = join(repoRoot, 'mf-catalogue');
  const config = createFederatedConfig({ dir, kind: 'remote' })(env, {
    mode: 'development',
  }) as Configuration;
  if (!config.devServer) throw new Error('No devServer in the standalone config');
  return config.devServer;
}

/** The names of the middlewares a dev server runs, in order. */
function middlewareNames(devServer: DevServer): string[] {
  const setup = devServer.setupMiddlewares as
    | ((middlewares: Array<{ name?: string }>, server: unknown) => Array<{ name?: string }>)
    | undefined;
  return (setup?.([{ name: 'webpack-dev-middleware' }], {}) ?? []).map(({ name }) => name ?? '');
}

describe("a harness's fixture pictures", () => {
  it("draw a fixture product's image, whatever its extension, as a picture with its code", () => {
    const file = harnessFile('/files/images/thumbnail/lu1234.jpg');
    expect(file?.type).toBe('image/svg+xml');
    expect(file?.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(file?.body).toContain('<path d=');
    expect(file?.body).toContain('>LU1234</text>');
  });

  it('draw a swatch in its finish, as the seed generator colours it', () => {
    expect(harnessFile('/files/swatches/matte-black.svg')?.body).toContain('fill="#222222"');
    expect(harnessFile('/files/swatches/brushed-gold.svg')?.body).toContain('fill="#c8a75a"');
  });

  it("draw a content picture with the seed generator's drawing of its name", () => {
    const body = harnessFile('/files/content/hero-home.svg')?.body;
    expect(body).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
  });

  it('leave documents and BIM files to the fixtures', () => {
    expect(harnessFile('/files/docs/1234/install.pdf')).toBeUndefined();
    expect(harnessFile('/files/bim/1234/luna.rfa')).toBeUndefined();
    expect(harnessFile('/main.js')).toBeUndefined();
  });

  it('are answered by a standalone harness on fixtures, before anything else, and not live', () => {
    expect(middlewareNames(devServerOf({ standalone: true }))).toEqual([
      harnessFilesMiddleware().name,
      'webpack-dev-middleware',
    ]);
    expect(middlewareNames(devServerOf({ standalone: true, live: true }))).toEqual([]);
  });

  it('are sent by the middleware; other paths go on', () => {
    const { middleware } = harnessFilesMiddleware();
    const headers: Record<string, string> = {};
    let sent: unknown;
    const response = {
      setHeader: (name: string, value: string) => (headers[name] = value),
      end: (body?: string) => (sent = body),
    };
    const next = jest.fn();
    middleware({ method: 'GET', url: '/files/swatches/chrome.svg?v=1' }, response, next);
    expect(headers['content-type']).toBe('image/svg+xml');
    expect(String(sent)).toContain('fill="#c9ced3"');
    expect(next).not.toHaveBeenCalled();
    middleware({ method: 'GET', url: '/files/docs/a.pdf' }, response, next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe('a deep link into a harness', () => {
  it("answers the harness's page (history fallback)", () => {
    expect(devServerOf({ standalone: true }).historyApiFallback).toBe(true);
  });
});
