import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONTACT_MESSAGES,
  type CaptchaChallengeResponse,
  type ContactFormData,
} from '@specify/contracts';
import { findRepoRoot } from '@specify/registry';
import { buildPlatform } from '../app';
import { parseEnv } from '../config/env';
import { accounts } from '../db/schema';
import { DEV_ACCOUNTS, DEV_PASSWORD } from '../seed/dev-accounts';
import { seedPlatform } from '../seed';
import { createServices, type CreatedServices } from '../services';
import { PRODUCTION_ENV } from '../testing/production-env';
import { openTestDatabase, type OpenTestDatabase } from '../testing/test-databases';
import { TestClient } from '../testing/test-platform';
import { AltchaVerifier } from '../captcha';
import { solve } from '../captcha/__tests__/solve';

const CONTACT_FORM: ContactFormData = {
  First_Name: 'Tessa',
  Purpose_of_Enquiry: 'General',
  Email: 'tessa@example.com',
  Message: 'Do you stock the Urbane II basin mixer?',
  Privacy_Consent: true,
};

const env = parseEnv({ ...PRODUCTION_ENV, HOST: '0.0.0.0' });

let testDatabase: OpenTestDatabase;
let created: CreatedServices;
let app: FastifyInstance;
beforeAll(async () => {
  // A database that once ran in development (seeded with the dev accounts), now started in production.
  testDatabase = await openTestDatabase('pglite', 'site');
  created = await createServices({
    repoRoot: findRepoRoot(),
    database: testDatabase.database,
    env,
  });
  await seedPlatform(created.services, { catalogue: false });
  app = await buildPlatform({
    services: created.services,
    server: {
      production: env.production,
      trustProxy: env.trustProxy,
      cspReportOnly: env.cspReportOnly,
      devBuild: env.dev,
      assetOrigins: env.assetOrigins,
    },
  });
});
afterAll(async () => {
  await app.close();
  await created.close();
  await testDatabase.close();
});

describe('production (issue 17: fails closed)', () => {
  it('removes the dev accounts, so their published password opens nothing', async () => {
    const left = await created.services.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(
        inArray(
          accounts.email,
          DEV_ACCOUNTS.map((account) => account.email),
        ),
      );
    expect(left).toEqual([]);
    const client = new TestClient(app);
    const response = await client.login('internal@example.com', DEV_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'error.wrong.email' });
  });

  it('serves no /dev/outbox', async () => {
    const response = await app.inject('/dev/outbox?to=trade@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('checks the contact form with ALTCHA signed by CAPTCHA_SECRET, so the form can be sent', async () => {
    const client = new TestClient(app);
    const response = await client.action('contact/getCaptchaChallenge');
    expect(response.statusCode).toBe(200);
    const issued = response.json() as CaptchaChallengeResponse;
    const token = await solve(issued);
    // Signed with the configured secret: another instance holding it accepts the answer.
    const peer = new AltchaVerifier({
      db: created.services.db,
      secret: PRODUCTION_ENV.CAPTCHA_SECRET,
    });
    expect(await peer.verify(token)).toBe(true);
    const sent = await client.action('contact/submitContactForm', {
      formData: CONTACT_FORM,
      recaptchaValue: await solve(
        (await client.action('contact/getCaptchaChallenge')).json() as CaptchaChallengeResponse,
      ),
    });
    expect(sent.json()).toEqual({ isError: false, message: CONTACT_MESSAGES.success });
  });

  it('signs checkout tokens with the configured secret', () => {
    expect(created.services.secrets.checkoutToken).toBe('c'.repeat(32));
  });
});
