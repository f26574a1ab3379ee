import type { FastifyInstance } from 'fastify';
import {
  CONTACT_MESSAGES,
  type CaptchaChallengeResponse,
  type ContactFormData,
} from '@specify/contracts';
import { buildPlatform } from '../../app';
import { contactSubmissions } from '../../db/schema';
import { startTestPlatform, TestClient, type TestPlatform } from '../../testing/test-platform';
import { AltchaVerifier } from '..';
import { solve } from './solve';
import { CONTACT_ENQUIRY } from '@specify/contracts/behaviour/contact';

const FORM: ContactFormData = CONTACT_ENQUIRY;

let platform: TestPlatform;
let instances: FastifyInstance[];

/** Instances as a deployment runs them: one database and one configured secret, nothing else shared. */
async function instance(): Promise<FastifyInstance> {
  const captcha = new AltchaVerifier({
    db: platform.services.db,
    secret: 'the-configured-captcha-secret-of-32+',
    now: platform.services.now,
  });
  return buildPlatform({ services: { ...platform.services, captcha } });
}

beforeAll(async () => {
  platform = await startTestPlatform();
  instances = [await instance(), await instance()];
});
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await platform.close();
});

async function submit(app: FastifyInstance, token: string) {
  const response = await new TestClient(app).action('contact/submitContactForm', {
    formData: FORM,
    recaptchaValue: token,
  });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
}

describe('the ALTCHA captcha behind a load balancer', () => {
  it('a challenge issued by one instance is accepted by another, and only once anywhere', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const issued = await new TestClient(first).request(
      'GET',
      '/action/contact/getCaptchaChallenge',
    );
    const token = await solve(issued.json() as CaptchaChallengeResponse);
    const stored = async () =>
      (await platform.services.db.select().from(contactSubmissions)).length;
    const before = await stored();

    expect(await submit(second, token)).toEqual({ status: 200, message: CONTACT_MESSAGES.success });
    expect(await submit(first, token)).toEqual({ status: 400, message: CONTACT_MESSAGES.altcha });
    expect(await submit(second, token)).toEqual({ status: 400, message: CONTACT_MESSAGES.altcha });
    expect(await stored()).toBe(before + 1);
  });
});
