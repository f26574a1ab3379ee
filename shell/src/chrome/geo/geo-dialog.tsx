import { MARKET_DEFINITIONS, switchMarketPath, type Market } from '@specify/contracts';
import { Button, Dialog, navigateTo, usePageLocation } from '@specify/ui';
import { useMessages } from '../../i18n/intl';
import { rememberMarket } from '../../market/market-cookie';

/** Offers `suggested` to a visitor on `market`; `onAnswer` runs after either choice. */
export function GeoDialog({
  market,
  suggested,
  onAnswer,
}: {
  market: Market;
  suggested: Market;
  onAnswer: () => void;
}) {
  const t = useMessages();
  const location = usePageLocation();
  const current = MARKET_DEFINITIONS[market].region;
  const region = MARKET_DEFINITIONS[suggested].region;
  const answer = (switchTo: Market | undefined) => {
    onAnswer();
    if (!switchTo) return;
    rememberMarket(switchTo);
    navigateTo(switchMarketPath(location.pathname, switchTo) + location.search);
  };
  return (
    <Dialog
      open
      size="sm"
      onClose={() => answer(undefined)}
      title={t('geo.title', { region })}
      description={t('geo.body', { current })}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(undefined)}>
            {t('geo.stay', { current })}
          </Button>
          <Button onClick={() => answer(suggested)}>{t('geo.switch', { region })}</Button>
        </>
      }
    />
  );
}
