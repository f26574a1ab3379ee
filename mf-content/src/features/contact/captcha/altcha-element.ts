// Registers <altcha-widget>: the `external` build, whose style sheet is a file (the site's policy
// allows no inline styles) and whose proof-of-work worker is a chunk of this remote (no blob:
// workers). Imported only through load-altcha.ts.
import 'altcha/external';
import 'altcha/altcha.css';

globalThis.$altcha.algorithms.set(
  'PBKDF2/SHA-256',
  () => new Worker(new URL('altcha/workers/pbkdf2', import.meta.url), { name: 'altcha-pbkdf2' }),
);
