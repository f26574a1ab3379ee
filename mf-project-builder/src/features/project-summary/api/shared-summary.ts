import { ActionCallError } from '@specify/contracts';
import { useAction } from '@specify/ui/api';

/** What the share link names: the project and the token that lets its holder see it. */
export interface ShareLink {
  projectId: string;
  shareToken: string;
}

/**
 * The shared summary for a share link. A link the platform does not know (a wrong, revoked or
 * malformed token, or no such project) reads as `missing`.
 */
export function useSharedSummary(link: ShareLink) {
  const read = useAction('project/getSharedSummary', link, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const missing =
    read.error instanceof ActionCallError &&
    (read.error.code === 'error.project.notFound' || read.error.code === 'INVALID_BODY');
  return { ...read, missing };
}
