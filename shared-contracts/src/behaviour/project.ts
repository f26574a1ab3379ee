import type { ActionName, ActionRequest } from '../api/actions';
import type { Project } from '../api/project';
import { selectRoom } from '../project/rules';
import {
  BehaviourMismatch,
  answered,
  refused,
  same,
  type BehaviourCase,
  type BehaviourOutcome,
} from './suite';

/**
 * One behaviour suite, two back ends: the project rules the builder's screens rely on, as cases
 * that run against the platform (infra/platform, its real actions on a real database) and against
 * mf-project-builder's in-memory fake (its tests and standalone harness). A rule the platform
 * changes and the fake does not follow fails the fake's run of the same case.
 *
 * Framework-free (./suite.ts): each side runs every case as a test of its own.
 */

/** The accounts both back ends have: a trade user, an internal user and another trade user. */
export type BehaviourAccount = 'trade' | 'internal' | 'other';

type ProjectAction = Extract<ActionName, `project/${string}`>;

export interface ProjectBackEnd {
  /** Calls a project action as `account`, as the builder's action client would. */
  call<N extends ProjectAction>(
    account: BehaviourAccount,
    name: N,
    body: ActionRequest<N>,
  ): Promise<BehaviourOutcome<N>>;
  /** Two SKUs of available products in the back end's catalogue. */
  skus: readonly [string, string];
}

const newProject = (
  projectName: string,
  rooms = [selectRoom('Kitchen', 2)],
): ActionRequest<'project/createShoppingList'> => ({
  projectDetails: { projectName, projectType: 'multi-res', projectLocation: 'NSW' },
  selectedRoomDetails: rooms,
  specifierDetails: { username: 'Taylor Trade' },
});

async function create(
  backEnd: ProjectBackEnd,
  name: string,
  rooms?: ReturnType<typeof selectRoom>[],
) {
  return answered(
    'createShoppingList',
    await backEnd.call('trade', 'project/createShoppingList', newProject(name, rooms)),
  );
}

async function add(
  backEnd: ProjectBackEnd,
  project: Project,
  sku: string,
  roomName: string,
  quantity: number,
) {
  return answered(
    `updateShoppingList ${sku} x${quantity} in ${roomName}`,
    await backEnd.call('trade', 'project/updateShoppingList', {
      shoppingListId: project.id,
      sku,
      items: [{ roomName, quantity }],
    }),
  );
}

/** Each line as `room: sku x quantity`, in the project's order. */
const linesOf = (project: Project) =>
  project.lineItems.map((line) => `${line.roomName}: ${line.sku} x${line.quantity}`).sort();

export const PROJECT_BEHAVIOUR: readonly BehaviourCase<ProjectBackEnd>[] = [
  {
    name: 'a new project is open, at version 1, with a numbered label per room instance',
    async run(backEnd) {
      const project = await create(backEnd, 'Behaviour new');
      same('status', project.status, 'open');
      same('version', project.version, 1);
      same('room labels', project.roomLabels, ['Kitchen 1', 'Kitchen 2']);
      same('line items', project.lineItems, []);
    },
  },
  {
    name: 'two rooms that are one room ignoring case, spaces and numbers are refused',
    async run(backEnd) {
      const outcome = await backEnd.call(
        'trade',
        'project/createShoppingList',
        newProject('Behaviour twin rooms', [selectRoom('Kitchen', 1), selectRoom('kit chen', 1)]),
      );
      refused('createShoppingList with twin rooms', outcome, 400, 'error.project.rooms');
    },
  },
  {
    name: 'a product added to a room it is already in adds up; a new room joins the project',
    async run(backEnd) {
      const [sku] = backEnd.skus;
      const project = await create(backEnd, 'Behaviour add up');
      await add(backEnd, project, sku, 'Kitchen 1', 2);
      const after = await add(backEnd, project, sku, 'Kitchen 1', 3);
      same('lines', linesOf(after), [`Kitchen 1: ${sku} x5`]);
      const laundry = await add(backEnd, project, sku, 'Laundry 1', 1);
      same('room labels', laundry.roomLabels, ['Kitchen 1', 'Kitchen 2', 'Laundry 1']);
      same('version after three writes', laundry.version, 4);
    },
  },
  {
    name: 'renaming a room onto another (in any case) merges them, adding up the same products',
    async run(backEnd) {
      const [first, second] = backEnd.skus;
      const project = await create(backEnd, 'Behaviour merge');
      await add(backEnd, project, first, 'Kitchen 1', 2);
      await add(backEnd, project, first, 'Kitchen 2', 3);
      const before = await add(backEnd, project, second, 'Kitchen 2', 1);
      const merged = answered(
        'rename Kitchen 2 to kitchen 1',
        await backEnd.call('trade', 'project/performMutationOnMyProjectById', {
          projectId: project.id,
          version: before.version,
          updateRoomName: { from: 'Kitchen 2', to: 'kitchen 1' },
        }),
      );
      same('room labels', merged.roomLabels, ['Kitchen 1']);
      same('lines', linesOf(merged), [`Kitchen 1: ${first} x5`, `Kitchen 1: ${second} x1`].sort());
    },
  },
  {
    name: 'a write from an old version is refused as stale and changes nothing',
    async run(backEnd) {
      const [sku] = backEnd.skus;
      const project = await create(backEnd, 'Behaviour stale');
      const current = await add(backEnd, project, sku, 'Kitchen 1', 1);
      const line = current.lineItems[0];
      if (!line) throw new BehaviourMismatch('the added line', undefined, 'a line');
      const stale = await backEnd.call('trade', 'project/performMutationOnMyProjectById', {
        projectId: project.id,
        version: project.version,
        lineITemsToUpdate: [{ lineItemId: line.id, quantity: 7 }],
      });
      refused('a mutation from version 1', stale, 409, 'error.project.stale');
      const read = answered(
        'getProjectById',
        await backEnd.call('trade', 'project/getProjectById', { shoppingListId: project.id }),
      );
      same('lines after the refused write', linesOf(read), [`Kitchen 1: ${sku} x1`]);
    },
  },
  {
    name: 'another trade account can neither read nor delete my project',
    async run(backEnd) {
      const project = await create(backEnd, 'Behaviour private');
      const read = await backEnd.call('other', 'project/getProjectById', {
        shoppingListId: project.id,
      });
      refused('another account reading', read, 404, 'error.project.notFound');
      const deleted = await backEnd.call('other', 'project/deleteProject', {
        id: project.id,
        version: project.version,
      });
      refused('another account deleting', deleted, 404, 'error.project.notFound');
    },
  },
  {
    name: 'choosing the rooms anew keeps a room that still holds products',
    async run(backEnd) {
      const [sku] = backEnd.skus;
      const project = await create(backEnd, 'Behaviour keep rooms');
      const filled = await add(backEnd, project, sku, 'Kitchen 2', 1);
      const edited = answered(
        'updateProjectStatus with Bathroom only',
        await backEnd.call('trade', 'project/updateProjectStatus', {
          shoppingListId: project.id,
          version: filled.version,
          items: { selectedRoomDetails: [selectRoom('Bathroom', 1)] },
        }),
      );
      same('room labels', edited.roomLabels, ['Bathroom 1', 'Kitchen 2']);
    },
  },
  {
    name: 'the dashboard lists my open projects sorted by name, a page at a time',
    async run(backEnd) {
      for (const name of ['000 Bravo', '000 alpha', '000 Charlie']) await create(backEnd, name);
      const page = answered(
        'getMyProjectsDashboard',
        await backEnd.call('trade', 'project/getMyProjectsDashboard', {
          status: 'open',
          sortKey: 'nameAsc',
          limit: 2,
        }),
      );
      same(
        'first page',
        page.results.map((summary) => summary.projectName),
        ['000 alpha', '000 Bravo'],
      );
      same('page size', [page.count, page.limit, page.offset], [2, 2, 0]);
      if (page.total < 3) throw new BehaviourMismatch('total', page.total, 'at least 3');
    },
  },
  {
    name: 'a clone is a new open project at version 1 with the same rooms and products',
    async run(backEnd) {
      const [sku] = backEnd.skus;
      const source = await create(backEnd, 'Behaviour source');
      const filled = await add(backEnd, source, sku, 'Kitchen 2', 4);
      const cloned = answered(
        'cloneProject',
        await backEnd.call('trade', 'project/cloneProject', {
          shoppingListId: source.id,
          projectName: 'Behaviour copy',
        }),
      ).data.shoppingList;
      same('a new id', cloned.id === source.id, false);
      same('name', cloned.projectName, 'Behaviour copy');
      same('version and status', [cloned.version, cloned.status], [1, 'open']);
      same('room labels', cloned.roomLabels, filled.roomLabels);
      same('lines', linesOf(cloned), linesOf(filled));
    },
  },
  {
    name: 'a share link opens the summary to anyone until it is revoked',
    async run(backEnd) {
      const project = await create(backEnd, 'Behaviour shared');
      const { shareToken } = answered(
        'getShareLink',
        await backEnd.call('trade', 'project/getShareLink', { shoppingListId: project.id }),
      );
      const opened = answered(
        'getSharedSummary',
        await backEnd.call('other', 'project/getSharedSummary', {
          projectId: project.id,
          shareToken,
        }),
      );
      same('shared project name', opened.projectName, 'Behaviour shared');
      answered(
        'revokeShareLink',
        await backEnd.call('trade', 'project/revokeShareLink', { shoppingListId: project.id }),
      );
      const closed = await backEnd.call('other', 'project/getSharedSummary', {
        projectId: project.id,
        shareToken,
      });
      refused('a revoked link', closed, 404, 'error.project.notFound');
    },
  },
  {
    name: 'deleting needs the current version; then the project is gone',
    async run(backEnd) {
      const project = await create(backEnd, 'Behaviour delete');
      const stale = await backEnd.call('trade', 'project/deleteProject', {
        id: project.id,
        version: project.version + 1,
      });
      refused('deleting from another version', stale, 409, 'error.project.stale');
      answered(
        'deleteProject',
        await backEnd.call('trade', 'project/deleteProject', {
          id: project.id,
          version: project.version,
        }),
      );
      const read = await backEnd.call('trade', 'project/getProjectById', {
        shoppingListId: project.id,
      });
      refused('reading a deleted project', read, 404, 'error.project.notFound');
    },
  },
];
