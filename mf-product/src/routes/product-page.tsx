import { memo, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import type { EventBus, Market, Product, SessionKind, Variant } from '@specify/contracts';
import { MARKET_DEFINITIONS, href } from '@specify/contracts';
import {
  BreadcrumbTrail,
  Button,
  ButtonLink,
  LoadingOverlay,
  ProductImage,
  navigateTo,
  usePageLocation,
} from '@specify/ui';
import { useMessages } from '../i18n/messages';
import { useSliderWords } from '../lib/use-slider-words';
import { useDownloadFiles } from '../features/files/api/download-files';
import { FilePanel } from '../features/files/file-panel';
import { measurementsImage } from '../features/files/file-groups';
import { Gallery } from '../features/gallery/gallery';
import { gallerySlides } from '../features/gallery/gallery-slides';
import { VariantHeader } from '../features/header/variant-header';
import { sellsTo } from '../features/header/price-block';
import { downloadProductPdf } from '../features/pdf/product-pdf';
import { BundleList } from '../features/related/bundle-list';
import { ProductSlider } from '@specify/ui/product-slider';
import { OverviewSection } from '../features/sections/overview-section';
import { SectionNav, type NavEntry } from '../features/sections/section-nav';
import { TechnicalSection } from '../features/sections/technical-section';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { productHead } from '../model/product-head';
import { productCrumbs, rememberTrail } from '../model/breadcrumb';
import { sliderProducts, useProductLists } from '../model/product-data';
import { variantHref } from '../model/product-path';
import type { SectionId } from '../model/sections';
import { complianceRows, specificationRows } from '@specify/contracts/catalogue/specifications';
import { useProduct } from '../model/use-product';

export interface ProductScreenProps {
  market: Market;
  viewer: SessionKind;
  bus: EventBus;
  productPath: string;
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * A product screen's region, labelled for its page, with the loading, missing (→ the shell's
 * not-found page) and failed states before the product is there.
 */
export function ProductGate({
  productPath,
  market,
  label,
  className,
  children,
}: {
  productPath: string;
  market: Market;
  label: string;
  className: string;
  children: (product: Product, variant: Variant) => ReactNode;
}) {
  return (
    <section className={className} aria-label={label}>
      <ProductState productPath={productPath} market={market}>
        {children}
      </ProductState>
    </section>
  );
}

function ProductState({
  productPath,
  market,
  children,
}: {
  productPath: string;
  market: Market;
  children: (product: Product, variant: Variant) => ReactNode;
}) {
  const t = useMessages();
  const state = useProduct(productPath);
  // The product arrives as a store's update (SWR), which React renders at once: the whole page,
  // about 180 ms at 4x CPU, in one task. Its page is shown from a deferred value instead, so it
  // renders in slices that yield to the browser, the overlay staying until it commits. A page
  // already shown (another variant) renders at once, as the visitor asked for it.
  const shown = useDeferredValue(state.status === 'ready');
  useEffect(() => {
    if (state.status === 'missing') navigateTo(href('notFound', market), { replace: true });
  }, [state.status, market]);
  if (state.status === 'loading' || (state.status === 'ready' && !shown))
    // The overlay covers the room the product will take, so the page does not jump under it.
    return (
      <LoadingOverlay active label={t('product.loading')}>
        <div className="product-placeholder" />
      </LoadingOverlay>
    );
  switch (state.status) {
    case 'missing':
      return <p className="product-loading">{t('product.unavailable')}</p>;
    case 'failed':
      return (
        <div className="product-loading" role="alert">
          <p>{t('product.failed')}</p>
          <Button onClick={state.retry}>{t('product.retry')}</Button>
        </div>
      );
    case 'ready':
      return <>{children(state.product, state.variant)}</>;
  }
}

function Section({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section id={id} className="product-section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function ProductDetail({
  product,
  variant,
  market,
  viewer,
  bus,
}: Omit<ProductScreenProps, 'productPath'> & { product: Product; variant: Variant }) {
  const location = usePageLocation();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const name = product.name[MARKET_DEFINITIONS[market].languageTag];
  const head = productHead(product, market);
  useDocumentMeta(head.title, head.description);
  // Read once per visit: the listing it came from, or what the session remembered.
  const trail = useMemo(
    () => rememberTrail(search, document.referrer, sessionStorageOrUndefined()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the trail is fixed when the page opens
    [],
  );
  // Tells a configurator (storefront §7) which variant is shown, on arrival and on every change.
  useEffect(() => {
    bus.publish('product:variant-changed', { sku: variant.sku });
  }, [bus, variant.sku]);
  // Another colour shows in the header at once, where it was chosen; the gallery and the sections
  // below follow from a deferred value, rendered in slices that let the browser paint the choice
  // first (the whole page in the choice's task was about 310 ms at 4x CPU: INP).
  const shown = useDeferredValue(variant);

  return (
    <>
      <BreadcrumbTrail crumbs={productCrumbs(product, market, trail)} />
      <div className="product-top">
        <VariantGallery name={name} variant={shown} />
        <VariantHeader
          product={product}
          variant={variant}
          market={market}
          viewer={viewer}
          bus={bus}
          shareUrl={`${window.location.origin}${location.pathname}`}
          onVariantChange={(next) =>
            navigateTo(variantHref('product', market, product, next, location.search))
          }
          onDownloadPdf={() =>
            downloadProductPdf(market, {
              product,
              variant,
              market,
              showPrice: sellsTo(variant, market, viewer),
              rows: [
                ...specificationRows(product, variant),
                ...complianceRows(product, variant, market),
              ],
            })
          }
        />
      </div>
      <ProductBody
        product={product}
        variant={shown}
        market={market}
        viewer={viewer}
        bus={bus}
        fromBim={search.get('fromBim') === 'true'}
      />
    </>
  );
}

/** The gallery of the variant shown; the same variant renders nothing again. */
const VariantGallery = memo(function VariantGallery({
  name,
  variant,
}: {
  name: string;
  variant: Variant;
}) {
  return <Gallery name={name} slides={gallerySlides(variant)} />;
});

/**
 * Everything below the product's top: its sections, lists and sliders for the variant shown. The
 * same props render nothing again, so a colour's choice does not render the page twice.
 */
const ProductBody = memo(function ProductBody({
  product,
  variant,
  market,
  viewer,
  bus,
  fromBim,
}: Omit<ProductScreenProps, 'productPath'> & {
  product: Product;
  variant: Variant;
  fromBim: boolean;
}) {
  const t = useMessages();
  const languageTag = MARKET_DEFINITIONS[market].languageTag;
  const lists = useProductLists(product, variant, market);
  const specifications = specificationRows(product, variant);
  const compliance = complianceRows(product, variant, market);
  const files = useDownloadFiles(variant.sku);
  const related = sliderProducts(lists.related, viewer);
  const sliderWords = useSliderWords();
  const boughtTogether = sliderProducts(lists.boughtTogether, viewer);

  const entries: NavEntry[] = [
    { id: 'product-overview-scroll', label: t('section.overview') },
    { id: 'specifier-info', label: t('section.technical') },
    ...(lists.components.length > 0
      ? [{ id: 'components-section' as const, label: t('section.components') }]
      : []),
    ...(lists.spares.length > 0
      ? [{ id: 'spare-parts-section' as const, label: t('section.spares') }]
      : []),
    ...(fromBim ? [] : [{ id: 'advice-section' as const, label: t('section.advice') }]),
    ...(related.length + boughtTogether.length > 0
      ? [{ id: 'related-products' as const, label: t('section.related') }]
      : []),
  ];
  const entryKey = entries.map((entry) => entry.id).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- same sections, same list
  const stableEntries = useMemo(() => entries, [entryKey]);

  return (
    <>
      <div className="product-print" aria-hidden="true">
        <ProductImage src={variant.images[0]} alt="" loading="lazy" />
        <ProductImage src={variant.lineDiagramList[0]} alt="" loading="lazy" />
      </div>
      <div className="product-body">
        <SectionNav entries={stableEntries} />
        <div className="product-sections">
          <Section id="product-overview-scroll" title={t('section.overview')}>
            <OverviewSection
              features={variant.attributes.features[languageTag]}
              description={product.description[languageTag]}
              specificationsHref="#specifier-info"
            />
          </Section>
          <Section id="specifier-info" title={t('section.technical')}>
            <TechnicalSection
              product={product}
              variant={variant}
              market={market}
              specifications={[...specifications, ...compliance]}
              downloads={<FilePanel sku={variant.sku} bus={bus} headingLevel="h4" />}
              measurements={measurementsImage(files.data?.files) ?? variant.lineDiagramList[0]}
            />
          </Section>
          {lists.components.length > 0 && (
            <Section id="components-section" title={t('section.components')}>
              <BundleList items={lists.components} market={market} intro={t('bundle.includes')} />
            </Section>
          )}
          {lists.spares.length > 0 && (
            <Section id="spare-parts-section" title={t('section.spares')}>
              <BundleList items={lists.spares} market={market} intro={t('bundle.spares')} />
            </Section>
          )}
          {!fromBim && (
            <Section id="advice-section" title={t('section.advice')}>
              <p>{t('advice.body')}</p>
              <div className="product-advice__actions">
                <ButtonLink
                  href={href('contactUs', market, undefined, { fromproduct: variant.sku })}
                >
                  {t('advice.contact')}
                </ButtonLink>
                <ButtonLink variant="secondary" href={href('experienceCentres', market)}>
                  {t('advice.centres')}
                </ButtonLink>
              </div>
            </Section>
          )}
          {related.length + boughtTogether.length > 0 && (
            <Section id="related-products" title={t('section.related')}>
              {boughtTogether.length > 0 && (
                <>
                  <h3>{t('related.boughtTogether')}</h3>
                  <ProductSlider
                    products={boughtTogether}
                    market={market}
                    viewer={viewer}
                    label={t('related.boughtTogether')}
                    words={sliderWords}
                  />
                </>
              )}
              {related.length > 0 && (
                <>
                  {boughtTogether.length > 0 && <h3>{t('related.title')}</h3>}
                  <ProductSlider
                    products={related}
                    market={market}
                    viewer={viewer}
                    label={t('related.title')}
                    words={sliderWords}
                  />
                </>
              )}
            </Section>
          )}
        </div>
      </div>
    </>
  );
});

/** `/{locale}/product/{slug}-{colour}-{sku}/` (storefront §2 "Product detail screen"). */
export function ProductPage(props: ProductScreenProps) {
  const t = useMessages();
  return (
    <ProductGate {...props} label={t('product.region')} className="product-page">
      {(product, variant) => <ProductDetail {...props} product={product} variant={variant} />}
    </ProductGate>
  );
}
