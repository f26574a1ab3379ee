import type { SummaryTemplate } from '../../../lib/summary-exports';

/**
 * The printed page for the chosen template (issue 16 "Print: lays the chosen template out on A4"):
 * A4 portrait or landscape. It is a style element of the summary's own, so the page size applies
 * only while a summary is on the screen and follows the template as it changes.
 */
export function PrintPageStyle({ template }: { template: SummaryTemplate }) {
  return <style>{`@media print { @page { size: A4 ${template}; margin: 12mm; } }`}</style>;
}
