import { useId, useRef, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  href,
  type AddToProjectRequest,
  type Market,
  type Session,
  type UploadResponse,
} from '@specify/contracts';
import { Button, ButtonLink, Dialog } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { OpenProject } from '../api/open-projects';
import { UploadFailure, uploadSkuList } from '../api/upload-sku-list';
import { useFirstFieldFocus } from '../hooks/use-first-field-focus';
import { useProjectChoice } from '../hooks/use-project-choice';
import { ProjectChoiceForm } from './project-choice-form';
import { UploadResult } from './upload-result';

export interface SkuListDialogProps {
  market: Market;
  session: Session;
  request: Extract<AddToProjectRequest, { kind: 'sku-list' }>;
  onClose: () => void;
}

/**
 * A SKU list the catalogue checked (`project:skus-uploaded`) goes to a project through upload-excel
 * (§7): the user picks the project (or creates one) — the rows carry their own rooms — and sees
 * what the platform added and refused, with a link to the project.
 */
export function SkuListDialog({ market, session, request, onClose }: SkuListDialogProps) {
  const t = useMessages();
  const formId = useId();
  const body = useRef<HTMLDivElement>(null);
  const choice = useProjectChoice(() => setError(undefined));
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<{ result: UploadResponse; project: OpenProject }>();
  useFirstFieldFocus(body, choice.loaded && !outcome, choice.creating ? 'create' : 'choose');

  function failureMessage(reason: unknown): string {
    if (!(reason instanceof UploadFailure)) return t('addToProject.upload.failed');
    if (reason.reason === 'offline') return t('error.offline');
    if (reason.reason === 'timeout') return t('error.timeout');
    if (reason.reason === 'unauthorized')
      return reason.serverMessage ?? t('addToProject.upload.unauthorized');
    return reason.serverMessage ?? t('addToProject.upload.failed');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const project = choice.project;
    setError(project ? undefined : t('addToProject.chooseProject'));
    setFailure(undefined);
    if (!project || session.status !== 'authenticated') return;
    setUploading(true);
    try {
      const result = await uploadSkuList({
        market,
        projectId: project.shoppingListId,
        customerId: session.account.accountId,
        rows: request.rows,
      });
      setOutcome({ result, project });
    } catch (reason) {
      setFailure(failureMessage(reason));
    } finally {
      setUploading(false);
    }
  }

  if (outcome) {
    const projectHref = href('projectView', market, undefined, {
      projectId: outcome.project.shoppingListId,
    });
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('addToProject.resultTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('addToProject.done')}
            </Button>
            {outcome.result.addedSkus.length > 0 && (
              <ButtonLink
                href={projectHref}
                onClick={(event) => {
                  navigateToUrl(event);
                  onClose();
                }}
              >
                {t('addToProject.viewProject')}
              </ButtonLink>
            )}
          </>
        }
      >
        <UploadResult result={outcome.result} />
      </Dialog>
    );
  }

  const showForm = choice.loaded && !choice.creating;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('addToProject.title')}
      dismissible={!uploading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={uploading}>
            {t('addToProject.cancel')}
          </Button>
          {showForm && (
            <Button type="submit" form={formId} busy={uploading}>
              {t('addToProject.upload.submit')}
            </Button>
          )}
        </>
      }
    >
      <div ref={body} className="builder-add-to-project">
        <p className="builder-add-to-project__text">
          {t('addToProject.upload.intro', {
            count: request.rows.length,
            fileName: request.fileName,
          })}
        </p>
        <ProjectChoiceForm
          choice={choice}
          market={market}
          session={session}
          formId={formId}
          onSubmit={(event) => void submit(event)}
          projectError={error}
          failure={failure}
        />
      </div>
    </Dialog>
  );
}
