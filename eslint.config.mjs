// One flat config for the whole monorepo. The import fences encode ARCHITECTURE.md's one-way flow:
// shared-contracts <- shared-ui <- shell / remotes; a remote never reaches another remote's source;
// infra imports contracts and nothing from the front ends.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { URL } from 'node:url';

// The remotes come from REMOTE_DEFINITIONS (shared-contracts/src/remotes.ts): a new row is fenced.
const { REMOTE_DEFINITIONS } = createRequire(import.meta.url)(
  './tooling/build/contracts-tables.cjs',
);
const remotes = Object.keys(REMOTE_DEFINITIONS);
const frontEnds = ['shell', ...remotes];

/** The feature folders of a front end (`src/features/<feature>`), read from disk. */
function featuresOf(frontEnd) {
  try {
    return readdirSync(`${frontEnd}/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const fences = [
  // A remote (or the shell) never imports another front end's source.
  ...frontEnds.map((target) => ({
    target: `./${target}`,
    from: frontEnds.filter((other) => other !== target).map((other) => `./${other}`),
    message:
      'A remote reaches another remote only through Module Federation exposes and typed events.',
  })),
  // Inside a front end, one feature never imports another's internals: a route or lib/ composes them.
  ...frontEnds.flatMap((frontEnd) =>
    featuresOf(frontEnd).map((feature) => ({
      target: `./${frontEnd}/src/features/${feature}`,
      from: `./${frontEnd}/src/features`,
      except: [`./${feature}`],
      message:
        'Features do not import each other: compose them in a route, or move the shared piece to lib/.',
    })),
  ),
  {
    target: './shared-contracts',
    from: ['./shared-ui', './infra', ...frontEnds.map((f) => `./${f}`)],
    message: '@specify/contracts is the bottom layer: it imports nothing of ours.',
  },
  {
    target: './shared-ui',
    from: ['./infra', ...frontEnds.map((f) => `./${f}`)],
    message: '@specify/ui may import only @specify/contracts.',
  },
  {
    target: './infra/search-engine',
    from: ['./infra/platform', './infra/data', './infra/registry'],
    message: '@specify/search-engine is framework-free: it imports @specify/contracts only.',
  },
  // The engine answers the remotes' MSW fixtures; it never ships in a remote's production bundle.
  ...remotes.map((remote) => ({
    target: [`./${remote}/src/*.{ts,tsx}`, `./${remote}/src/!(testing|standalone)/**/*`],
    from: './infra/search-engine',
    message: 'Only testing/ and standalone/ may use the search engine (MSW fixtures).',
  })),
  {
    target: './infra',
    from: ['./shared-ui', ...frontEnds.map((f) => `./${f}`)],
    message: 'The platform imports @specify/contracts and nothing from the front ends.',
  },
];

/**
 * The platform's floors (infra/platform/src, ARCHITECTURE.md "Platform modules"): a folder imports
 * its own files, kernel/, db/ and config/, and the face (index.ts) of a module on a floor below
 * its own; never a module on its floor or above, nor another module's internals. The composition
 * root (app.ts, main.ts, start.ts, services.ts, seed-cli.ts) and testing/ sit above them all.
 * A folder on disk that is not in the table stops the lint, so every new module gets a floor.
 */
const PLATFORM = './infra/platform/src';
const PLATFORM_FLOORS = [
  ['config', 'db'],
  ['catalogue', 'mail', 'captcha', 'search', 'cms'],
  ['kernel'],
  ['accounts', 'projects', 'release'],
  ['actions', 'files', 'pdf', 'site', 'retention', 'seed', 'dev'],
];
/** Imported file by file: the kernel and the database and configuration under it. */
const OPEN_PLATFORM_FOLDERS = new Set(['config', 'db', 'kernel']);
{
  const placed = new Set(PLATFORM_FLOORS.flat());
  const unplaced = readdirSync(new URL(PLATFORM, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['testing', '__tests__'].includes(entry.name))
    .map((entry) => entry.name)
    .filter((name) => !placed.has(name));
  if (unplaced.length > 0)
    throw new Error(`eslint.config.mjs: give ${unplaced.join(', ')} a floor in PLATFORM_FLOORS`);
}
const platformZones = PLATFORM_FLOORS.flatMap((floor, level) =>
  floor.map((folder) => ({
    target: `${PLATFORM}/${folder}`,
    from: PLATFORM,
    except: [
      `./${folder}`,
      ...PLATFORM_FLOORS.slice(0, level)
        .flat()
        .map((below) => (OPEN_PLATFORM_FOLDERS.has(below) ? `./${below}` : `./${below}/index.ts`)),
    ],
    message:
      "Platform floors (PLATFORM_FLOORS): import kernel/, db/, config/ and the faces (index.ts) of modules on a lower floor, never another module's internals.",
  })),
);

/** `spec-*` class names written by a package other than @specify/ui (see the block that uses it). */
const SPEC_CLASS_RULES = [
  {
    selector: "JSXAttribute[name.name='className'] Literal[value=/(^|\\s)spec-/]",
    message: 'spec-* classes belong to @specify/ui: use its component instead.',
  },
  {
    selector: "JSXAttribute[name.name='className'] TemplateElement[value.raw=/(^|\\s)spec-/]",
    message: 'spec-* classes belong to @specify/ui: use its component instead.',
  },
];

/** A promise that only waits for a timer (`new Promise((resolve) => setTimeout(resolve, ms))`). */
const SLEEP_IN_SCREEN_TEST = {
  selector:
    "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
  message:
    'A sleep proves nothing happened only "yet": wait for the condition (waitFor, findBy…) or for followRequests(server).settled() (@specify/ui/testing/requests).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      '**/dist-standalone/**',
      '**/.data/**',
      '**/.turbo/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.base.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: fences }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The platform's floors hold for its code; its tests may reach what they test.
    files: ['infra/platform/src/**/*.ts'],
    ignores: ['**/__tests__/**', 'infra/platform/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...fences, ...platformZones] }] },
  },
  {
    // The platform reads its environment once, through config/env.ts, at its entry points.
    files: ['infra/platform/src/**/*.ts'],
    ignores: [
      'infra/platform/src/{main,start}.ts',
      'infra/platform/src/seed-cli.ts',
      'infra/platform/src/testing/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read settings from the parsed Env (config/env.ts), passed down from the entry point.',
        },
      ],
    },
  },
  {
    // `spec-*` classes belong to @specify/ui: a remote or the shell uses its components instead of
    // styling or borrowing its class names (and `shell-*` is the shell's own).
    files: ['mf-*/src/**/*.tsx', 'shell/src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...SPEC_CLASS_RULES] },
  },
  {
    // A screen test that sleeps and then finds that nothing happened proves only "not yet": it
    // waits for the condition instead (waitFor, findBy…, or followRequests(server).settled() from
    // @specify/ui/testing/requests once the answers it denies have been handled).
    files: ['shared-ui/src/**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', SLEEP_IN_SCREEN_TEST] },
  },
  {
    // The two rules above together (a later block's no-restricted-syntax replaces an earlier one's).
    files: ['mf-*/src/**/__tests__/**', 'shell/src/**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...SPEC_CLASS_RULES, SLEEP_IN_SCREEN_TEST] },
  },
  {
    // Build and test configuration files are CommonJS run by Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/e2e/**', '**/*.test-d.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Every spec takes test and expect from the fixture module, whose accessibility gate runs axe
    // on every page a test visits; a spec importing Playwright's own would skip the gate. The
    // gate's own spec is the one exception (it checks the gate on pages it must not gate).
    files: ['e2e/tests/*.spec.ts'],
    ignores: ['e2e/tests/accessibility-gate.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message:
                "Import test and expect from './fixtures', which runs the accessibility gate.",
            },
          ],
        },
      ],
    },
  },
  {
    // In a federated build the core must come from its one shared copy: a subpath module
    // (@specify/contracts/search/facets ...) reaches other contracts code by package name.
    files: ['shared-contracts/src/{search,catalogue,release}/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '../*'],
              allowTypeImports: true,
              message:
                'Import values from @specify/contracts or its subpath by name: a relative import copies the file into this module.',
            },
          ],
        },
      ],
    },
  },
  {
    // ... and the core (`.`) never pulls a subpath module into its shared chunk.
    files: ['shared-contracts/src/*.ts', 'shared-contracts/src/api/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                './search/*',
                './catalogue/*',
                './release/*',
                '../search/*',
                '../catalogue/*',
                '../release/*',
                '@specify/contracts/*',
              ],
              allowTypeImports: true,
              message:
                'The contracts core re-exports subpath modules as types only; a value import would bundle them into every remote.',
            },
          ],
        },
      ],
    },
  },
);
