import { useEffect, useId, useRef } from 'react';
import type { UploadResponse, UploadRow } from '@specify/contracts';
import { errorFileCsv } from '../../../lib/upload-error-file';
import { useMessages } from '../../../i18n/messages';

/** The rows not added as the error file of §8 (lib/upload-error-file.ts), as a link. */
export function errorFileHref(rows: readonly UploadRow[]): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(errorFileCsv(rows))}`;
}

/**
 * What upload-excel answered (§8 "Upload file operation"): its message and code, how many lines
 * were added and not, each line not added with its remark, and the error file. Focus moves here,
 * as the form it replaces is gone.
 */
export function UploadResult({ result }: { result: UploadResponse }) {
  const t = useMessages();
  const messageId = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);
  const notAdded = result.notAddedSkus;
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={messageId}
      className="builder-add-to-project__result"
      data-tone={notAdded.length === 0 ? 'success' : result.addedSkus.length ? 'partial' : 'error'}
    >
      <p id={messageId} className="builder-add-to-project__result-message">
        {result.message}
      </p>
      <p className="builder-add-to-project__meta">
        {t('addToProject.upload.code', { code: result.code })}
      </p>
      <ul className="builder-add-to-project__counts">
        <li>{t('addToProject.upload.added', { count: result.addedSkus.length })}</li>
        <li>{t('addToProject.upload.notAdded', { count: notAdded.length })}</li>
      </ul>
      {result.duplicatesCombined && (
        <p className="builder-add-to-project__text">{t('addToProject.upload.duplicates')}</p>
      )}
      {notAdded.length > 0 && (
        <>
          <h3 className="builder-add-to-project__heading">
            {t('addToProject.upload.notAddedHeading')}
          </h3>
          <ul className="builder-add-to-project__rows">
            {notAdded.map((row, index) => (
              <li key={`${row.sku}|${row.section}|${index}`}>
                {t('addToProject.upload.row', {
                  sku: row.sku || '-',
                  qty: row.qty || '-',
                  section: row.section || '-',
                  remarks: row.remarks,
                })}
              </li>
            ))}
          </ul>
          <a href={errorFileHref(notAdded)} download="error-file-with-validation-remarks.csv">
            {t('addToProject.upload.errorFile')}
          </a>
        </>
      )}
    </section>
  );
}
