import { ACCOUNT_BEHAVIOUR, type AccountBackEnd } from '@specify/contracts/behaviour/account';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { behaviourCaller } from '../../../testing/behaviour-caller';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';

// The account behaviour both back ends share (@specify/contracts/behaviour/account), run against
// the real actions; mf-account runs the same cases against its MSW fake.

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const platformBackEnd: AccountBackEnd = {
  trade: { email: 'trade@example.com', password: DEV_PASSWORD },
  async visitor() {
    return behaviourCaller(new TestClient(platform.app));
  },
};

describe('the account behaviour both back ends share, on the platform', () => {
  for (const behaviour of ACCOUNT_BEHAVIOUR)
    it(behaviour.name, () => behaviour.run(platformBackEnd));
});
