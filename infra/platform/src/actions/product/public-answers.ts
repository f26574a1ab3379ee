// Answers about the catalogue as the public sees it, prepared once (kernel/prepared-answer.ts) and
// kept while the catalogue's cached reads are: each visitor of a product page who is not internal
// staff gets the same bytes for the same product, variant and market.
import { LRUCache } from 'lru-cache';
import type { CatalogueStore } from '../../catalogue';
import { PreparedAnswer } from '../../kernel/prepared-answer';

/**
 * Held at most, counted as twice an answer's JSON (its encodings, made as clients ask, are a
 * third of it each): a product's answer is about 9 KB of JSON, so some 1,800 answers.
 */
const MAX_HELD_BYTES = 32 * 1024 * 1024;

const answersOf = new WeakMap<CatalogueStore, LRUCache<string, PreparedAnswer>>();

function answersFor(catalogue: CatalogueStore): LRUCache<string, PreparedAnswer> {
  let answers = answersOf.get(catalogue);
  if (!answers) {
    answers = new LRUCache<string, PreparedAnswer>({
      maxSize: MAX_HELD_BYTES,
      sizeCalculation: (answer) => answer.json.length * 2,
      // As long as the reads it was built from (the store's cache).
      ttl: catalogue.cacheTtlMs,
    });
    answersOf.set(catalogue, answers);
  }
  return answers;
}

/**
 * The public answer under `key` (what the answer depends on besides the catalogue), built by
 * `build` when not held. Kept under the catalogue's generation, taken before the build: a write
 * meanwhile leaves the answer under a generation no one asks for again.
 */
export async function publicAnswer<T>(
  catalogue: CatalogueStore,
  key: string,
  build: () => Promise<T>,
): Promise<PreparedAnswer<T>> {
  const answers = answersFor(catalogue);
  const held = `${catalogue.generation} ${key}`;
  const known = answers.get(held);
  if (known) return known as PreparedAnswer<T>;
  const answer = PreparedAnswer.of(await build());
  answers.set(held, answer);
  return answer;
}
