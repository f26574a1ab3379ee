import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { sharedProjectSchema } from '@specify/contracts/api/project';
import { projects } from '../../db/schema';
import { findProject, notFound, presentProject } from '../../projects';
import { requireAccount } from '../account/require-account';
import { defineAction, type Action } from '../action';

/** 192 random bits, base64url: 32 characters, far beyond guessing. */
function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Compares digests, so neither the token's content nor its length shows in the time taken. */
function sameToken(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * The project's live share token, made on first use (project-builder.md §2 share-summary). The
 * owner or an internal user (who may read the project) asks for it; it is not a project edit, so
 * the version stays. One statement keeps a token already there, so two first calls agree.
 */
const getShareLink = defineAction('project/getShareLink', async (body, context) => {
  const account = await requireAccount(context);
  const row = await findProject(context.db, body.shoppingListId, account);
  if (row.shareToken) return { shareToken: row.shareToken };
  const [updated] = await context.db
    .update(projects)
    .set({ shareToken: sql`coalesce(${projects.shareToken}, ${newShareToken()})` })
    .where(eq(projects.projectId, row.projectId))
    .returning({ shareToken: projects.shareToken });
  if (!updated?.shareToken) throw notFound();
  return { shareToken: updated.shareToken };
});

/** Kills every link made with the token; the next getShareLink makes a new one. */
const revokeShareLink = defineAction('project/revokeShareLink', async (body, context) => {
  const account = await requireAccount(context);
  const row = await findProject(context.db, body.shoppingListId, account);
  await context.db
    .update(projects)
    .set({ shareToken: null })
    .where(eq(projects.projectId, row.projectId));
  return { revoked: true as const };
});

/**
 * The read-only summary for anyone holding the link, signed in or not. A wrong or revoked token,
 * or a token of another project, is answered exactly as a missing project. Items are presented
 * as a visitor sees them, whoever owns the project: an internal-only variant is an unavailable
 * item, without its price or files.
 */
const getSharedSummary = defineAction('project/getSharedSummary', async (body, context) => {
  const [row] = await context.db
    .select()
    .from(projects)
    .where(eq(projects.projectId, body.projectId))
    .limit(1);
  const live = row?.shareToken ?? '';
  const matches = sameToken(live, body.shareToken);
  if (!row || live === '' || !matches) throw notFound();
  const project = await presentProject(context.db, context.catalogue, context.market, row, {
    asVisitor: true,
  });
  // The contract's shared shape leaves out every customer field, the internal flags and the
  // edit version.
  return v.parse(sharedProjectSchema, project);
});

export const shareLinkActions: Action[] = [getShareLink, revokeShareLink, getSharedSummary];
