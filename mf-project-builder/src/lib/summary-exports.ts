import type { ReactNode } from 'react';
import type { Project } from '@specify/contracts';
import type { BuilderProps } from './builder-props';

/** The summary's two templates (project-builder.md §2 tab 4): full summary or summary table. */
export type SummaryTemplate = 'portrait' | 'landscape';

/**
 * What the summary (tab 4, and the summary page) gives the exports: the project as shown, with the
 * choices the owner made on it. Items the summary leaves out (unavailable ones) are still in
 * `project`; every export leaves them out itself (§9 "Unavailable items are excluded").
 */
export interface SummaryExportContext extends BuilderProps {
  project: Project;
  template: SummaryTemplate;
  showPrices: boolean;
  showBimFiles: boolean;
}

/**
 * The summary screen and the export feature meet here, composed by the route: the summary places
 * what the exports render ('Save' in the cover banner; Export to Excel, Export to CSV and Download
 * all BIM files in its export bar) and knows nothing of how they work. The shared view passes
 * none of them (§2: it hides the exports and Save).
 */
export interface SummaryExportSlots {
  renderSave?: (context: SummaryExportContext) => ReactNode;
  renderExportBar?: (context: SummaryExportContext) => ReactNode;
}
