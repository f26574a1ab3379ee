import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import type { Market, Product, SessionKind } from '@specify/contracts';
import { MARKET_DEFINITIONS, productHref } from '@specify/contracts';
import { marketPrice, showsContactUs } from '@specify/contracts/catalogue/rules';
import 'swiper/css';
import 'swiper/css/navigation';
import './product-slider.css';
import { PageLink } from '@specify/ui';
import { PriceBlock, type PriceWords } from '../components/price-block';
import { ProductImage } from '../components/product-image';

/** Related products are shown three per view on wide screens (storefront §9). */
export const RELATED_PER_VIEW = 3;
/** A quick view's related products: four per slide on large screens (storefront §9). */
export const QUICK_VIEW_PER_VIEW = 4;

/** The words a slider needs, in the calling remote's language. */
export interface ProductSliderWords extends PriceWords {
  contactUs: string;
  previous: string;
  next: string;
}

function SliderCard({
  product,
  market,
  viewer,
  words,
}: {
  product: Product;
  market: Market;
  viewer: SessionKind;
  words: ProductSliderWords;
}) {
  const variant =
    product.variants.find((entry) => entry.id === product.masterVariantID) ?? product.variants[0];
  if (!variant) return null;
  const name = product.name[MARKET_DEFINITIONS[market].languageTag];
  const flags = {
    internalOnly: variant.attributes.IsGWAInternal,
    builderRange: variant.attributes['builder-range'] === 'YES',
  };
  const price = marketPrice(variant.prices, market);
  const link = productHref({
    market,
    slug: product.slug,
    ...(variant.attributes.colour ? { colour: variant.attributes.colour } : {}),
    sku: variant.sku,
  });
  return (
    <article className="spec-product-card">
      <ProductImage src={variant.images[0]} alt="" className="spec-product-card__image" />
      <h3 className="spec-product-card__name">
        <PageLink to={link}>{name}</PageLink>
      </h3>
      <p className="spec-product-card__muted">{variant.attributes['item-code']}</p>
      {showsContactUs(flags, market, viewer) ? (
        <p className="spec-product-card__muted">{words.contactUs}</p>
      ) : (
        price && (
          <PriceBlock
            price={price}
            market={market}
            words={words}
            className="spec-product-card__price"
          />
        )
      )}
    </article>
  );
}

/** The swiper's gap between slides (px). */
const SLIDE_GAP = 16;

/** A slide before its swiper starts: where the swiper will put it (product-slider.css). */
const WAITING_SLIDE: CSSProperties = {
  width: `calc((100% - ${SLIDE_GAP}px * (var(--spec-slider-waiting-per-view) - 1)) / var(--spec-slider-waiting-per-view))`,
  marginRight: SLIDE_GAP,
};

/** How near the viewport a slider starts its swiper: one screen's height below (or above) it. */
const SLIDER_START_MARGIN = '100% 0px';

/**
 * Whether the element has come within `SLIDER_START_MARGIN` of the viewport (and stays so once it
 * has). Without an IntersectionObserver (a server, jsdom) it counts as near from the start.
 */
function useNearViewport() {
  const element = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: SLIDER_START_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return { element, near };
}

/**
 * A row of product cards in a swiper: one per view on phones, two on tablets, `perView` (three
 * unless told) from 1024 px (the related-products sliders of the product and landing pages, four
 * in the product's quick view). A subpath of @specify/ui, so swiper loads only with a screen that
 * has one.
 *
 * The swiper starts once the row comes within a screen of the viewport: its start (it measures
 * the row and every slide) was a long task of its own on a product page, where the related
 * products sit at the page's end. Until then the same cards stand in the same places, in the
 * swiper's own markup, without its controls.
 */
export function ProductSlider({
  products,
  market,
  viewer,
  label,
  words,
  perView = RELATED_PER_VIEW,
}: {
  products: Product[];
  market: Market;
  viewer: SessionKind;
  label: string;
  words: ProductSliderWords;
  /** Cards per slide from 1024 px. */
  perView?: number;
}) {
  const { element, near } = useNearViewport();
  const cards = products.map((product) => ({
    key: product.productId,
    card: <SliderCard product={product} market={market} viewer={viewer} words={words} />,
  }));
  return (
    <div ref={element} className="spec-product-slider" role="group" aria-label={label}>
      {near ? (
        <Swiper
          modules={[A11y, Keyboard, Navigation]}
          navigation
          spaceBetween={SLIDE_GAP}
          slidesPerView={1.15}
          breakpoints={{
            600: { slidesPerView: 2 },
            1024: { slidesPerView: perView, slidesPerGroup: perView },
          }}
          a11y={{ prevSlideMessage: words.previous, nextSlideMessage: words.next }}
        >
          {cards.map(({ key, card }) => (
            <SwiperSlide key={key}>{card}</SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <div
          className="swiper spec-product-slider__waiting"
          style={{ '--spec-slider-per-view': perView } as CSSProperties}
        >
          <div className="swiper-wrapper">
            {cards.map(({ key, card }) => (
              <div key={key} className="swiper-slide" style={WAITING_SLIDE}>
                {card}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
