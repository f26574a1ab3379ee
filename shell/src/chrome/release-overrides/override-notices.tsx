import type { RemoteOverride } from '@specify/contracts';
import { ReleaseOverrideNotices, clearOverridesHref } from '@specify/ui/release-overrides';
import { useMessages } from '../../i18n/intl';
import { usePageLocation } from '@specify/ui';

/** The shared badge and notice in the chrome's words; loaded lazily by ReleaseOverrides. */
export default function OverrideNotices({
  overrides,
  refused,
  reload,
}: {
  overrides: RemoteOverride[] | undefined;
  refused: string | undefined;
  reload: (href: string) => void;
}) {
  const t = useMessages();
  const location = usePageLocation();
  return (
    <ReleaseOverrideNotices
      overrides={overrides}
      refused={refused}
      words={{
        active: (list) => t('overrides.active', { overrides: list }),
        clear: t('overrides.clear'),
        refused: (message) => t('overrides.refused', { message }),
        dismiss: t('overrides.dismiss'),
      }}
      onClear={() => reload(clearOverridesHref(location))}
    />
  );
}
