import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Market } from '@specify/contracts';
import type { ContentDocument } from '@specify/contracts/content/client';
import {
  contentDocumentInputSchema,
  type ContentDocumentInput,
} from '@specify/contracts/content/model';
import type { Database } from '../db/client';
import { contentDocuments } from '../db/schema';

/** A document refused at write: it is stored nowhere, and the message lists every problem. */
export class ContentValidationError extends Error {
  constructor(readonly issues: string[]) {
    super(`The content document is invalid: ${issues.join('; ')}`);
    this.name = 'ContentValidationError';
  }
}

/** Checks a document against the content model (contracts' valibot schemas). */
export function validateContentDocument(input: unknown): ContentDocumentInput {
  const parsed = v.safeParse(contentDocumentInputSchema, input);
  if (parsed.success) return parsed.output;
  throw new ContentValidationError(
    parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(document)'}: ${issue.message}`),
  );
}

/**
 * Writes a new version of a document (validated first: a bad one is refused whole). Versions
 * count up per market and slug; the row lock on the document's key serialises concurrent writers.
 */
export async function writeContentDocument(
  db: Database,
  input: unknown,
  { publish, now }: { publish: boolean; now: Date },
): Promise<{ version: number }> {
  const document = validateContentDocument(input);
  return db.transaction(async (tx) => {
    // One writer per document at a time: the advisory lock is keyed by market and slug.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`content:${document.market}/${document.slug}`}))`,
    );
    const [latest] = await tx
      .select({ version: contentDocuments.version })
      .from(contentDocuments)
      .where(
        and(eq(contentDocuments.market, document.market), eq(contentDocuments.slug, document.slug)),
      )
      .orderBy(desc(contentDocuments.version))
      .limit(1);
    const version = (latest?.version ?? 0) + 1;
    await tx.insert(contentDocuments).values({
      market: document.market,
      slug: document.slug,
      version,
      title: document.title,
      sections: document.sections,
      publishedAt: publish ? now : null,
      createdAt: now,
    });
    return { version };
  });
}

/** The newest published version of a document, or undefined. */
export async function readPublishedDocument(
  db: Database,
  market: Market,
  slug: string,
): Promise<ContentDocument | undefined> {
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.market, market),
        eq(contentDocuments.slug, slug),
        isNotNull(contentDocuments.publishedAt),
      ),
    )
    .orderBy(desc(contentDocuments.version))
    .limit(1);
  if (!row?.publishedAt) return undefined;
  return {
    market,
    slug,
    title: row.title,
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    sections: row.sections,
  };
}

/** JSON with object keys sorted: jsonb does not keep key order, so compare this. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => a.localeCompare(b)))
      : entry,
  );
}

/**
 * Publishes each document unless its newest published version already says the same, so a
 * start or `npm run seed` adds a version only when the seed content changed.
 */
export async function publishIfChanged(
  db: Database,
  documents: readonly ContentDocumentInput[],
  now: Date,
): Promise<number> {
  let written = 0;
  for (const document of documents) {
    const current = await readPublishedDocument(db, document.market, document.slug);
    const same =
      current?.title === document.title &&
      canonical(current.sections) === canonical(document.sections);
    if (same) continue;
    await writeContentDocument(db, document, { publish: true, now });
    written += 1;
  }
  return written;
}
