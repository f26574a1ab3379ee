import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const styles = join(__dirname, '..');
const tokens = readFileSync(join(styles, 'tokens.css'), 'utf8');
const base = readFileSync(join(styles, 'base.css'), 'utf8');
const index = readFileSync(join(styles, '..', 'index.ts'), 'utf8');

/** The declarations of the first rule with exactly this selector list (comments aside). */
function rule(css: string, ...selectors: string[]): string {
  const list = selectors.map((one) => one.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*,\\s*');
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const match = new RegExp(`(?:^|[{}])\\s*${list}\\s*{([^}]*)}`).exec(bare);
  if (!match?.[1]) throw new Error(`No rule for ${selectors.join(', ')}`);
  return match[1];
}

describe('the typeface', () => {
  it('is the brand face, then its metric-matched fallback, in one token', () => {
    expect(tokens).toMatch(
      /--spec-font-family:\s*'Figtree Variable',\s*'Figtree Fallback',[^;]*sans-serif;/,
    );
  });

  it('sets the body, and every control with it, in the token', () => {
    expect(rule(base, 'body')).toContain('font-family: var(--spec-font-family);');
    expect(rule(base, 'button', 'input', 'select', 'textarea')).toContain('font: inherit;');
  });

  it('sets body and headings on the type scale', () => {
    expect(rule(base, 'body')).toContain('font-size: var(--spec-text-md);');
    expect(rule(base, 'h1')).toContain('font-size: var(--spec-text-3xl);');
    expect(rule(base, 'h2')).toContain('font-size: var(--spec-text-2xl);');
    expect(rule(base, 'h3')).toContain('font-size: var(--spec-text-xl);');
    expect(rule(base, 'h4')).toContain('font-size: var(--spec-text-lg);');
  });

  it('comes with the package, so every front end that uses @specify/ui has the face', () => {
    expect(index).toMatch(/^import '\.\/styles\/fonts\.css';$/m);
  });
});
