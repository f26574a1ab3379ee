import { MARKET_DEFINITIONS, type Market, type Product } from '@specify/contracts';
import { pageTitle, type PageHead } from '@specify/contracts/composition/page-head';

/**
 * A product page's title and description, from the catalogue (storefront §5 Product): its meta
 * title, else its name after which the site's; its meta description, else its description (the
 * platform and the browser bound it and drop its markdown). The page sets them as it runs and its
 * first paint names them to the platform, so both read alike.
 */
export function productHead(product: Product, market: Market): PageHead {
  const languageTag = MARKET_DEFINITIONS[market].languageTag;
  return {
    title: product.metaTitle[languageTag] || pageTitle(product.name[languageTag]),
    description: product.metaDescription[languageTag] || product.description[languageTag],
  };
}
