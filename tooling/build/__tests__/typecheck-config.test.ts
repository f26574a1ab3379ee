import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';

const repoRoot = join(__dirname, '..', '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

describe('the one type-check program (tsconfig.all.json)', () => {
  const all = readJson('tsconfig.all.json') as {
    extends: string;
    compilerOptions: Record<string, unknown>;
    include: string[];
  };
  const workspaceConfigs = execFileSync('git', ['ls-files', '*tsconfig.json'], { cwd: repoRoot })
    .toString()
    .split('\n')
    .filter(Boolean);

  it("covers everything each workspace's own tsconfig checks", () => {
    expect(workspaceConfigs.length).toBeGreaterThanOrEqual(13);
    for (const file of workspaceConfigs) {
      const own = readJson(file) as { include: string[] };
      for (const pattern of own.include)
        expect(all.include).toContain(`${dirname(file)}/${pattern}`);
    }
  });

  it("checks with the workspaces' own compiler options", () => {
    expect(all.extends).toBe('./tsconfig.base.json');
    for (const file of workspaceConfigs)
      expect(Object.keys(readJson(file))).toEqual(['extends', 'include']);
    expect(Object.keys(all.compilerOptions).sort()).toEqual(['incremental', 'tsBuildInfoFile']);
  });
});
