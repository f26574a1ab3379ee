import { useEffect, useRef } from 'react';
import { navigateToUrl } from 'single-spa';
import { href, sessionKind, type AddToProjectParcelProps } from '@specify/contracts';
import { Button, ButtonLink, Dialog, requestSignIn } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { AddProductDialog } from './add-product-dialog';
import { SkuListDialog } from './sku-list-dialog';
import '../add-to-project.css';

export type AddToProjectDialogProps = Omit<AddToProjectParcelProps, 'runtimeConfig'>;

/** A visitor is asked to sign in instead (storefront §4); the dialog closes at once. */
function SignInInstead({ bus, onClose }: Pick<AddToProjectDialogProps, 'bus' | 'onClose'>) {
  const asked = useRef(false);
  useEffect(() => {
    // Once per request, even if React runs the effect twice.
    if (asked.current) return;
    asked.current = true;
    requestSignIn(bus);
    onClose();
  }, [bus, onClose]);
  return null;
}

/** A user without company details cannot use projects yet (storefront §6): says so, and where. */
function CompleteProfile({ market, onClose }: Pick<AddToProjectDialogProps, 'market' | 'onClose'>) {
  const t = useMessages();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('addToProject.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('addToProject.notNow')}
          </Button>
          <ButtonLink
            href={href('companyRegistration', market)}
            onClick={(event) => {
              navigateToUrl(event);
              onClose();
            }}
          >
            {t('addToProject.completeProfile')}
          </ButtonLink>
        </>
      }
    >
      <p className="builder-add-to-project__text">{t('addToProject.incomplete')}</p>
    </Dialog>
  );
}

/**
 * The add-to-project dialog (project-builder.md §2, §7; storefront §4, §6) for a product or a SKU
 * list: a visitor is sent to sign in, a user without company details to complete them, and a
 * user with a company picks one of their projects.
 */
export function AddToProjectDialog({
  market,
  bus,
  session,
  request,
  onClose,
}: AddToProjectDialogProps) {
  const viewer = sessionKind(session);
  if (viewer === 'visitor') return <SignInInstead bus={bus} onClose={onClose} />;
  if (viewer === 'incomplete') return <CompleteProfile market={market} onClose={onClose} />;
  if (request.kind === 'sku-list')
    return <SkuListDialog market={market} session={session} request={request} onClose={onClose} />;
  return (
    <AddProductDialog
      market={market}
      bus={bus}
      session={session}
      request={request}
      onClose={onClose}
    />
  );
}
