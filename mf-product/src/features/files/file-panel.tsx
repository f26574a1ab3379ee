import { useEffect, useRef, useState } from 'react';
import type { EventBus } from '@specify/contracts';
import type { DownloadFile } from '@specify/contracts/catalogue/downloads';
import { Button, Dialog, Spinner } from '@specify/ui';
import { saveBlob } from '@specify/ui/files';
import { useMessages } from '../../i18n/messages';
import { useDownloadFiles } from './api/download-files';
import { fileGroups } from './file-groups';
import { FileFetchError, ZIP_NAME, zipFiles } from './zip-files';

/** The download error shows for 2 s (storefront §8, §9). */
export const DOWNLOAD_ERROR_MS = 2000;

export interface FilePanelProps {
  /** The variant's sku: the panel lists what `product/downloadFiles` answers for it. */
  sku: string;
  bus: EventBus;
  /** Heading level of the two groups, below the section's own heading. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * The variant's files (storefront §4 "File panel"), as `product/downloadFiles` lists them: a
 * button per file that opens it in a new tab, and Download all files, which fetches them all
 * behind a blocking progress overlay, zips them into files.zip and saves it. A failed file stops
 * it with an error for 2 s; the overlay always ends. A list that cannot be read shows as empty,
 * as the spec's catalogue calls do (storefront §8).
 */
export function FilePanel({ sku, bus, headingLevel = 'h3' }: FilePanelProps) {
  const t = useMessages();
  const answer = useDownloadFiles(sku);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [error, setError] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const groups = fileGroups(answer.data?.files ?? []);
  const all = [...groups.bim, ...groups.technical];
  const Heading = headingLevel;

  const opened = (file: DownloadFile) =>
    bus.publish('analytics:event', {
      event: 'file_download',
      params: { file_type: file.type, item_id: sku },
    });

  const showError = (message: string) => {
    setError(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setError(''), DOWNLOAD_ERROR_MS);
  };

  const downloadAll = async () => {
    setError('');
    setProgress({ done: 0, total: all.length });
    try {
      const zip = await zipFiles(all, (done) => setProgress({ done, total: all.length }));
      saveBlob(zip, ZIP_NAME);
      for (const type of new Set(all.map((file) => file.type)))
        bus.publish('analytics:event', {
          event: 'file_download',
          params: { file_type: type, item_id: sku, bulk: true },
        });
    } catch (failure) {
      console.error(failure);
      showError(failure instanceof FileFetchError ? t('files.errorDownload') : t('files.errorZip'));
    } finally {
      setProgress(undefined);
    }
  };

  const list = (files: DownloadFile[], empty: string) =>
    files.length === 0 ? (
      <p className="product-files__empty">{empty}</p>
    ) : (
      <ul className="product-files__list">
        {files.map((file) => (
          <li key={file.url + file.name}>
            <a
              className="product-files__file"
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('files.newTab', { label: file.name })}
              onClick={() => opened(file)}
            >
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    );

  if (!answer.data && !answer.error)
    return (
      <div className="product-files">
        <Spinner size="sm" label={t('files.loading')} />
      </div>
    );

  return (
    <div className="product-files">
      <Heading className="product-files__heading">{t('files.bim')}</Heading>
      {list(groups.bim, t('files.noBim'))}
      <Heading className="product-files__heading">{t('files.technical')}</Heading>
      {list(groups.technical, t('files.noTechnical'))}
      {all.length > 0 && (
        <Button
          className="product-files__all"
          onClick={() => void downloadAll()}
          disabled={progress !== undefined}
        >
          {t('files.downloadAll')}
        </Button>
      )}
      <p className="product-files__error" role="alert">
        {error}
      </p>
      <Dialog
        open={progress !== undefined}
        onClose={() => undefined}
        dismissible={false}
        title={t('files.downloadAll')}
        size="sm"
      >
        <Spinner
          size="lg"
          label={t('files.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
        />
        <progress
          className="product-files__progress"
          max={progress?.total ?? 1}
          value={progress?.done ?? 0}
          aria-hidden="true"
        />
      </Dialog>
    </div>
  );
}
