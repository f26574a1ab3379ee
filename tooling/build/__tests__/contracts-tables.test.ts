import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  MARKET_DEFINITIONS,
  REMOTES,
  REMOTE_DEFINITIONS,
  federationName as contractsFederationName,
} from '@specify/contracts';
import * as loadedForConfigs from '../contracts-tables.cjs';
import { createFederatedConfig, federationName } from '../webpack.cjs';

const repoRoot = join(__dirname, '..', '..', '..');

describe('REMOTE_DEFINITIONS, the one table of remotes', () => {
  it('reaches the build and lint configs unchanged', () => {
    expect(loadedForConfigs.REMOTE_DEFINITIONS).toEqual(REMOTE_DEFINITIONS);
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

describe('MARKET_DEFINITIONS, the one table of markets', () => {
  it('reaches the build configs unchanged', () => {
    expect(loadedForConfigs.MARKET_DEFINITIONS).toEqual(MARKET_DEFINITIONS);
  });
});

interface Verdict {
  output: string;
  clean: boolean;
}

/** Lints each probe in one ESLint (one process, not one per probe) and prints their verdicts. */
const LINT_PROBES = `
import { ESLint } from 'eslint';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const eslint = new ESLint();
const stylish = await eslint.loadFormatter('stylish');
const verdicts = {};
for (const [name, [path, source]] of Object.entries(JSON.parse(text))) {
  const results = await eslint.lintText(source, { filePath: path });
  verdicts[name] = {
    output: await stylish.format(results),
    clean: results.every((result) => result.errorCount === 0 && result.fatalErrorCount === 0),
  };
}
process.stdout.write(JSON.stringify(verdicts));
`;

/** ESLint's verdict on each source as if it were the file at its path (relative to the repo). */
function lint<Name extends string>(
  probes: Record<Name, [path: string, source: string]>,
): Record<Name, Verdict> {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_PROBES], {
    cwd: repoRoot,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<Name, Verdict>;
}

const SEARCH_ENGINE_IMPORT =
  "import { SearchEngine } from '@specify/search-engine';\nexport const probe = SearchEngine;\n";

const PROBES = {
  otherRemote: [
    'mf-product/src/probe.ts',
    "import { CatalogueRoot } from '../../mf-catalogue/src/root';\nexport const probe = CatalogueRoot;\n",
  ],
  otherFeature: [
    'mf-catalogue/src/features/filters/probe.ts',
    "import { SkuUpload } from '../sku-upload/components/sku-upload';\nexport const probe = SkuUpload;\n",
  ],
  sharedLib: [
    'mf-catalogue/src/features/filters/probe.ts',
    "import { unitLabel } from '../../lib/facets';\nexport const probe = unitLabel;\n",
  ],
  engineInFeature: ['mf-catalogue/src/features/listing/probe.ts', SEARCH_ENGINE_IMPORT],
  engineInTesting: ['mf-catalogue/src/testing/probe.ts', SEARCH_ENGINE_IMPORT],
  platformModule: [
    'infra/platform/src/pdf/probe.ts',
    [
      "import { actionRoutes } from '../actions/router';",
      "import { findProject } from '../projects/store';",
      "import { presentProject } from '../projects';",
      "import { SessionHandle } from '../kernel/session';",
      'export const probe = [actionRoutes, findProject, presentProject, SessionHandle];',
      '',
    ].join('\n'),
  ],
  kernel: [
    'infra/platform/src/kernel/probe.ts',
    "import { actionsFor } from '../actions';\nexport const probe = actionsFor;\n",
  ],
} satisfies Record<string, [string, string]>;

describe('the import fences derived from the table', () => {
  let verdicts: Record<keyof typeof PROBES, Verdict>;
  beforeAll(() => {
    verdicts = lint(PROBES);
  }, 60_000);

  it("stops a remote importing another remote's source", () => {
    expect(verdicts.otherRemote.output).toContain(
      'A remote reaches another remote only through Module Federation',
    );
  });

  it("stops one feature importing another feature's internals, and lets lib/ be shared", () => {
    expect(verdicts.otherFeature.output).toContain('Features do not import each other');
    expect(verdicts.sharedLib).toEqual({ output: '', clean: true });
  });

  it("keeps the search engine to a remote's testing/ and standalone/ code", () => {
    expect(verdicts.engineInFeature.output).toContain(
      'Only testing/ and standalone/ may use the search engine',
    );
    expect(verdicts.engineInTesting).toEqual({ output: '', clean: true });
  });

  it("keeps each platform module to the kernel and lower modules' faces (PLATFORM_FLOORS)", () => {
    const refused = verdicts.platformModule.output
      .split('\n')
      .filter((line) => line.includes('Platform floors'));
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain('"../actions/router"');
    expect(refused[1]).toContain('"../projects/store"');
    // The kernel sits under every module: it may not reach up even to a module's face.
    expect(verdicts.kernel.output).toContain('Platform floors');
  });
});
