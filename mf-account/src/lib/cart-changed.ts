import { cartFlags, type Cart, type EventBus } from '@specify/contracts';

/** Tells the header (and anyone listening) how many items the cart now holds. */
export function publishCartChanged(bus: EventBus, cart: Pick<Cart, 'lineItems' | 'shippingInfo'>) {
  bus.publish('cart:changed', { totalItems: cartFlags(cart).totalItems });
}
