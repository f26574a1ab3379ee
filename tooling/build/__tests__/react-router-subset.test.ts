import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REMOTES } from '@specify/contracts';

const repoRoot = join(__dirname, '..', '..', '..');
const FRONT_ENDS = ['shell', 'shared-ui', ...REMOTES];

/** The names the shared cut of react-router-dom exports (tooling/build/react-router-subset.mjs). */
function subsetExports(): string[] {
  const source = readFileSync(join(__dirname, '..', 'react-router-subset.mjs'), 'utf8');
  const list = /export \{([^}]*)\} from 'react-router';/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every value a front end's built code imports from react-router-dom, with where. */
function routerImports(): Array<{ name: string; file: string }> {
  const found: Array<{ name: string; file: string }> = [];
  for (const frontEnd of FRONT_ENDS) {
    for (const file of sourceFiles(join(repoRoot, frontEnd, 'src'))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      for (const statement of source.statements) {
        if (
          !ts.isImportDeclaration(statement) ||
          !ts.isStringLiteral(statement.moduleSpecifier) ||
          statement.moduleSpecifier.text !== 'react-router-dom' ||
          statement.importClause?.isTypeOnly
        )
          continue;
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) {
          found.push({ name: '* or default', file });
          continue;
        }
        for (const element of bindings.elements) {
          if (!element.isTypeOnly)
            found.push({ name: (element.propertyName ?? element.name).text, file });
        }
      }
    }
  }
  return found;
}

describe('the shared cut of react-router-dom', () => {
  it('exports only what react-router has', () => {
    const router = Object.keys(jest.requireActual('react-router'));
    expect(subsetExports().filter((name) => !router.includes(name))).toEqual([]);
  });

  it("holds every value a front end's code imports from react-router-dom", () => {
    const imports = routerImports();
    expect(imports.length).toBeGreaterThan(0);
    const subset = new Set(subsetExports());
    const missing = imports
      .filter(({ name }) => !subset.has(name))
      .map(({ name, file }) => `${name} (${file.slice(repoRoot.length + 1)})`);
    expect(missing).toEqual([]);
  });
});
