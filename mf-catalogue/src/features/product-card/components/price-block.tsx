import type { Market, SessionKind } from '@specify/contracts';
import { href } from '@specify/contracts';
import type { CardVariant } from '../model/card-product';
import { showsContactUs } from '@specify/contracts/catalogue/rules';
import { ButtonLink, PriceBlock as Price } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';

/**
 * RRP '(inc. GST)' from cents with 2 decimals (with the discounted price and percent when on
 * sale), or the contact-us button (spec §5 "Price block").
 */
export function PriceBlock({
  variant,
  market,
  viewer,
}: {
  variant: CardVariant;
  market: Market;
  viewer: SessionKind;
}) {
  const t = useMessages();
  if (showsContactUs(variant, market, viewer)) {
    return (
      <ButtonLink
        className="catalogue-card__contact"
        variant="secondary"
        size="sm"
        href={href('contactUs', market, undefined, { fromproduct: variant.sku })}
      >
        {t('card.contactUs')}
      </ButtonLink>
    );
  }
  if (!variant.price) return null;
  return (
    <Price
      price={variant.price}
      market={market}
      words={{
        was: t('price.was'),
        percentOff: (percent) => t('price.percentOff', { percent }),
      }}
      className="catalogue-card__price"
    />
  );
}
