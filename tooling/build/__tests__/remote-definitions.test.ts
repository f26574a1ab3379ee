import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import {
  REMOTES,
  REMOTE_DEFINITIONS,
  federationName as contractsFederationName,
} from '@specify/contracts';
import { REMOTE_DEFINITIONS as loadedForConfigs } from '../remote-definitions.cjs';
import { createFederatedConfig, federationName } from '../webpack.cjs';

const repoRoot = join(__dirname, '..', '..', '..');

describe('REMOTE_DEFINITIONS, the one table of remotes', () => {
  it('reaches the build and lint configs unchanged', () => {
    expect(loadedForConfigs).toEqual(REMOTE_DEFINITIONS);
  });

  it('gives every remote its own port and a federation name that is an identifier', () => {
    const ports = REMOTES.map((remote) => REMOTE_DEFINITIONS[remote].standalonePort);
    const names = REMOTES.map(contractsFederationName);
    expect(new Set(ports).size).toBe(REMOTES.length);
    expect(new Set(names).size).toBe(REMOTES.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z_$][\w$]*$/);
  });

  const federationOf = (config: { plugins: object[] }) =>
    (
      config.plugins.find(
        (plugin: object) => plugin.constructor.name === 'ModuleFederationPlugin',
      ) as { _options: { name: string } }
    )._options.name;

  it.each(REMOTES)('builds %s with its federation name and standalone port', (remote) => {
    const build = createFederatedConfig({ dir: join(repoRoot, remote), kind: 'remote' });
    expect(federationOf(build({}, { mode: 'production' }))).toBe(
      REMOTE_DEFINITIONS[remote].federationName,
    );
    // The harness has a container name of its own, so a published version it loads in live mode
    // never attaches to the harness's runtime (issue 19).
    const standalone = build({ standalone: true }, { mode: 'development' });
    expect(federationOf(standalone)).toBe(`${REMOTE_DEFINITIONS[remote].federationName}_harness`);
    expect(standalone.devServer.port).toBe(REMOTE_DEFINITIONS[remote].standalonePort);
    expect(federationName(remote)).toBe(REMOTE_DEFINITIONS[remote].federationName);
  });

  it('refuses to build a front end that has no row', () => {
    expect(() => federationName('mf-nowhere')).toThrow(/not in REMOTE_DEFINITIONS/);
  });
});

/** ESLint's verdict on `source` as if it were the file at `path` (relative to the repo). */
function lint(path: string, source: string): { output: string; clean: boolean } {
  const eslint = join(dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');
  const run = spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', path], {
    cwd: repoRoot,
    input: source,
    encoding: 'utf8',
  });
  return { output: run.stdout, clean: run.status === 0 };
}

describe('the import fences derived from the table', () => {
  jest.setTimeout(60_000);

  it("stops a remote importing another remote's source", () => {
    const { output } = lint(
      'mf-product/src/probe.ts',
      "import { CatalogueRoot } from '../../mf-catalogue/src/root';\nexport const probe = CatalogueRoot;\n",
    );
    expect(output).toContain('A remote reaches another remote only through Module Federation');
  });

  it("stops one feature importing another feature's internals, and lets lib/ be shared", () => {
    const { output: crossing } = lint(
      'mf-catalogue/src/features/filters/probe.ts',
      "import { SkuUpload } from '../sku-upload/components/sku-upload';\nexport const probe = SkuUpload;\n",
    );
    expect(crossing).toContain('Features do not import each other');
    const shared = lint(
      'mf-catalogue/src/features/filters/probe.ts',
      "import { unitLabel } from '../../lib/facets';\nexport const probe = unitLabel;\n",
    );
    expect(shared).toEqual({ output: '', clean: true });
  });

  it("keeps the search engine to a remote's testing/ and standalone/ code", () => {
    const source =
      "import { SearchEngine } from '@specify/search-engine';\nexport const probe = SearchEngine;\n";
    expect(lint('mf-catalogue/src/features/listing/probe.ts', source).output).toContain(
      'Only testing/ and standalone/ may use the search engine',
    );
    expect(lint('mf-catalogue/src/testing/probe.ts', source)).toEqual({ output: '', clean: true });
  });

  it("keeps each platform module to the kernel and lower modules' faces (PLATFORM_FLOORS)", () => {
    const { output } = lint(
      'infra/platform/src/pdf/probe.ts',
      [
        "import { actionRoutes } from '../actions/router';",
        "import { findProject } from '../projects/store';",
        "import { presentProject } from '../projects';",
        "import { SessionHandle } from '../kernel/session';",
        'export const probe = [actionRoutes, findProject, presentProject, SessionHandle];',
        '',
      ].join('\n'),
    );
    const refused = output.split('\n').filter((line) => line.includes('Platform floors'));
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain('"../actions/router"');
    expect(refused[1]).toContain('"../projects/store"');
    // The kernel sits under every module: it may not reach up even to a module's face.
    const kernel = lint(
      'infra/platform/src/kernel/probe.ts',
      "import { actionsFor } from '../actions';\nexport const probe = actionsFor;\n",
    );
    expect(kernel.output).toContain('Platform floors');
  });
});
