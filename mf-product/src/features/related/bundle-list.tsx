import type { BundleItem, Market } from '@specify/contracts';
import { GST_LABEL, MARKET_DEFINITIONS, formatRrp, productHref } from '@specify/contracts';
import { PageLink, ProductImage } from '@specify/ui';
import { useMessages } from '../../i18n/messages';

/** A bundle or spare item's price in the market's country (storefront §9). */
export function bundlePrice(item: BundleItem, market: Market): string | undefined {
  const country = MARKET_DEFINITIONS[market].country;
  const price = item.Prices.find((entry) => entry.country === country);
  if (!price) return undefined;
  const { currencyCode } = MARKET_DEFINITIONS[market];
  return formatRrp(
    { centAmount: price.value.centAmount, currencyCode, fractionDigits: 2 },
    { market, context: 'page' },
  );
}

/** Components of a bundle, or spare parts: each with image, name, code, colour and price. */
export function BundleList({
  items,
  market,
  intro,
}: {
  items: BundleItem[];
  market: Market;
  intro: string;
}) {
  const t = useMessages();
  const languageTag = MARKET_DEFINITIONS[market].languageTag;
  return (
    <>
      <p className="product-muted">{intro}</p>
      <ul className="product-bundle">
        {items.map((item) => {
          const name = item.Name[languageTag];
          const price = bundlePrice(item, market);
          return (
            <li key={item.SKU} className="product-bundle__item">
              <ProductImage src={item.Images[0]?.url} alt="" className="product-bundle__image" />
              <div>
                <PageLink
                  to={productHref({
                    market,
                    slug: item.Slug,
                    ...(item.Colour ? { colour: item.Colour } : {}),
                    sku: item.SKU,
                  })}
                >
                  {name}
                </PageLink>
                <p className="product-muted">
                  {[item.Colour, t('bundle.code', { code: item.ItemCode })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {price && (
                  <p className="product-bundle__price">
                    {price} <span>{GST_LABEL}</span>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
