import { useState } from 'react';
import { href, type EventBus, type Market, type WishlistLineItem } from '@specify/contracts';
import { ButtonLink, Spinner, VisuallyHidden } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { MessagePanel } from '@specify/ui/message-panel';
import { useWishlist } from '@specify/ui/api';
import { WishlistLine } from '../features/wishlist/components/wishlist-line';
import { useMessages } from '../i18n/messages';
import { useActionMessage } from '../lib/action-message';
import { useCartActions } from '../lib/api/cart';

/**
 * `/{locale}/wishlist` (storefront §3, §4): saved products with a count, remove and move to cart.
 * Changes show at once and roll back, with a message, if the server refuses them.
 */
export function WishlistPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('wishlist.title')), undefined);
  const actionMessage = useActionMessage();
  const { wishlist, error, updateItem, removeItem } = useWishlist(bus);
  const cart = useCartActions(bus);
  const [failure, setFailure] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [moving, setMoving] = useState<string>();

  /** Runs a change; `done` is announced unless something else (a toast) already says it. */
  async function attempt(task: () => Promise<void>, done?: string) {
    setFailure(undefined);
    try {
      await task();
      if (done) setAnnouncement(done);
    } catch (thrown) {
      setFailure(actionMessage(thrown, t('error.generic')));
    }
  }

  async function moveToCart(line: WishlistLineItem) {
    setMoving(line.lineItemId);
    await attempt(
      async () => {
        await cart.addItem(line.variant.sku, line.count);
        await removeItem(line);
        bus.publish('toast:show', {
          tone: 'success',
          message: t('wishlist.moved', { name: line.variant.name }),
          action: { label: t('wishlist.viewCart'), href: href('cart', market) },
        });
      },
      // No `done`: the toast says it.
    );
    setMoving(undefined);
  }

  return (
    <section aria-labelledby="wishlist-title" className="account-page account-page--cart">
      <h1 id="wishlist-title">{t('wishlist.title')}</h1>
      <VisuallyHidden as="p" role="status">
        {announcement}
      </VisuallyHidden>
      {failure && (
        <p role="alert" className="account-form__alert">
          {failure}
        </p>
      )}
      {error ? (
        <p role="alert" className="account-form__alert">
          {actionMessage(error, t('wishlist.loadFailed'))}
        </p>
      ) : !wishlist ? (
        <Spinner label={t('wishlist.loading')} />
      ) : wishlist.lineItems.length === 0 ? (
        <MessagePanel
          icon="heart"
          title={t('wishlist.empty')}
          actions={<ButtonLink href={href('home', market)}>{t('cart.browse')}</ButtonLink>}
        >
          <p>{t('wishlist.emptyHint')}</p>
        </MessagePanel>
      ) : (
        <ul className="cart-lines" aria-label={t('wishlist.items')}>
          {wishlist.lineItems.map((line) => (
            <WishlistLine
              key={line.lineItemId}
              line={line}
              busy={moving === line.lineItemId}
              onCount={(count) =>
                void attempt(
                  () => updateItem(line, count),
                  t('cart.updated', { name: line.variant.name, count }),
                )
              }
              onRemove={() =>
                void attempt(
                  () => removeItem(line),
                  t('wishlist.removed', { name: line.variant.name }),
                )
              }
              onMoveToCart={() => void moveToCart(line)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
