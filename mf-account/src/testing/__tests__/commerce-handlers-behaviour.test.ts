import { fetchBehaviourCaller } from '@specify/ui/testing';
import { CART_BEHAVIOUR, type CartBackEnd } from '@specify/contracts/behaviour/cart';
import { resetCommerce } from '../commerce-handlers';
import { session, setUpAccountServer } from '../account-server';

// The cart behaviour both back ends share (@specify/contracts/behaviour/cart), run against this
// MSW fake over fetch, as the screens call it; infra/platform runs the same cases against its
// real actions, so a rule the platform has and the fake does not fails here.

setUpAccountServer();

const fakeBackEnd: CartBackEnd = {
  skus: ['BM-100', 'SR-200'],
  // The fake keeps one cart: a new visitor starts it empty and signed out.
  async visitor() {
    session.account = undefined;
    resetCommerce();
    return fetchBehaviourCaller();
  },
};

describe('the cart behaviour both back ends share, on mf-account’s fake', () => {
  for (const behaviour of CART_BEHAVIOUR) it(behaviour.name, () => behaviour.run(fakeBackEnd));
});
