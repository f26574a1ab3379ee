import { useId } from 'react';
import { Checkbox, RadioGroup } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { SummaryTemplate } from '../../../lib/summary-exports';

export interface SummaryChoices {
  template: SummaryTemplate;
  showPrices: boolean;
  showBimFiles: boolean;
}

/**
 * The template choice and the PDF toggles (project-builder.md §2 tab 4, §4 "PDF toggles"). Each
 * change is reported at once; the tab saves it.
 */
export function SummaryOptions({
  choices,
  onTemplate,
  onShowPrices,
  onShowBimFiles,
}: {
  choices: SummaryChoices;
  onTemplate: (template: SummaryTemplate) => void;
  onShowPrices: (show: boolean) => void;
  onShowBimFiles: (show: boolean) => void;
}) {
  const t = useMessages();
  const id = useId();
  return (
    <div className="builder-summary-options" role="group" aria-labelledby={id}>
      <h3 id={id} className="builder-summary-options__title">
        {t('summary.options')}
      </h3>
      <RadioGroup<SummaryTemplate>
        legend={t('summary.template.legend')}
        name={`${id}-template`}
        inline
        value={choices.template}
        options={[
          { value: 'portrait', label: t('summary.template.portrait') },
          { value: 'landscape', label: t('summary.template.landscape') },
        ]}
        onChange={onTemplate}
      />
      <div className="builder-summary-options__toggles">
        <Checkbox
          label={t('summary.toggle.prices')}
          checked={choices.showPrices}
          onChange={(event) => onShowPrices(event.currentTarget.checked)}
        />
        <Checkbox
          label={t('summary.toggle.bim')}
          checked={choices.showBimFiles}
          onChange={(event) => onShowBimFiles(event.currentTarget.checked)}
        />
      </div>
    </div>
  );
}
