import { navigateToUrl } from 'single-spa';
import { MAX_LINE_COUNT, type WishlistLineItem } from '@specify/contracts';
import { Button, IconButton, ProductImage, QuantityInput } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { TrashIcon } from '../../../lib/icons';

export interface WishlistLineProps {
  line: WishlistLineItem;
  busy: boolean;
  onCount: (count: number) => void;
  onRemove: () => void;
  onMoveToCart: () => void;
}

/** One wishlist item: image, name, code, stock, count, move to cart and remove. */
export function WishlistLine({ line, busy, onCount, onRemove, onMoveToCart }: WishlistLineProps) {
  const t = useMessages();
  const { variant } = line;
  return (
    <li className="cart-line">
      <ProductImage
        className="cart-line__image"
        src={variant.image}
        alt=""
        width={96}
        height={72}
      />
      <div className="cart-line__about">
        <a className="cart-line__name" href={line._url} onClick={navigateToUrl}>
          {variant.name}
        </a>
        <p className="cart-line__meta">{t('cart.code', { code: variant.sku })}</p>
        <p
          className={
            variant.isOnStock ? 'cart-line__stock' : 'cart-line__stock cart-line__stock--out'
          }
        >
          {variant.isOnStock ? t('cart.inStock') : t('cart.outOfStock')}
        </p>
      </div>
      <div className="cart-line__controls">
        <QuantityInput
          label={t('cart.quantityOf', { name: variant.name })}
          value={line.count}
          max={MAX_LINE_COUNT}
          disabled={busy}
          decreaseLabel={t('quantity.decrease')}
          increaseLabel={t('quantity.increase')}
          onChange={onCount}
        />
        <IconButton
          label={t('wishlist.remove', { name: variant.name })}
          icon={<TrashIcon />}
          disabled={busy}
          onClick={onRemove}
        />
      </div>
      <div className="cart-line__total">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || !variant.isOnStock}
          aria-label={t('wishlist.moveToCartNamed', { name: variant.name })}
          onClick={onMoveToCart}
        >
          {t('wishlist.moveToCart')}
        </Button>
      </div>
    </li>
  );
}
