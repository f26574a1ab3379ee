import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_VERSION } from '../version';

describe('ui version', () => {
  it('matches package.json, so the shell checks remotes against the version it really provides', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(UI_VERSION).toBe(pkg.version);
  });
});
