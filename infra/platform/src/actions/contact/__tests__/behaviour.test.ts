import { CONTACT_BEHAVIOUR, type ContactBackEnd } from '@specify/contracts/behaviour/contact';
import { solve } from '../../../captcha/__tests__/solve';
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
    const client = new TestClient(platform.app);
    return {
      async call(name, body) {
        const response =
          name === 'contact/getCaptchaChallenge'
            ? await client.request('GET', `/action/${name}`)
            : await client.action(name, body);
        const answer = response.json();
        return response.statusCode === 200
          ? { ok: true, value: answer }
          : { ok: false, status: response.statusCode, code: answer.code };
      },
    };
  },
};

describe('the contact behaviour both back ends share, on the platform', () => {
  for (const behaviour of CONTACT_BEHAVIOUR)
    it(behaviour.name, () => behaviour.run(platformBackEnd));
});
