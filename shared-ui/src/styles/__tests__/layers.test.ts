import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const tokens = readFileSync(join(__dirname, '..', 'tokens.css'), 'utf8');

function layer(name: string): number {
  const match = new RegExp(`--spec-z-${name}:\\s*(\\d+);`).exec(tokens);
  if (!match?.[1]) throw new Error(`--spec-z-${name} is not defined in tokens.css`);
  return Number(match[1]);
}

describe('layers', () => {
  it('keeps the floating quick links under the header, menus, drawers and every dialog’s scrim', () => {
    const floating = layer('floating');
    expect(floating).toBeGreaterThan(layer('sticky'));
    for (const above of ['header', 'dropdown', 'drawer', 'modal', 'toast']) {
      expect(layer(above)).toBeGreaterThan(floating);
    }
  });
});
