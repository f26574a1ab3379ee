import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ACTIONS } from '@specify/contracts/api/actions';

const SRC = join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'testing', 'standalone'].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// One typed hook per action (issue 13): the screens call lib/api's hooks, so an action's name,
// its cache key and its success events live in one place.
it('names actions only in lib/api', () => {
  const names = Object.keys(ACTIONS);
  const offenders = sources(SRC)
    .filter((file) => !relative(SRC, file).startsWith(join('lib', 'api')))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return names
        .filter((name) => text.includes(`'${name}'`))
        .map((name) => `${relative(SRC, file)}: ${name}`);
    });
  expect(offenders).toEqual([]);
});
