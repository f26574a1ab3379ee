import { useMemo, useState } from 'react';
import { PROJECT_TIMERS } from '@specify/contracts';
import { Button, Dialog, Spinner } from '@specify/ui';
import { saveBlob } from '@specify/ui/files';
import { useMessages } from '../../../i18n/messages';
import type { SummaryExportContext } from '../../../lib/summary-exports';
import { useTimedMessage } from '../hooks/use-timed-message';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { excelExport } from '../model/excel-export';
import { bimFilesOf, exportLines } from '../model/export-lines';
import { BIM_ZIP_NAME, csvFileName, excelFileName } from '../model/file-names';
import { projectCsv } from '../model/project-csv';
import { NoFilesFetchedError, zipBimFiles } from '../model/zip-bim-files';
import '../project-exports.css';

type ExportKind = 'excel' | 'csv' | 'bim';

interface Progress {
  done: number;
  total: number;
}

/**
 * The summary's export bar (project-builder.md §2 tab 4, §7, §8, §9): Export to Excel (images
 * fetched 5 at a time, progress told in a live region), Export to CSV, and Download all BIM files
 * (behind a blocking progress dialog) when the project's available items have any. One export
 * runs at a time; each follows the owner's price and BIM toggles and leaves unavailable items out.
 */
export function ProjectExportBar(context: SummaryExportContext) {
  const { project, market, bus, showPrices, showBimFiles } = context;
  const t = useMessages();
  const signalOf = useUnmountSignal();
  const [running, setRunning] = useState<ExportKind>();
  const [images, setImages] = useState<Progress>();
  const [zipped, setZipped] = useState<Progress>();
  // One export runs at a time, so one message says how the last one went.
  const outcome = useTimedMessage();
  const lines = useMemo(() => exportLines(project), [project]);
  const bimFiles = useMemo(() => bimFilesOf(lines), [lines]);

  const trackExport = (format: 'excel' | 'csv') =>
    bus.publish('analytics:event', {
      event: 'project_export',
      params: { project_id: project.shoppingListId, format, item_count: lines.length },
    });

  /** Runs one export; `onFailure` says what went wrong unless the screen has gone. */
  async function run(
    kind: ExportKind,
    work: (signal: AbortSignal | undefined) => Promise<void>,
    onFailure: (error: unknown) => void,
  ) {
    if (running) return;
    outcome.clear();
    setRunning(kind);
    const signal = signalOf();
    try {
      await work(signal);
    } catch (error) {
      if (signal?.aborted) return;
      console.error(error);
      onFailure(error);
    }
    setRunning(undefined);
    setImages(undefined);
    setZipped(undefined);
  }

  const failedDownload = () => outcome.show(t('exports.failed'), PROJECT_TIMERS.exportErrorMs);

  const exportExcel = () =>
    run(
      'excel',
      async (signal) => {
        const workbook = await excelExport(
          {
            market,
            lines,
            showPrices,
            showBimFiles,
            onImages: (done, total) => setImages({ done, total }),
            signal,
          },
          t,
        );
        if (signal?.aborted) return;
        saveBlob(workbook, excelFileName(project.projectName, new Date()));
        trackExport('excel');
      },
      failedDownload,
    );

  const exportCsv = () =>
    run(
      'csv',
      async () => {
        const csv = await projectCsv(lines, showPrices, t);
        saveBlob(
          new Blob([csv], { type: 'text/csv;charset=utf-8' }),
          csvFileName(project.projectName, new Date()),
        );
        trackExport('csv');
      },
      failedDownload,
    );

  const downloadBim = () =>
    run(
      'bim',
      async (signal) => {
        setZipped({ done: 0, total: bimFiles.length });
        const { zip, missing } = await zipBimFiles(
          bimFiles,
          (done) => setZipped({ done, total: bimFiles.length }),
          signal,
        );
        if (signal?.aborted) return;
        saveBlob(zip, BIM_ZIP_NAME);
        bus.publish('analytics:event', {
          event: 'file_download',
          params: {
            project_id: project.shoppingListId,
            file_type: 'bim_zip',
            bulk: true,
            file_count: bimFiles.length - missing,
          },
        });
        if (missing > 0) outcome.show(t('exports.bim.someUnavailable'));
      },
      (error) =>
        error instanceof NoFilesFetchedError
          ? outcome.show(t('exports.bim.failed'), PROJECT_TIMERS.bimErrorMs)
          : outcome.show(t('exports.bim.zipFailed')),
    );

  const button = (kind: ExportKind, label: string, onClick: () => Promise<void>) => (
    <Button
      variant="secondary"
      busy={running === kind}
      disabled={running !== undefined && running !== kind}
      onClick={() => void onClick()}
    >
      {label}
    </Button>
  );

  const progress =
    running !== 'excel' || !images || images.total === 0
      ? ''
      : images.done < images.total
        ? t('exports.excel.images', { done: images.done, total: images.total })
        : t('exports.excel.writing');

  return (
    <div className="builder-exports" role="group" aria-label={t('exports.label')}>
      <div className="builder-exports__buttons">
        {button('excel', t('exports.excel'), exportExcel)}
        {button('csv', t('exports.csv'), exportCsv)}
        {bimFiles.length > 0 && button('bim', t('exports.bim'), downloadBim)}
      </div>
      <p role="status" className="builder-exports-message">
        {progress}
      </p>
      <p role="alert" className="builder-exports-message" data-tone="error">
        {outcome.message}
      </p>
      <Dialog
        open={running === 'bim'}
        onClose={() => undefined}
        dismissible={false}
        title={t('exports.bim.progressTitle')}
        size="sm"
      >
        <Spinner
          size="lg"
          label={t('exports.bim.progress', { done: zipped?.done ?? 0, total: zipped?.total ?? 0 })}
        />
        <progress
          className="builder-exports__progress"
          max={zipped?.total || 1}
          value={zipped?.done ?? 0}
          aria-hidden="true"
        />
      </Dialog>
    </div>
  );
}
