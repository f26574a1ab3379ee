import { callAction, type Market, type Project } from '@specify/contracts';
import { useMutationAction } from '@specify/ui/api';
import type { Mutation } from '../model/payloads';

/**
 * performMutationOnMyProjectById for the project shown (project-builder.md §7): sent at the
 * project's version, so a change made elsewhere meanwhile answers 409 and writes nothing. The
 * answer is the project as it now stands.
 */
export function usePerformMutation(project: () => Project) {
  const { trigger } = useMutationAction('project/performMutationOnMyProjectById');
  return (mutation: Mutation) => {
    const { id, version } = project();
    return trigger({ projectId: id, version, ...mutation });
  };
}

/** The project as the server has it now (getProjectById), for a reload after a stale write. */
export function readProject(market: Market, shoppingListId: string): Promise<Project> {
  return callAction('project/getProjectById', { market, body: { shoppingListId } });
}
