// Answers about the catalogue as the public sees it, prepared once (kernel/prepared-answer.ts) and
// kept while the catalogue's cached reads are: each visitor of a product page who is not internal
// staff gets the same bytes for the same product, variant and market.
import { LRUCache } from 'lru-cache';
import type { CatalogueStore } from '../../catalogue';
import { PreparedAnswer } from '../../kernel/prepared-answer';

/**
 * Held at most, counted as they are prepared (in the first asker's encoding): a product's answer
 * is about 16 KB of JSON and 2 KB compressed, so some 15,000 answers (the default catalogue's
 * 1,871 products in both markets, and their variants' pages' most visited). A second encoding,
 * made when a client asks for it, adds its 2 KB uncounted.
 */
const MAX_HELD_BYTES = 32 * 1024 * 1024;

/** What a miss builds from: the first asker's build and encoding (askers of one key agree). */
interface Asker {
  build: () => Promise<unknown>;
  acceptEncoding: string | undefined;
}

const answersOf = new WeakMap<CatalogueStore, LRUCache<string, PreparedAnswer, Asker>>();

function answersFor(catalogue: CatalogueStore): LRUCache<string, PreparedAnswer, Asker> {
  let answers = answersOf.get(catalogue);
  if (!answers) {
    answers = new LRUCache<string, PreparedAnswer, Asker>({
      maxSize: MAX_HELD_BYTES,
      sizeCalculation: (answer) => answer.bytes,
      // As long as the reads it was built from (the store's cache).
      ttl: catalogue.cacheTtlMs,
      // Askers of an answer not held yet wait for one build, not one build each (a product
      // page's first visitors arrive together after a release or a seed).
      fetchMethod: async (_key, _stale, { context }) =>
        PreparedAnswer.of(await context.build(), context.acceptEncoding),
      // A build pushed out of the cache while it runs still answers the askers waiting on it.
      ignoreFetchAbort: true,
    });
    answersOf.set(catalogue, answers);
  }
  return answers;
}

/**
 * The public answer under `key` (what the answer depends on besides the catalogue), built by
 * `build` when not held and compressed as `acceptEncoding` (the asker's) prefers. Kept under the
 * catalogue's generation, taken before the build: a write meanwhile leaves the answer under a
 * generation no one asks for again.
 */
export async function publicAnswer<T>(
  catalogue: CatalogueStore,
  key: string,
  build: () => Promise<T>,
  acceptEncoding: string | undefined,
): Promise<PreparedAnswer<T>> {
  const answer = await answersFor(catalogue).fetch(`${catalogue.generation} ${key}`, {
    context: { build, acceptEncoding },
  });
  // fetchMethod always answers; undefined would mean lru-cache changed under us.
  if (!answer) throw new Error('A public answer was not built.');
  return answer as PreparedAnswer<T>;
}
