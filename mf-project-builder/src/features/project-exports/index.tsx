import type { SummaryExportSlots } from '../../lib/summary-exports';
import { ProjectExportBar } from './components/export-bar';
import { SavePdfButton } from './components/save-pdf-button';

export { ProjectExportBar } from './components/export-bar';
export { SavePdfButton } from './components/save-pdf-button';

/** The exports in the summary's slots, for the route to pass (lib/summary-exports.ts). */
export const projectExportSlots: Required<SummaryExportSlots> = {
  renderSave: (context) => <SavePdfButton {...context} />,
  renderExportBar: (context) => <ProjectExportBar {...context} />,
};
