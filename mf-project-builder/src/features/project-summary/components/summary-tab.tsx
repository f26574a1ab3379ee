import { useState } from 'react';
import { Button } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { ProjectTabProps } from '../../../lib/project-tab';
import type {
  SummaryExportContext,
  SummaryExportSlots,
  SummaryTemplate,
} from '../../../lib/summary-exports';
import { useSaveSummaryChoice } from '../api/summary-choices';
import { readBimChoice, writeBimChoice } from '../model/bim-choice';
import { ShareButton } from './share-button';
import { SummaryOptions, type SummaryChoices } from './summary-options';
import { SummaryView } from './summary-view';

export type SummaryTabProps = ProjectTabProps & SummaryExportSlots;

/**
 * Tab 4, Preview (project-builder.md §2 "Tab 4 / summary page"): the summary with Share, Save and
 * Print on its cover, the template choice and the PDF toggles (each saved on the project at once,
 * §4; the BIM toggle also kept for the session), the exports, and Back to products. In view mode
 * the choices still change what is shown and printed, but nothing is saved on the project.
 */
export function SummaryTab({
  project,
  onProjectChange,
  readOnly,
  goToTab,
  renderSave,
  renderExportBar,
  ...builder
}: SummaryTabProps) {
  const t = useMessages();
  const { market, session, bus } = builder;
  const [choices, setChoices] = useState<SummaryChoices>(() => ({
    template: project.showLandscape ? 'landscape' : 'portrait',
    showPrices: project.showPricesOnPdf,
    showBimFiles: readBimChoice(project.id) ?? project.showBimFilesOnPdf,
  }));
  const saveChoice = useSaveSummaryChoice({ project, market, onProjectChange });

  function choose(change: Partial<SummaryChoices>, save: Parameters<typeof saveChoice>) {
    setChoices((current) => ({ ...current, ...change }));
    if (!readOnly) void saveChoice(...save);
  }

  const context: SummaryExportContext = { ...builder, project, ...choices };

  return (
    <SummaryView
      project={project}
      market={market}
      session={session}
      {...choices}
      level={2}
      actions={
        <>
          <ShareButton project={project} market={market} bus={bus} />
          {renderSave?.(context)}
          <Button
            variant="secondary"
            onClick={() => {
              bus.publish('analytics:event', {
                event: 'print',
                params: { content_type: 'project', item_id: project.id },
              });
              window.print();
            }}
          >
            {t('summary.print')}
          </Button>
        </>
      }
      toolbar={
        <>
          <SummaryOptions
            choices={choices}
            onTemplate={(template: SummaryTemplate) =>
              choose({ template }, ['showLandscape', template === 'landscape'])
            }
            onShowPrices={(showPrices) => choose({ showPrices }, ['showPricesOnPdf', showPrices])}
            onShowBimFiles={(showBimFiles) => {
              writeBimChoice(project.id, showBimFiles);
              choose({ showBimFiles }, ['showBimFilesOnPdf', showBimFiles]);
            }}
          />
          {renderExportBar?.(context)}
        </>
      }
      footer={
        <Button variant="secondary" onClick={() => goToTab(2)}>
          {t('summary.back')}
        </Button>
      }
    />
  );
}
