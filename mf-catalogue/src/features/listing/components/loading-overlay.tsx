import { useMessages } from '../../../i18n/messages';

/** Covers the results until the first real result arrives (spec §4 "Listing"). */
export function LoadingOverlay() {
  const t = useMessages();
  return (
    <div className="catalogue-loading" role="status" aria-live="polite">
      {t('listing.loading')}
    </div>
  );
}
