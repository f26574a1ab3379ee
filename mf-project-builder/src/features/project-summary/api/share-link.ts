import { callAction, shareSummaryPath, type Market, type Project } from '@specify/contracts';

/**
 * The project's share link (project-builder.md §2 share-summary): the platform's token for it, made
 * on first ask, in an absolute address anyone can open.
 */
export async function fetchShareLink(project: Project, market: Market): Promise<string> {
  const { shareToken } = await callAction('project/getShareLink', {
    market,
    body: { shoppingListId: project.id },
  });
  const path = shareSummaryPath(market, {
    projectId: project.id,
    company: project.companyName,
    shareToken,
  });
  return new URL(path, window.location.origin).toString();
}
