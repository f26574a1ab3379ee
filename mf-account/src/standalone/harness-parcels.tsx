import { useEffect, useState, type FormEvent } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import {
  splitMarket,
  type AddToCartParcelProps,
  type EventBus,
  type EventPayload,
  type RuntimeConfig,
  type SignInParcelProps,
} from '@specify/contracts';
import addToCartParcel from '../add-to-cart/parcel';
import signInParcel from '../sign-in/parcel';
import { PRODUCTS, type FixtureSku } from '../testing/commerce-handlers';

const FIXTURE_SKU: FixtureSku = 'BM-100';
/** A product the fixtures know; live, QA types a real SKU instead. */
export const HARNESS_PRODUCT = {
  sku: FIXTURE_SKU,
  name: PRODUCTS[FIXTURE_SKU].name,
  details: PRODUCTS[FIXTURE_SKU].colour,
};

type Request =
  | { parcel: 'addToCart'; payload: EventPayload<'cart:add-requested'>; id: number }
  | { parcel: 'signIn'; payload: EventPayload<'auth:login-requested'>; id: number };

/** The harness's market is the URL's, as its market switch rewrites it. */
const currentMarket = () => splitMarket(window.location.pathname).market ?? 'au';

/**
 * What the shell does for mf-account's parcels (shell/src/parcels): mounts the add-to-cart dialog
 * on `cart:add-requested` and the sign-in dialog on `auth:login-requested` as single-spa parcels
 * with the same props, and unmounts them when they close. A form publishes `cart:add-requested`
 * for a product, so QA can open the dialog without another remote.
 */
export function HarnessParcels({ bus, config }: { bus: EventBus; config: RuntimeConfig }) {
  const [request, setRequest] = useState<Request>();
  const [sku, setSku] = useState<string>(HARNESS_PRODUCT.sku);
  const [count, setCount] = useState('1');

  useEffect(() => {
    const next = (last: Request | undefined) => (last?.id ?? 0) + 1;
    const stops = [
      bus.subscribe('cart:add-requested', (payload) =>
        setRequest((last) => ({ parcel: 'addToCart', payload, id: next(last) })),
      ),
      bus.subscribe('auth:login-requested', (payload) =>
        setRequest((last) => ({ parcel: 'signIn', payload, id: next(last) })),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [bus]);

  function requestAddToCart(event: FormEvent) {
    event.preventDefault();
    const fixture = sku === HARNESS_PRODUCT.sku;
    bus.publish('cart:add-requested', {
      sku,
      count: Math.min(999, Math.max(1, Math.round(Number(count)) || 1)),
      name: fixture ? HARNESS_PRODUCT.name : sku,
      ...(fixture ? { details: HARNESS_PRODUCT.details } : {}),
    });
  }

  const shared = {
    market: currentMarket(),
    bus,
    runtimeConfig: config,
    onClose: () => setRequest(undefined),
  };
  return (
    <section aria-label="Parcels">
      <form onSubmit={requestAddToCart}>
        <label>
          SKU <input value={sku} onChange={(event) => setSku(event.target.value)} required />
        </label>{' '}
        <label>
          Count{' '}
          <input
            type="number"
            min={1}
            max={999}
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
        </label>{' '}
        <button type="submit">Publish cart:add-requested</button>{' '}
        <button type="button" onClick={() => bus.publish('auth:login-requested', {})}>
          Publish auth:login-requested
        </button>
      </form>
      {request?.parcel === 'addToCart' && (
        <Parcel<AddToCartParcelProps>
          key={request.id}
          config={addToCartParcel as ParcelConfig<AddToCartParcelProps>}
          mountParcel={mountRootParcel}
          wrapWith="div"
          {...shared}
          request={request.payload}
        />
      )}
      {request?.parcel === 'signIn' && (
        <Parcel<SignInParcelProps>
          key={request.id}
          config={signInParcel as ParcelConfig<SignInParcelProps>}
          mountParcel={mountRootParcel}
          wrapWith="div"
          {...shared}
          returnTo={request.payload.returnTo}
        />
      )}
    </section>
  );
}
