// Type tests: the hooks are typed by the action catalogue; a wrong name, body or data use fails tsc.
import { expectTypeOf } from 'expect-type';
import type { Cart, Order, Wishlist } from '@specify/contracts';
import { useAction, useMutationAction } from '../use-action';

export function Reads() {
  expectTypeOf(useAction('cart/getCart').data).toEqualTypeOf<Cart | undefined>();
  expectTypeOf(useAction('cart/getOrder', { orderId: 'o1' }).data).toEqualTypeOf<
    Order | undefined
  >();
  // null skips the read
  useAction('cart/getOrder', null);

  // @ts-expect-error not an action
  useAction('cart/getBasket');
  // @ts-expect-error addItem changes state: it is a mutation, never a cached read
  useAction('cart/addItem', { variant: { sku: 'A1' } });
  // @ts-expect-error getOrder needs its body
  useAction('cart/getOrder');
  // @ts-expect-error the order is named by orderId
  useAction('cart/getOrder', { id: 'o1' });

  const { data } = useAction('wishlist/getWishlist');
  // @ts-expect-error a wishlist has no totals
  void data?.totals;
  return null;
}

export function Mutations() {
  const addItem = useMutationAction('wishlist/addItem');
  expectTypeOf(addItem.trigger({ variant: { sku: 'A1' } })).resolves.toEqualTypeOf<Wishlist>();
  // @ts-expect-error the variant has a sku
  void addItem.trigger({ variant: { id: 'A1' } });
  // @ts-expect-error addItem needs its body
  void addItem.trigger();

  const reset = useMutationAction('cart/resetCart');
  void reset.trigger();
  // @ts-expect-error getCart reads: use useAction
  useMutationAction('cart/getCart');
  // @ts-expect-error not an action
  useMutationAction('wishlist/addToWishlist');
  return null;
}
