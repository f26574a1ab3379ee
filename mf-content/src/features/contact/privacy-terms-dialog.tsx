import useSWR from 'swr';
import type { Market } from '@specify/contracts';
import { fetchContentDocument } from '@specify/contracts/content/client';
import { pageSections } from '@specify/contracts/content/page-sections';
import { Dialog, Spinner } from '@specify/ui';
import { SafeMarkdown } from '@specify/ui/markdown';
import { useMessages } from '../../i18n/messages';

/** The privacy policy's text in a modal, read from its CMS document when first opened. */
export function PrivacyTermsDialog({
  market,
  open,
  onClose,
}: {
  market: Market;
  open: boolean;
  onClose: () => void;
}) {
  const t = useMessages();
  const { data, error } = useSWR(open ? ['cms', market, 'privacy-policy'] : null, async () => {
    const document = await fetchContentDocument(market, 'privacy-policy');
    return pageSections(document.sections).flatMap((section) =>
      section.type === 'legal' ? [section.body] : [],
    );
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('contact.privacyTitle')} size="lg">
      {data ? (
        data.map((body, index) => <SafeMarkdown key={index}>{body}</SafeMarkdown>)
      ) : error ? (
        <p>{t('page.failed')}</p>
      ) : (
        <Spinner label={t('page.loading')} />
      )}
    </Dialog>
  );
}
