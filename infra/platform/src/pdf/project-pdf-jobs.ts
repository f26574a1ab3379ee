import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lte, ne, notInArray, sql } from 'drizzle-orm';
import { PROJECT_PDF_TTL_MS } from '@specify/contracts';
import type { Database } from '../db/client';
import { projectPdfs } from '../db/schema';
import type { PdfRenderError } from './pdf-renderer';

/**
 * Project PDF jobs in the database (project-builder.md §4 "PDF save"), so whichever instance
 * answers a poll sees the job another instance queued and rendered. A job is keyed by the account
 * that queued it and its filename: nobody else can name it.
 */

/** Renders one account may have under way; more are refused (429). */
export const MAX_QUEUED_PDFS_PER_ACCOUNT = 3;
/** Finished PDFs kept per account (each until it expires); queuing drops older ones. */
export const MAX_KEPT_PDFS_PER_ACCOUNT = 5;
/**
 * A render ends within the renderer's timeout (20 s, waiting included). A job still queued long
 * after that lost the instance rendering it (a restart, a crash): it counts as failed and no
 * longer holds one of its account's places.
 */
export const ABANDONED_PDF_JOB_MS = 2 * 60 * 1000;

export type PdfFailure = PdfRenderError['reason'];
const FAILURES: readonly PdfFailure[] = ['saturated', 'timeout', 'unavailable', 'failed'];

export interface PdfJobKey {
  accountId: string;
  filename: string;
}

export type PdfJobState =
  | { status: 'queued'; projectId: string }
  | { status: 'ready'; projectId: string; pdf: Buffer }
  | { status: 'failed'; projectId: string; reason: PdfFailure };

const keyIs = (key: PdfJobKey) =>
  and(eq(projectPdfs.accountId, key.accountId), eq(projectPdfs.filename, key.filename));

const expiresAt = (now: Date) => new Date(now.getTime() + PROJECT_PDF_TTL_MS);
const abandonedBefore = (now: Date) => new Date(now.getTime() - ABANDONED_PDF_JOB_MS);

/**
 * Records a queued render and answers its job id, or 'busy' when the account already has its
 * limit of renders under way. Expired jobs of every account go first, and the account's oldest
 * finished ones beyond MAX_KEPT_PDFS_PER_ACCOUNT. Queuing a filename again starts a new job.
 */
export async function queuePdfJob(
  db: Database,
  key: PdfJobKey,
  projectId: string,
  now: Date,
): Promise<{ jobId: string } | 'busy'> {
  return db.transaction(async (tx) => {
    // One account's queuing in turn, so racing requests cannot pass the limit together.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`project-pdf:${key.accountId}`}))`,
    );
    await tx.delete(projectPdfs).where(lte(projectPdfs.expiresAt, now));
    const [{ underWay } = { underWay: 0 }] = await tx
      .select({ underWay: sql<number>`count(*)::int` })
      .from(projectPdfs)
      .where(
        and(
          eq(projectPdfs.accountId, key.accountId),
          eq(projectPdfs.status, 'queued'),
          gt(projectPdfs.createdAt, abandonedBefore(now)),
          ne(projectPdfs.filename, key.filename),
        ),
      );
    if (underWay >= MAX_QUEUED_PDFS_PER_ACCOUNT) return 'busy';
    const kept = tx
      .select({ filename: projectPdfs.filename })
      .from(projectPdfs)
      .where(and(eq(projectPdfs.accountId, key.accountId), ne(projectPdfs.status, 'queued')))
      .orderBy(desc(projectPdfs.createdAt))
      .limit(MAX_KEPT_PDFS_PER_ACCOUNT);
    await tx
      .delete(projectPdfs)
      .where(
        and(
          eq(projectPdfs.accountId, key.accountId),
          ne(projectPdfs.status, 'queued'),
          notInArray(projectPdfs.filename, kept),
        ),
      );
    const job = {
      jobId: randomUUID(),
      projectId,
      status: 'queued' as const,
      pdf: null,
      error: null,
      createdAt: now,
      expiresAt: expiresAt(now),
    };
    await tx
      .insert(projectPdfs)
      .values({ ...key, ...job })
      .onConflictDoUpdate({ target: [projectPdfs.accountId, projectPdfs.filename], set: job });
    return { jobId: job.jobId };
  });
}

/** Stores a finished render; it can be fetched for PROJECT_PDF_TTL_MS from now. */
export async function finishPdfJob(
  db: Database,
  key: PdfJobKey,
  jobId: string,
  pdf: Buffer,
  now: Date,
): Promise<void> {
  await db
    .update(projectPdfs)
    .set({ status: 'ready', pdf, expiresAt: expiresAt(now) })
    .where(and(keyIs(key), eq(projectPdfs.jobId, jobId)));
}

export async function failPdfJob(
  db: Database,
  key: PdfJobKey,
  jobId: string,
  reason: PdfFailure,
): Promise<void> {
  await db
    .update(projectPdfs)
    .set({ status: 'failed', error: reason })
    .where(and(keyIs(key), eq(projectPdfs.jobId, jobId)));
}

/** The job as its account may see it now; undefined when there is none or it has expired. */
export async function readPdfJob(
  db: Database,
  key: PdfJobKey,
  now: Date,
): Promise<PdfJobState | undefined> {
  const [row] = await db
    .select()
    .from(projectPdfs)
    .where(and(keyIs(key), gt(projectPdfs.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const { projectId } = row;
  if (row.status === 'ready' && row.pdf) return { status: 'ready', projectId, pdf: row.pdf };
  if (row.status === 'queued' && row.createdAt > abandonedBefore(now))
    return { status: 'queued', projectId };
  const reason = FAILURES.find((failure) => failure === row.error) ?? 'unavailable';
  return { status: 'failed', projectId, reason };
}
