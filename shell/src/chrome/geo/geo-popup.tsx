import { Suspense, lazy, useEffect, useState } from 'react';
import {
  GEO_POPUP_COOKIE,
  VISITOR_MARKET_PATH,
  parseVisitorMarket,
  type Market,
} from '@specify/contracts';

/** The dialog loads only for a visitor who gets it. */
const GeoDialog = lazy(() =>
  import(/* webpackChunkName: "geo-dialog" */ './geo-dialog').then((module) => ({
    default: module.GeoDialog,
  })),
);

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
  return (
    <Suspense fallback={null}>
      <GeoDialog
        market={market}
        suggested={suggested}
        onAnswer={() => {
          rememberPopupSeen();
          setSuggested(undefined);
        }}
      />
    </Suspense>
  );
}
