import type { Market, SessionKind, Variant } from '@specify/contracts';
import { GST_LABEL, formatRrp, href } from '@specify/contracts';
import { priceInMarket, showsContactUs } from '@specify/contracts/catalogue/rules';
import { ButtonLink } from '@specify/ui';
import { useMessages } from '../../i18n/messages';

/**
 * The variant's RRP '(inc. GST)' in the market's currency, or a contact-us button when the price
 * rule says so (storefront §5 "Price block"): the one rule the listing's cards use too.
 */
export function PriceBlock({
  variant,
  market,
  viewer,
}: {
  variant: Variant;
  market: Market;
  viewer: SessionKind;
}) {
  const t = useMessages();
  const flags = {
    internalOnly: variant.attributes.IsGWAInternal,
    builderRange: variant.attributes['builder-range'] === 'YES',
  };
  if (showsContactUs(flags, market, viewer)) {
    return (
      <ButtonLink
        variant="secondary"
        href={href('contactUs', market, undefined, { fromproduct: variant.sku })}
      >
        {t('header.contactUs')}
      </ButtonLink>
    );
  }
  const price = priceInMarket(variant.prices, market);
  const rrp = price && formatRrp(price, market);
  if (!rrp) return null;
  return (
    <p className="product-price">
      <span className="product-price__amount">{rrp}</span> <span>{GST_LABEL}</span>
    </p>
  );
}

/** Whether the page may offer the cart: a price is shown, so the product is sold to this viewer. */
export function sellsTo(variant: Variant, market: Market, viewer: SessionKind): boolean {
  const flags = {
    internalOnly: variant.attributes.IsGWAInternal,
    builderRange: variant.attributes['builder-range'] === 'YES',
  };
  return (
    !showsContactUs(flags, market, viewer) && priceInMarket(variant.prices, market) !== undefined
  );
}
