import { useId, useState } from 'react';
import type { EventBus, Market, SessionKind } from '@specify/contracts';
import { Button, ProductImage, Select, WishlistToggle } from '@specify/ui';
import { useWishlistToggle } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';
import type { ListingContext } from '../../../lib/listing-from-route';
import type { CardProduct } from '../model/card-product';
import { DOWNLOAD_NAMES } from '@specify/contracts/catalogue/downloads';
import { isLeadFree } from '@specify/contracts/catalogue/rules';
import { productLink, variantOptions } from '../model/card-rules';
import { PriceBlock } from './price-block';

export interface ProductCardProps {
  product: CardProduct;
  context: Pick<ListingContext, 'market' | 'link' | 'canAddToProject'>;
  viewer: SessionKind;
  /** The page's bus: the wishlist heart reports its changes and follows other regions'. */
  bus: EventBus;
  onOpen: (product: CardProduct) => void;
  onAddToProject: (product: CardProduct, sku: string) => void;
  /** Opens the product detail in a dialog, on the variant the card shows. */
  onQuickView: (product: CardProduct, sku: string) => void;
  /** A card of the first row: its picture loads with the page, not once laid out (LCP). */
  first?: boolean;
}

/**
 * A listing card: image, name, code, price block, colour dropdown, Lead Free and New marks, and
 * the wishlist heart for the variant shown (beside the card's link, never inside it). In the
 * grid it stacks them; in the list view (catalogue.css) it is a row: a small picture beside the
 * name, with the details and the buttons beside it.
 */
export function ProductCard({
  product,
  context,
  viewer,
  bus,
  onOpen,
  onAddToProject,
  onQuickView,
  first = false,
}: ProductCardProps) {
  const t = useMessages();
  const [selected, setSelected] = useState(product.initialVariant);
  // A new refinement (a colour chosen in the filters) moves the card to the variant it asks for.
  const [openedOn, setOpenedOn] = useState(product.initialVariant);
  if (openedOn !== product.initialVariant) {
    setOpenedOn(product.initialVariant);
    setSelected(product.initialVariant);
  }
  const variant = product.variants[selected] ?? product.variants[0];
  const titleId = useId();
  const wishlist = useWishlistToggle(
    bus,
    { sku: variant?.sku ?? '', name: product.name },
    { failed: t('card.wishlistFailed') },
  );
  if (!variant) return null;
  const options = variantOptions(product);
  const href = productLink(product, variant, context);
  const market: Market = context.market;

  return (
    <article className="catalogue-card" aria-labelledby={titleId}>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        onClick={() => onOpen(product)}
        className="catalogue-card__link"
      >
        <ProductImage
          src={variant.image}
          alt=""
          width={240}
          height={180}
          {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})}
        />
        <h3 id={titleId}>{product.name}</h3>
      </a>
      {wishlist.ready && (
        <div className="catalogue-card__wishlist">
          <WishlistToggle
            saved={wishlist.saved}
            busy={wishlist.busy}
            label={t('card.wishlist', { name: product.name })}
            onToggle={() => void wishlist.toggle()}
          />
        </div>
      )}
      <div className="catalogue-card__details">
        <div className="catalogue-card__marks">
          {product.isNew && <span className="catalogue-badge">{t('card.new')}</span>}
          {isLeadFree(variant.itemCode) && (
            <span className="catalogue-badge">{t('card.leadFree')}</span>
          )}
        </div>
        <p className="catalogue-card__code">
          <span className="visually-hidden">{`${t('card.code')} `}</span>
          {variant.itemCode || variant.sku}
        </p>
        <div className="catalogue-card__colour">
          <Select
            label={t('card.colourOf', { name: product.name })}
            hideLabel
            inline
            compact
            value={String(selected)}
            disabled={options.length <= 1}
            onChange={(event) => setSelected(Number(event.target.value))}
            options={
              options.length === 0
                ? [{ value: String(selected), label: t('card.noColour') }]
                : options.map((option) => ({ value: String(option.index), label: option.label }))
            }
          />
        </div>
        <PriceBlock variant={variant} market={market} viewer={viewer} />
        {product.bimFileTypes.length > 0 && (
          <p className="catalogue-card__files">
            {product.bimFileTypes.map((type) => DOWNLOAD_NAMES[type]).join(', ')}
          </p>
        )}
      </div>
      <div className="catalogue-card__actions">
        <Button
          variant="ghost"
          onClick={() => onQuickView(product, variant.sku)}
          aria-label={t('card.quickViewOf', { name: product.name })}
        >
          {t('card.quickView')}
        </Button>
        {context.canAddToProject && (
          <Button
            variant="secondary"
            onClick={() => onAddToProject(product, variant.sku)}
            aria-label={t('card.addToProjectOf', { name: product.name })}
          >
            {t('card.addToProject')}
          </Button>
        )}
      </div>
    </article>
  );
}
