import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  GEO_POPUP_COOKIE,
  MARKET_DEFINITIONS,
  VISITOR_MARKET_PATH,
  parseVisitorMarket,
  switchMarketPath,
  type Market,
} from '@specify/contracts';
import { Button, Dialog } from '@specify/ui';
import { useMessages } from '../../i18n/intl';
import { rememberMarket } from '../../market/market-cookie';

function popupSeen(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${GEO_POPUP_COOKIE}=`));
}

function rememberPopupSeen() {
  document.cookie = `${GEO_POPUP_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
}

async function visitorMarket(signal: AbortSignal): Promise<Market | undefined> {
  const response = await fetch(VISITOR_MARKET_PATH, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  return parseVisitorMarket(await response.json());
}

/**
 * The geo-location mismatch popup (storefront §2, §9): when the visitor seems to be in the other
 * market, offer it once. Either answer sets the popup cookie, so it never shows again.
 */
export function GeoPopup({ market }: { market: Market }) {
  const t = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const [suggested, setSuggested] = useState<Market | undefined>();

  useEffect(() => {
    if (popupSeen()) return;
    const controller = new AbortController();
    visitorMarket(controller.signal).then(
      (likely) => {
        if (likely && likely !== market) setSuggested(likely);
      },
      () => undefined,
    );
    return () => controller.abort();
    // Asked once per page load, for the market the visitor arrived in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!suggested || suggested === market) return null;
  const current = MARKET_DEFINITIONS[market].region;
  const region = MARKET_DEFINITIONS[suggested].region;
  const answer = (switchTo: Market | undefined) => {
    rememberPopupSeen();
    setSuggested(undefined);
    if (!switchTo) return;
    rememberMarket(switchTo);
    navigate(switchMarketPath(location.pathname, switchTo) + location.search);
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
