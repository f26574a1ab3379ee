import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { statusOfTab, type ActionBody, type ProjectSortKey } from '@specify/contracts';
import { accounts, projectLineItems, projects } from '../db/schema';
import type { Executor } from '../kernel/executor';
import { presentSummary } from './present';
import { countAll } from './store';

const SORT_COLUMNS = {
  name: sql`lower(${projects.projectName})`,
  project: sql`lower(${projects.opportunityNumber})`,
  location: projects.projectLocation,
  createdAt: projects.createdAt,
  lastModifiedAt: projects.lastModifiedAt,
} as const;

function orderOf(sortKey: ProjectSortKey): SQL[] {
  const match = /^(.*)(Asc|Desc)$/.exec(sortKey);
  const column = SORT_COLUMNS[(match?.[1] ?? 'lastModifiedAt') as keyof typeof SORT_COLUMNS];
  const direction = match?.[2] === 'Asc' ? asc : desc;
  return [direction(column), direction(projects.projectId)];
}

/** The account that made a project's last write, beside its owner in one list query. */
const modifiers = alias(accounts, 'modifiers');

type DashboardRequest = ActionBody<'project/getMyProjectsDashboard'>;

/** One page of a project list and its total; `scope` says whose projects it may list. */
export async function projectDashboard(
  db: Executor,
  body: DashboardRequest,
  scope: { ownerId: string } | 'everyone',
) {
  const conditions: SQL[] = [eq(projects.status, statusOfTab(body.status))];
  if (scope !== 'everyone') conditions.push(eq(projects.ownerId, scope.ownerId));
  if (body.userDetails?.length) conditions.push(inArray(projects.ownerId, body.userDetails));
  if (body.projectTypeDetails?.length)
    conditions.push(inArray(projects.projectType, body.projectTypeDetails));
  if (body.startDate) conditions.push(gte(projects.createdAt, new Date(body.startDate)));
  if (body.endDate) conditions.push(lte(projects.createdAt, new Date(body.endDate)));
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db
    .select({ total: countAll })
    .from(projects)
    .where(where);
  const rows =
    body.limit === 0
      ? []
      : await db
          .select({
            project: projects,
            ownerName: sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`,
            lastModifiedBy: sql<string>`coalesce(trim(${modifiers.firstName} || ' ' || ${modifiers.lastName}), '')`,
            itemCount: sql<number>`(select count(*)::int from ${projectLineItems} where ${projectLineItems.projectId} = ${projects.projectId})`,
          })
          .from(projects)
          .innerJoin(accounts, eq(accounts.accountId, projects.ownerId))
          .leftJoin(modifiers, eq(modifiers.accountId, projects.lastModifiedBy))
          .where(where)
          .orderBy(...orderOf(body.sortKey))
          .limit(body.limit)
          .offset(body.offset);
  return {
    count: rows.length,
    limit: body.limit,
    offset: body.offset,
    total,
    results: rows.map((row) =>
      presentSummary(row.project, row.ownerName, row.itemCount, row.lastModifiedBy),
    ),
  };
}

/** Escapes LIKE's wildcards so a query matches only as typed. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Up to ten accounts whose name or email contains `query`, for the internal users' filter. */
export async function suggestAccountNames(db: Executor, query: string) {
  const pattern = likeText(query);
  const rows = await db
    .select({
      Id: accounts.accountId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(accounts)
    .where(
      or(
        ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
        ilike(accounts.email, pattern),
      ),
    )
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.accountId))
    .limit(10);
  return rows.map((row) => ({
    Id: row.Id,
    Name: `${row.firstName} ${row.lastName}`.trim() || row.email,
  }));
}
