import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import type { Market, Product, SessionKind } from '@specify/contracts';
import { MARKET_DEFINITIONS, productHref } from '@specify/contracts';
import { marketPrice, showsContactUs } from '@specify/contracts/catalogue/rules';
import 'swiper/css';
import 'swiper/css/navigation';
import './product-slider.css';
import { Link } from 'react-router-dom';
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
        <Link to={link}>{name}</Link>
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

/**
 * A row of product cards in a swiper: one per view on phones, two on tablets, `perView` (three
 * unless told) from 1024 px (the related-products sliders of the product and landing pages, four
 * in the product's quick view). A subpath of @specify/ui, so
 * swiper loads only with a screen that has one.
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
  return (
    <div className="spec-product-slider" role="group" aria-label={label}>
      <Swiper
        modules={[A11y, Keyboard, Navigation]}
        navigation
        spaceBetween={16}
        slidesPerView={1.15}
        breakpoints={{
          600: { slidesPerView: 2 },
          1024: { slidesPerView: perView, slidesPerGroup: perView },
        }}
        a11y={{ prevSlideMessage: words.previous, nextSlideMessage: words.next }}
      >
        {products.map((product) => (
          <SwiperSlide key={product.productId}>
            <SliderCard product={product} market={market} viewer={viewer} words={words} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
