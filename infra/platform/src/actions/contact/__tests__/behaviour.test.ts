import { CONTACT_BEHAVIOUR, type ContactBackEnd } from '@specify/contracts/behaviour/contact';
import { solve } from '../../../captcha/__tests__/solve';
import { behaviourCaller } from '../../../testing/behaviour-caller';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';

// The contact behaviour both back ends share (@specify/contracts/behaviour/contact), run against
// the real actions and ALTCHA verifier; mf-content runs the same cases against its MSW fake.

let platform: TestPlatform;

beforeAll(async () => {
  // More enquiries in seconds than anyone sends; the per-address limit has its own test.
  platform = await startTestPlatform({ rateLimits: { contact: { max: 1_000, windowMs: 60_000 } } });
});
afterAll(() => platform.close());

const platformBackEnd: ContactBackEnd = {
  solve,
  async visitor() {
    return behaviourCaller(new TestClient(platform.app));
  },
};

describe('the contact behaviour both back ends share, on the platform', () => {
  for (const behaviour of CONTACT_BEHAVIOUR)
    it(behaviour.name, () => behaviour.run(platformBackEnd));
});
