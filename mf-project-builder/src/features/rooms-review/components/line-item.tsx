import type { KeyboardEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { formatMoney, type Market, type ProjectLineItem } from '@specify/contracts';
import { Button, IconButton, ProductImage } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, TrashIcon } from './icons';
import { ItemQuantity } from './item-quantity';
import { LineNote } from './line-note';

export interface LineItemProps {
  item: ProjectLineItem;
  market: Market;
  position: number;
  total: number;
  readOnly: boolean;
  /** Ids for the item's move buttons and drag handle, so focus can follow a moved item. */
  controlId: (what: 'up' | 'down' | 'handle') => string;
  dragHintId: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onMove: (to: number, via: 'up' | 'down' | 'handle') => void;
  onDelete: () => void;
  onAlternatives: () => void;
  note: {
    editing: boolean;
    locked: boolean;
    busy: boolean;
    onEdit: () => void;
    onSave: (note: string) => void;
    onRevert: () => void;
  };
}

/**
 * One line of a room (project-builder.md §3 "Line item"): image, name linking to the product,
 * code, colour, price, quantity and note; an unavailable product says so and offers alternatives.
 * Editing controls are left out in view mode.
 */
export function LineItem({
  item,
  market,
  position,
  total,
  readOnly,
  controlId,
  dragHintId,
  quantity,
  onQuantity,
  onMove,
  onDelete,
  onAlternatives,
  note,
}: LineItemProps) {
  const t = useMessages();
  const { variant } = item;
  const code = variant?.attributes['item-code'] || item.sku;
  const colour = variant?.attributes.colour;
  const price = variant?.price && formatMoney(variant.price, { market, context: 'page' });

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowUp' && position > 0) onMove(position - 1, 'handle');
    else if (event.key === 'ArrowDown' && position < total - 1) onMove(position + 1, 'handle');
    else return;
    event.preventDefault();
  }

  return (
    <li
      className="builder-rooms-item"
      data-unavailable={item.isProductAvailable ? undefined : ''}
      data-readonly={readOnly ? '' : undefined}
    >
      {!readOnly && (
        <button
          type="button"
          id={controlId('handle')}
          className="builder-rooms-item__handle"
          data-drag-handle=""
          aria-label={t('rooms.item.drag', { name: item.name })}
          aria-describedby={dragHintId}
          onKeyDown={onHandleKey}
        >
          <GripIcon />
        </button>
      )}
      <ProductImage
        className="builder-rooms-item__image"
        src={variant?.images[0]}
        alt=""
        width={96}
        height={72}
      />
      <div className="builder-rooms-item__about">
        {item.isProductAvailable ? (
          <a className="builder-rooms-item__name" href={item._url} onClick={navigateToUrl}>
            {item.name}
          </a>
        ) : (
          <span className="builder-rooms-item__name">{item.name}</span>
        )}
        <p className="builder-rooms-item__meta">
          {t('rooms.item.code', { code })}
          {colour && <> · {t('rooms.item.colour', { colour })}</>}
        </p>
        {price && <p className="builder-rooms-item__price">{price}</p>}
        {!item.isProductAvailable && (
          <div className="builder-rooms-item__unavailable">
            <p>{t('rooms.item.unavailable')}</p>
            <Button variant="secondary" size="sm" onClick={onAlternatives}>
              {t('rooms.item.alternatives')}
            </Button>
          </div>
        )}
        <LineNote name={item.name} note={item.roomNotes} readOnly={readOnly} {...note} />
      </div>
      <div className="builder-rooms-item__controls">
        {readOnly ? (
          <p className="builder-rooms-item__quantity">
            {t('rooms.item.quantityRead', { quantity: item.quantity })}
          </p>
        ) : (
          <>
            <ItemQuantity
              caption={t('rooms.item.quantityCaption')}
              label={t('rooms.item.quantity', { name: item.name })}
              decreaseLabel={t('rooms.item.decrease', { name: item.name })}
              increaseLabel={t('rooms.item.increase', { name: item.name })}
              value={quantity}
              onChange={onQuantity}
              disabled={!item.isProductAvailable}
            />
            <div className="builder-rooms-item__actions">
              <IconButton
                id={controlId('up')}
                size="sm"
                label={t('rooms.item.moveUp', { name: item.name })}
                icon={<ArrowUpIcon />}
                disabled={position === 0}
                onClick={() => onMove(position - 1, 'up')}
              />
              <IconButton
                id={controlId('down')}
                size="sm"
                label={t('rooms.item.moveDown', { name: item.name })}
                icon={<ArrowDownIcon />}
                disabled={position === total - 1}
                onClick={() => onMove(position + 1, 'down')}
              />
              <IconButton
                size="sm"
                label={t('rooms.item.delete', { name: item.name })}
                icon={<TrashIcon />}
                onClick={onDelete}
              />
            </div>
          </>
        )}
      </div>
    </li>
  );
}
