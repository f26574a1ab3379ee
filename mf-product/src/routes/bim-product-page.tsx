import type { Product, Variant } from '@specify/contracts';
import { MARKET_DEFINITIONS, href } from '@specify/contracts';
import { BreadcrumbTrail, ButtonLink, navigateTo, usePageLocation } from '@specify/ui';
import { useMessages } from '../i18n/messages';
import { Gallery } from '../features/gallery/gallery';
import { gallerySlides } from '../features/gallery/gallery-slides';
import { VariantHeader } from '../features/header/variant-header';
import { FilePanel } from '../features/files/file-panel';
import { ProductMarkdown } from '../features/sections/overview-section';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { productHead } from '../model/product-head';
import { bimCrumbs } from '../model/breadcrumb';
import { variantHref } from '../model/product-path';
import { ProductGate, type ProductScreenProps } from './product-page';

/** The product page's link from the BIM page: same path and query, with fromBim=false. */
export function productPageHref(
  market: ProductScreenProps['market'],
  productPath: string,
  search: string,
) {
  const query = new URLSearchParams(search);
  query.set('fromBim', 'false');
  return `${href('product', market, { productPath })}?${query.toString()}`;
}

function BimDetail({
  product,
  variant,
  market,
  viewer,
  bus,
  productPath,
}: ProductScreenProps & { product: Product; variant: Variant }) {
  const t = useMessages();
  const location = usePageLocation();
  const languageTag = MARKET_DEFINITIONS[market].languageTag;
  const name = product.name[languageTag];
  const head = productHead(product, market);
  useDocumentMeta(head.title, head.description);
  return (
    <>
      <BreadcrumbTrail
        crumbs={bimCrumbs(product, market, {
          home: t('crumb.home'),
          tools: t('bim.breadcrumbTools'),
          library: t('bim.breadcrumbLibrary'),
        })}
      />
      <div className="product-top product-top--bim">
        <div>
          <VariantHeader
            product={product}
            variant={variant}
            market={market}
            viewer={viewer}
            bus={bus}
            compact
            shareUrl={`${window.location.origin}${location.pathname}`}
            onVariantChange={(next) =>
              navigateTo(variantHref('bimProduct', market, product, next, location.search))
            }
          />
          <p className="product-bim-actions">
            <ButtonLink
              variant="secondary"
              href={productPageHref(market, productPath, location.search)}
            >
              {t('bim.goToProduct')}
            </ButtonLink>
          </p>
          <Gallery name={name} slides={gallerySlides(variant)} />
        </div>
        <section className="product-section product-bim-files" aria-labelledby="bim-files-title">
          <h2 id="bim-files-title">{t('bim.files')}</h2>
          <FilePanel sku={variant.sku} bus={bus} />
        </section>
      </div>
      <section
        className="product-section product-bim-description"
        aria-labelledby="bim-description-title"
      >
        <h2 id="bim-description-title">{t('bim.description')}</h2>
        <ProductMarkdown>{product.description[languageTag]}</ProductMarkdown>
      </section>
    </>
  );
}

/** `/{locale}/tools-resources/bim-library/{productPath}` (storefront §2 "BIM product page"). */
export function BimProductPage(props: ProductScreenProps) {
  const t = useMessages();
  return (
    <ProductGate {...props} label={t('bim.region')} className="product-page product-page--bim">
      {(product, variant) => <BimDetail {...props} product={product} variant={variant} />}
    </ProductGate>
  );
}
