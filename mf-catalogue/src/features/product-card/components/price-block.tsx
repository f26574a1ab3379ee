import type { Market, SessionKind } from '@specify/contracts';
import { GST_LABEL, formatRrp, href } from '@specify/contracts';
import type { CardVariant } from '../model/card-product';
import { showsContactUs } from '@specify/contracts/catalogue/rules';
import { ButtonLink } from '@specify/ui';

/** RRP '(inc. GST)' from cents with 2 decimals, or the contact-us button (spec §5 "Price block"). */
export function PriceBlock({
  variant,
  market,
  viewer,
}: {
  variant: CardVariant;
  market: Market;
  viewer: SessionKind;
}) {
  if (showsContactUs(variant, market, viewer)) {
    return (
      <ButtonLink
        className="catalogue-card__contact"
        variant="secondary"
        size="sm"
        href={href('contactUs', market, undefined, { fromproduct: variant.sku })}
      >
        Contact us
      </ButtonLink>
    );
  }
  if (!variant.price) return null;
  const rrp = formatRrp(variant.price, market);
  if (!rrp) return null;
  return (
    <p className="catalogue-card__price">
      {rrp} <span>{GST_LABEL}</span>
    </p>
  );
}
