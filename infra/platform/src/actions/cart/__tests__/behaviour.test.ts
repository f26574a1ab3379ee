import { CART_BEHAVIOUR, type CartBackEnd } from '@specify/contracts/behaviour/cart';
import { behaviourCaller } from '../../../testing/behaviour-caller';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { cartCatalogue } from './fixtures';

// The cart behaviour both back ends share (@specify/contracts/behaviour/cart), run against the
// real actions; mf-account runs the same cases against its MSW fake.

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(cartCatalogue());
});
afterAll(() => platform.close());

const platformBackEnd: CartBackEnd = {
  skus: ['SKU-A', 'SKU-PUB'],
  async visitor() {
    return behaviourCaller(new TestClient(platform.app));
  },
};

describe('the cart behaviour both back ends share, on the platform', () => {
  for (const behaviour of CART_BEHAVIOUR) it(behaviour.name, () => behaviour.run(platformBackEnd));
});
