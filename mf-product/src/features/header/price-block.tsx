import type { Market, SessionKind, Variant } from '@specify/contracts';
import { href } from '@specify/contracts';
import { marketPrice, priceInMarket, showsContactUs } from '@specify/contracts/catalogue/rules';
import { ButtonLink, PriceBlock as Price } from '@specify/ui';
import { useMessages } from '../../i18n/messages';

/**
 * The variant's RRP '(inc. GST)' in the market's currency (on sale: the discounted price beside
 * it, with the percent), or a contact-us button when the price
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
  const price = marketPrice(variant.prices, market);
  if (!price) return null;
  return (
    <Price
      price={price}
      market={market}
      words={{
        was: t('price.was'),
        percentOff: (percent) => t('price.percentOff', { percent }),
      }}
      className="product-price"
    />
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
