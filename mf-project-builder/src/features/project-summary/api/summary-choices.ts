import { useCallback, useEffect, useRef } from 'react';
import { callAction, type Market, type Project } from '@specify/contracts';

/** The summary's choices saved on the project (project-builder.md §4, §7 updateProjectStatus). */
export type SummaryChoiceField = 'showLandscape' | 'showPricesOnPdf' | 'showBimFilesOnPdf';

/**
 * Saves a summary choice on the project at once. Saves go one after another, each with the
 * version the last answer gave, so two quick toggles do not trip over the project's version. A
 * failure is only logged (§8): the choice still holds on the screen.
 */
export function useSaveSummaryChoice({
  project,
  market,
  onProjectChange,
}: {
  project: Project;
  market: Market;
  onProjectChange: (project: Project) => void;
}): (field: SummaryChoiceField, status: boolean) => Promise<void> {
  const latest = useRef(project);
  const queue = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    if (project.version > latest.current.version) latest.current = project;
  }, [project]);

  return useCallback(
    (fieldName, status) => {
      queue.current = queue.current.then(async () => {
        const current = latest.current;
        try {
          const saved = await callAction('project/updateProjectStatus', {
            market,
            body: {
              shoppingListId: current.id,
              version: current.version,
              fieldName,
              status,
            },
          });
          latest.current = saved;
          onProjectChange(saved);
        } catch (error) {
          console.error(`Saving ${fieldName} on project ${current.id} failed.`, error);
        }
      });
      return queue.current;
    },
    [market, onProjectChange],
  );
}
