import { dirname, join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createFederatedConfig } from '../webpack.cjs';

const repoRoot = join(__dirname, '..', '..', '..');
const STUB = join(__dirname, '..', 'instantsearch-no-default-router.cjs');

/** Where a front end's production build finds `request`, imported from the file `from`. */
function resolveAsBuilt(from: string, request: string): Promise<string | false | undefined> {
  const config = createFederatedConfig({ dir: join(repoRoot, 'mf-catalogue'), kind: 'remote' })(
    {},
    { mode: 'production' },
  ) as Configuration;
  const compiler = webpack({ context: repoRoot, mode: 'production', resolve: config.resolve });
  const resolver = compiler.resolverFactory.get('normal', config.resolve);
  return new Promise((resolve, reject) =>
    resolver.resolve({}, dirname(from), request, {}, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

describe("InstantSearch's default router", () => {
  it('is not in the builds: its import resolves to a module that says why', async () => {
    const middleware = require.resolve('instantsearch.js/es/middlewares/createRouterMiddleware.js');
    await expect(resolveAsBuilt(middleware, '../lib/routers/history.js')).resolves.toBe(STUB);
    // Its neighbours are untouched.
    await expect(resolveAsBuilt(middleware, '../lib/stateMappings/simple.js')).resolves.toBe(
      require.resolve('instantsearch.js/es/lib/stateMappings/simple.js'),
    );
  });

  it('fails loudly if a search asks for routing without a router of its own', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the stub as webpack loads it
    const historyRouter = require(STUB) as () => unknown;
    expect(() => historyRouter()).toThrow(/pass `routing.router`/);
  });
});
