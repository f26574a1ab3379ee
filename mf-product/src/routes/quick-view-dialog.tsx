import { useEffect, useState } from 'react';
import {
  ActionCallError,
  MARKET_DEFINITIONS,
  productHref,
  type EventBus,
  type EventName,
  type EventPayload,
  type Market,
  type Product,
  type SessionKind,
  type Variant,
} from '@specify/contracts';
import { Button, Dialog, LoadingOverlay, PageLink, usePageLocation } from '@specify/ui';
import { useAction } from '@specify/ui/api';
import { ProductSlider, QUICK_VIEW_PER_VIEW } from '@specify/ui/product-slider';
import { useMessages } from '../i18n/messages';
import { useSliderWords } from '../lib/use-slider-words';
import { sliderProducts, useRelatedProducts } from '../model/product-data';
import { complianceRows, specificationRows } from '@specify/contracts/catalogue/specifications';
import { Gallery } from '../features/gallery/gallery';
import { gallerySlides } from '../features/gallery/gallery-slides';
import { VariantHeader } from '../features/header/variant-header';
import { OverviewSection } from '../features/sections/overview-section';

export interface QuickViewProps {
  market: Market;
  viewer: SessionKind;
  bus: EventBus;
  request: EventPayload<'product:quick-view-requested'>;
  onClose: () => void;
}

/** The header's actions open dialogs of their own; the quick view makes way for them. */
const HANDED_OVER: EventName[] = [
  'cart:add-requested',
  'project:add-requested',
  'auth:login-requested',
];

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The product detail in a dialog (storefront §2 "modal version", §9): gallery, name, codes, price,
 * variant choice and the page's actions, the overview without the description; its related
 * products four per slide on large screens, and a link to the full page. A link followed inside
 * closes it.
 */
export function QuickView({ market, viewer, bus, request, onClose }: QuickViewProps) {
  const t = useMessages();
  const { data, error, mutate } = useAction('product/getProduct', { sku: request.sku }, QUIET);
  const [chosenSku, setChosenSku] = useState(request.sku);
  const product = data?.product;
  const variant =
    product?.variants.find((entry) => entry.sku === chosenSku) ?? product?.selectedVariant;

  useEffect(() => {
    const stops = HANDED_OVER.map((name) => bus.subscribe(name, onClose));
    return () => stops.forEach((stop) => stop());
  }, [bus, onClose]);
  useCloseOnNavigation(onClose);

  let body;
  if (product && variant) {
    body = (
      <QuickViewDetail
        product={product}
        variant={variant}
        market={market}
        viewer={viewer}
        bus={bus}
        onVariantChange={(next) => setChosenSku(next.sku)}
      />
    );
  } else if (error instanceof ActionCallError && error.statusCode === 404) {
    body = <p role="alert">{t('product.unavailable')}</p>;
  } else if (error) {
    body = (
      <div role="alert">
        <p>{t('product.failed')}</p>
        <Button onClick={() => void mutate()}>{t('product.retry')}</Button>
      </div>
    );
  } else {
    body = (
      <LoadingOverlay active label={t('product.loading')}>
        <div className="product-placeholder" />
      </LoadingOverlay>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('quickView.title')} size="lg">
      {body}
    </Dialog>
  );
}

/** Closes the quick view once a link inside it (full details, a related product) is followed. */
function useCloseOnNavigation(onClose: () => void) {
  const location = usePageLocation();
  const [opened] = useState(location);
  useEffect(() => {
    if (location !== opened) onClose();
  }, [location, opened, onClose]);
}

function QuickViewDetail({
  product,
  variant,
  market,
  viewer,
  bus,
  onVariantChange,
}: Omit<QuickViewProps, 'request' | 'onClose'> & {
  product: Product;
  variant: Variant;
  onVariantChange: (variant: Variant) => void;
}) {
  const t = useMessages();
  const sliderWords = useSliderWords();
  const languageTag = MARKET_DEFINITIONS[market].languageTag;
  const name = product.name[languageTag];
  const related = sliderProducts(useRelatedProducts(product), viewer);
  const pageHref = productHref({
    market,
    slug: product.slug,
    ...(variant.attributes.colour ? { colour: variant.attributes.colour } : {}),
    sku: variant.sku,
  });

  return (
    <div className="product-quick-view">
      <div className="product-top">
        <Gallery name={name} slides={gallerySlides(variant)} />
        <VariantHeader
          product={product}
          variant={variant}
          market={market}
          viewer={viewer}
          bus={bus}
          shareUrl={`${window.location.origin}${pageHref}`}
          onVariantChange={onVariantChange}
        />
      </div>
      <p className="product-quick-view__details">
        <PageLink to={pageHref}>{t('quickView.fullDetails')}</PageLink>
      </p>
      <OverviewSection
        specifications={[
          ...specificationRows(product, variant).slice(0, 8),
          ...complianceRows(product, variant, market),
        ]}
        features={variant.attributes.features[languageTag]}
      />
      {related.length > 0 && (
        <>
          <h3>{t('related.title')}</h3>
          <ProductSlider
            products={related}
            market={market}
            viewer={viewer}
            label={t('related.title')}
            perView={QUICK_VIEW_PER_VIEW}
            words={sliderWords}
          />
        </>
      )}
    </div>
  );
}
