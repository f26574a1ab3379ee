import { useState } from 'react';
import { Button } from '@specify/ui';
import { saveBlob } from '@specify/ui/files';
import { useMessages } from '../../../i18n/messages';
import type { SummaryExportContext } from '../../../lib/summary-exports';
import { ExportRequestError } from '../api/site-request';
import { useTimedMessage } from '../hooks/use-timed-message';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { exportLines } from '../model/export-lines';
import type { Translate } from '../model/export-text';
import { pdfFileName } from '../model/file-names';
import { makeProjectPdf, PdfTooSlowError } from '../model/make-project-pdf';
import { projectPrintHtml } from '../model/print-html';
import { ScreenOverlay } from './screen-overlay';
import '../project-exports.css';

/** §8: 'Failed to generate PDF' with the status text (or why no answer came). */
function failureMessage(t: Translate, failure: unknown): string {
  if (failure instanceof PdfTooSlowError) return t('exports.pdf.tooSlow');
  if (!(failure instanceof ExportRequestError))
    return t('exports.pdf.failed', { status: t('error.generic') });
  if (failure.reason === 'offline') return t('exports.pdf.failed', { status: t('error.offline') });
  if (failure.reason === 'timeout') return t('exports.pdf.failed', { status: t('error.timeout') });
  return t('exports.pdf.failed', { status: failure.statusText || String(failure.status) });
}

/**
 * The summary's 'Save' (project-builder.md §4 "PDF save"): prints the summary's table as HTML,
 * has the platform render it, polls for the file every 2 s under a loading overlay and saves
 * `{project}_summary_{4 random chars}.pdf`. The PDF's orientation follows the template; prices
 * and BIM files follow the owner's toggles. A failure is said in an alert beside the button.
 */
export function SavePdfButton(context: SummaryExportContext) {
  const { project, market, session, bus, template, showPrices, showBimFiles } = context;
  const t = useMessages();
  const signalOf = useUnmountSignal();
  const [busy, setBusy] = useState(false);
  const failure = useTimedMessage();

  async function save() {
    failure.clear();
    setBusy(true);
    const signal = signalOf();
    const lines = exportLines(project);
    const landscape = template === 'landscape';
    const filename = pdfFileName(project.projectName);
    const html = projectPrintHtml(
      {
        project,
        lines,
        market,
        session,
        landscape,
        showPrices,
        showBimFiles,
        siteOrigin: window.location.origin,
      },
      t,
    );
    try {
      const pdf = await makeProjectPdf(
        market,
        {
          html,
          isLandscapeMode: landscape,
          filename,
          shoppingListId: project.shoppingListId,
          emailId: session.status === 'authenticated' ? session.account.email : '',
        },
        signal,
      );
      saveBlob(pdf, filename);
      bus.publish('analytics:event', {
        event: 'project_pdf_save',
        params: { project_id: project.shoppingListId, landscape, item_count: lines.length },
      });
    } catch (error) {
      if (signal?.aborted) return;
      console.error(error);
      failure.show(failureMessage(t, error));
    }
    setBusy(false);
  }

  return (
    <div className="builder-exports-save">
      <Button variant="secondary" busy={busy} onClick={() => void save()}>
        {t('exports.save')}
      </Button>
      <p role="alert" className="builder-exports-message" data-tone="error">
        {failure.message}
      </p>
      {busy && <ScreenOverlay label={t('exports.pdf.preparing')} />}
    </div>
  );
}
