import { useEffect, useState } from 'react';
import type { UploadResponse } from '@specify/contracts';
import { Button, Dialog } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { ERROR_FILE_NAME, errorFileBlob, rowsByRemark } from '../../../lib/upload-error-file';

/** What the result modal reports: the platform's answer, or a message when there was none. */
export type UploadResult =
  | { response: UploadResponse; note?: string }
  | { message: string; response?: undefined; note?: undefined };

/**
 * The result modal 'Upload file operation' (§8): the code and message, the added and not-added
 * counts, the duplicate remark, the rows not added and the error file with validation remarks.
 */
export function UploadResultDialog({
  result,
  onClose,
}: {
  result: UploadResult | undefined;
  onClose: () => void;
}) {
  const t = useMessages();
  const errorFileUrl = useErrorFileUrl(result?.response);
  const response = result?.response;
  return (
    <Dialog
      open={Boolean(result)}
      onClose={onClose}
      title={t('upload.result.title')}
      size="lg"
      footer={<Button onClick={onClose}>{t('upload.result.close')}</Button>}
    >
      {result && !response && (
        <p role="alert" className="builder-upload__message">
          {result.message}
        </p>
      )}
      {response && (
        <div className="builder-upload__result">
          <p className="builder-upload__message">{response.message}</p>
          <p className="builder-upload__code">{t('upload.result.code', { code: response.code })}</p>
          {(response.addedSkus.length > 0 || response.notAddedSkus.length > 0) && (
            <ul className="builder-upload__counts">
              <li>{t('upload.result.added', { count: response.addedSkus.length })}</li>
              <li>{t('upload.result.notAdded', { count: response.notAddedSkus.length })}</li>
            </ul>
          )}
          {response.duplicatesCombined && <p>{t('upload.result.duplicates')}</p>}
          {result.note && <p role="alert">{result.note}</p>}
          {response.notAddedSkus.length > 0 && (
            <>
              <div className="builder-upload__table">
                <table>
                  <caption>{t('upload.result.rowsCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('upload.result.sku')}</th>
                      <th scope="col">{t('upload.result.qty')}</th>
                      <th scope="col">{t('upload.result.section')}</th>
                      <th scope="col">{t('upload.result.remarks')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rowsByRemark(response.notAddedSkus).map((row, index) => (
                      <tr key={index}>
                        <td>{row.sku}</td>
                        <td>{row.qty}</td>
                        <td>{row.section}</td>
                        <td>{row.remarks}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {errorFileUrl && (
                <a className="builder-upload__link" href={errorFileUrl} download={ERROR_FILE_NAME}>
                  {t('upload.result.errorFile')}
                </a>
              )}
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** An object URL of the error file while a result with rejected rows is shown; revoked after. */
function useErrorFileUrl(response: UploadResponse | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!response || response.notAddedSkus.length === 0) return undefined;
    const created = URL.createObjectURL(
      errorFileBlob([...response.notAddedSkus, ...response.addedSkus]),
    );
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [response]);
  return url;
}
