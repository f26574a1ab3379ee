import { useId, useState } from 'react';
import { FileButton } from '@specify/ui';
import {
  PROJECT_LIMITS,
  SKU_LIST_EXAMPLE_NAME,
  callAction,
  skuListExampleUrl,
} from '@specify/contracts';
import { useMessages } from '../../../i18n/messages';
import type { ProjectTabProps } from '../../../lib/project-tab';
import { uploadSkuList } from '../api/upload-sku-list';
import { ACCEPTED_FILES, problemOfFile } from '../model/sku-file';
import { UploadResultDialog, type UploadResult } from './upload-result-dialog';
import '../sku-upload.css';

/**
 * SKU-list upload on tab 2 (project-builder.md §2, §4 "Upload flow", §5): pick an xlsx or csv
 * file, the platform checks and adds its rows, the result modal reports each row; when anything
 * was added the project is read again and handed to the wizard.
 */
export function SkuUpload({
  project,
  market,
  session,
  readOnly,
  onProjectChange,
}: ProjectTabProps) {
  const t = useMessages();
  const inputId = useId();
  const hintId = useId();
  const [uploading, setUploading] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [result, setResult] = useState<UploadResult | undefined>(undefined);
  if (readOnly) return null;
  const customerId = session.status === 'authenticated' ? session.account.accountId : '';

  async function upload(file: File) {
    const fileProblem = problemOfFile(file);
    if (fileProblem) {
      setProblem(t(`upload.${fileProblem}`, { kb: PROJECT_LIMITS.uploadBytes / 1024 }));
      return;
    }
    setProblem(undefined);
    setUploading(file.name);
    const outcome = await uploadSkuList({
      market,
      file,
      projectId: project.shoppingListId,
      customerId,
    });
    if (outcome.kind !== 'answered') {
      setUploading(undefined);
      setResult({
        message:
          outcome.kind === 'unauthorized'
            ? (outcome.message ?? t('upload.unauthorized'))
            : t('upload.failed'),
      });
      return;
    }
    const { response } = outcome;
    let note: string | undefined;
    if (response.addedSkus.length > 0) {
      try {
        onProjectChange(
          await callAction('project/getProjectById', {
            market,
            body: { shoppingListId: project.shoppingListId },
          }),
        );
      } catch {
        note = t('upload.reloadFailed');
      }
    }
    setUploading(undefined);
    setResult(note ? { response, note } : { response });
  }

  return (
    <section className="builder-upload" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('upload.title')}</h3>
      <p id={hintId} className="builder-upload__hint">
        {t('upload.hint', { rows: PROJECT_LIMITS.uploadRows })}
      </p>
      <div className="builder-upload__row">
        <FileButton
          id={inputId}
          label={t('upload.file')}
          accept={ACCEPTED_FILES}
          aria-describedby={hintId}
          disabled={Boolean(uploading)}
          onFile={(file) => void upload(file)}
        />
        <a
          className="builder-upload__link"
          href={skuListExampleUrl(market)}
          download={SKU_LIST_EXAMPLE_NAME}
          aria-label={t('upload.exampleLabel')}
        >
          {t('upload.example')}
        </a>
      </div>
      <p role="status" className="builder-upload__status">
        {uploading ? t('upload.uploading', { file: uploading }) : ''}
      </p>
      {problem && (
        <p role="alert" className="builder-upload__problem">
          {problem}
        </p>
      )}
      <UploadResultDialog result={result} onClose={() => setResult(undefined)} />
    </section>
  );
}
