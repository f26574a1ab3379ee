import { navigateToUrl } from 'single-spa';
import {
  MAX_LINE_COUNT,
  discountPercent,
  formatMoney,
  type CartLineItem,
  type Market,
} from '@specify/contracts';
import { IconButton, ProductImage, QuantityInput } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useCartPending } from '../../../lib/cart-pending';
import { TrashIcon } from '../../../lib/icons';

export interface CartLineProps {
  line: CartLineItem;
  market: Market;
  onCount: (count: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: image, name, code, colour, stock, count, remove and the line's total. Its controls
 * wait while any cart change runs; the line is busy while its own does.
 */
export function CartLine({ line, market, onCount, onRemove }: CartLineProps) {
  const t = useMessages();
  const pending = useCartPending();
  const busy = pending !== undefined;
  const { variant } = line;
  const code = variant.attributes['item-code'] || variant.sku;
  const money = (amount: CartLineItem['totalPrice']) =>
    formatMoney(amount, { market, context: 'page' });
  return (
    <li className="cart-line" aria-busy={pending === line.id || undefined}>
      <ProductImage
        className="cart-line__image"
        src={variant.images[0]}
        alt=""
        width={96}
        height={72}
      />
      <div className="cart-line__about">
        <a className="cart-line__name" href={line._url} onClick={navigateToUrl}>
          {variant.name}
        </a>
        <p className="cart-line__meta">
          {t('cart.code', { code })}
          {variant.attributes.colour && <> · {variant.attributes.colour}</>}
        </p>
        <p
          className={
            variant.isOnStock ? 'cart-line__stock' : 'cart-line__stock cart-line__stock--out'
          }
        >
          {variant.isOnStock ? t('cart.inStock') : t('cart.outOfStock')}
        </p>
        <p className="cart-line__unit">
          {line.discountedPrice ? (
            <>
              <s aria-label={t('cart.wasPrice', { price: money(line.price) })}>
                {money(line.price)}
              </s>{' '}
              {t('cart.each', { price: money(line.discountedPrice) })}{' '}
              <span className="cart-line__off">
                {t('cart.percentOff', {
                  percent: discountPercent(line.price.centAmount, line.discountedPrice.centAmount),
                })}
              </span>
            </>
          ) : (
            t('cart.each', { price: money(line.price) })
          )}
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
          label={t('cart.remove', { name: variant.name })}
          icon={<TrashIcon />}
          disabled={busy}
          onClick={onRemove}
        />
      </div>
      <p className="cart-line__total">{money(line.totalPrice)}</p>
    </li>
  );
}
