import { useState } from 'react';
import type { EventBus, Market, Session } from '@specify/contracts';
import { SKU_LIST_EXAMPLE_NAME, sessionKind, skuListExampleUrl } from '@specify/contracts';
import { FileButton, promptProfileCompletion, requestSignIn } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { ACCEPTED_FILES, MAX_SKU_ROWS, validateSkuList } from '../model/parse-sku-list';

type Outcome = { tone: 'success' | 'error'; message: string; remarks?: string[] } | undefined;

/**
 * SKU-list upload with its See Example sample. The file is validated here and handed to the
 * project builder with `project:skus-uploaded` (customer = the signed-in account); visitors are
 * asked to sign in first, users without company details to complete their profile.
 */
export function SkuUpload({
  bus,
  session,
  market,
}: {
  bus: EventBus;
  session: Session;
  market: Market;
}) {
  const t = useMessages();
  const [outcome, setOutcome] = useState<Outcome>(undefined);

  async function upload(file: File) {
    const viewer = sessionKind(session);
    if (viewer === 'visitor') return requestSignIn(bus);
    if (viewer === 'incomplete') return promptProfileCompletion(bus, market);
    const result = validateSkuList(
      await import('../model/read-sku-file')
        .then(({ readSkuFile }) => readSkuFile(file))
        .catch(() => undefined),
    );
    if (!result.ok) {
      setOutcome({
        tone: 'error',
        message: t(result.problem, { max: MAX_SKU_ROWS }),
        ...(result.remarks
          ? { remarks: result.remarks.map(({ row, problem }) => t(problem, { row })) }
          : {}),
      });
      return;
    }
    bus.publish('project:skus-uploaded', { fileName: file.name, rows: result.rows });
    const sent = t('sku.sent', { count: result.rows.length });
    setOutcome({
      tone: 'success',
      message: result.combined ? `${sent} ${t('sku.duplicates')}` : sent,
    });
  }

  return (
    <div className="catalogue-sku-upload">
      <FileButton
        label={t('sku.upload')}
        accept={ACCEPTED_FILES}
        onFile={(file) => void upload(file)}
      />
      <a
        className="catalogue-sku-upload__example"
        href={skuListExampleUrl(market)}
        download={SKU_LIST_EXAMPLE_NAME}
      >
        {t('sku.example')}
      </a>
      {outcome && (
        <div
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          className={`catalogue-sku-upload__outcome catalogue-sku-upload__outcome--${outcome.tone}`}
        >
          <p>{outcome.message}</p>
          {outcome.remarks && (
            <ul>
              {outcome.remarks.map((remark) => (
                <li key={remark}>{remark}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
