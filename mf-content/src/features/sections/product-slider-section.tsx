import type { Market, SessionKind } from '@specify/contracts';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { ActionProvider, useAction } from '@specify/ui/api';
import { ProductSlider } from '@specify/ui/product-slider';
import { useMessages } from '../../i18n/messages';
import { useReportSettled } from './settled';

/** Related products: 15 fetched, 12 shown, three per view (storefront §9). */
export const SLIDER_FETCH = 15;
export const SLIDER_SHOWN = 12;

/**
 * A landing page's related-products slider, with its own action cache (swr loads with the
 * sliders, not with every content page).
 */
export function ProductSliderSection(props: {
  section: PageSectionOf<'product-slider'>;
  market: Market;
  viewer: SessionKind;
}) {
  return (
    <ActionProvider market={props.market}>
      <RelatedProducts {...props} />
    </ActionProvider>
  );
}

/**
 * The products the section names (the page's brand or range, or a category); internal-only
 * products never reach a viewer who is not internal. A failed read hides the section.
 */
function RelatedProducts({
  section,
  market,
  viewer,
}: {
  section: PageSectionOf<'product-slider'>;
  market: Market;
  viewer: SessionKind;
}) {
  const t = useMessages();
  const { data, error } = useAction(
    'product/query',
    { query: section.query, limit: SLIDER_FETCH },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useReportSettled(data !== undefined || error !== undefined);
  const products = (data?.data.items ?? [])
    .filter((product) => viewer === 'internal' || !product.attributesAlgolia.IsGWAInternal)
    .slice(0, SLIDER_SHOWN);
  if (products.length === 0) return null;
  return (
    <section className="content-product-slider">
      <h2>{section.heading}</h2>
      <ProductSlider
        products={products}
        market={market}
        viewer={viewer}
        label={section.heading}
        words={{
          contactUs: t('slider.contactUs'),
          previous: t('sliders.previous'),
          next: t('sliders.next'),
          was: t('slider.was'),
          percentOff: (percent) => t('slider.percentOff', { percent }),
        }}
      />
    </section>
  );
}
