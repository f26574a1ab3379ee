import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { desc } from 'drizzle-orm';
import { CONTACT_MESSAGES, validateContactForm, type ContactFormData } from '@specify/contracts';
import { AltchaVerifier, RecaptchaVerifier, type CaptchaVerifier } from '../../../captcha';
import { solve } from '../../../captcha/__tests__/solve';
import { contactSubmissions } from '../../../db/schema';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { accountActions } from '../../account';
import { actionRoutes } from '../../router';
import { commerceCounts } from '../../cart/__tests__/helpers';
import { contactActions } from '..';
import { CONTACT_ENQUIRY } from '@specify/contracts/behaviour/contact';

let platform: TestPlatform;
beforeAll(async () => {
  // This suite sends more forms in seconds than anyone would; the per-address limit has its own
  // test (server/__tests__/rate-limits.test.ts).
  platform = await startTestPlatform({ rateLimits: { contact: { max: 1_000, windowMs: 60_000 } } });
});
afterAll(() => platform.close());

const VALID: ContactFormData = CONTACT_ENQUIRY;

/** The platform's action routes with a chosen verifier in its Services. */
async function appWith(verifier: CaptchaVerifier): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.register(actionRoutes, {
    services: { ...platform.services, captcha: verifier },
    actions: [...accountActions, ...contactActions],
  });
  await app.ready();
  return app;
}

async function challengeToken(client: TestClient): Promise<string> {
  const response = await client.request('GET', '/action/contact/getCaptchaChallenge');
  expect(response.statusCode).toBe(200);
  return solve(response.json());
}

async function submit(client: TestClient, formData: unknown, recaptchaValue?: unknown) {
  const response = await client.action('contact/submitContactForm', { formData, recaptchaValue });
  return { status: response.statusCode, body: response.json() };
}

async function lastStored() {
  const [row] = await platform.services.db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.id))
    .limit(1);
  return row;
}

describe('validateContactForm (shared with the form)', () => {
  const errorsFor = (
    changes: Partial<ContactFormData>,
    market: 'au' | 'nz' = 'au',
    captcha = 'token',
  ) => validateContactForm({ ...VALID, ...changes }, market, { kind: 'altcha', value: captcha });

  it('passes a complete form, and a minimal one', () => {
    expect(errorsFor({})).toEqual({});
    expect(
      validateContactForm(
        {
          First_Name: 'A',
          Purpose_of_Enquiry: 'Warranty',
          Email: 'a@b.co',
          Message: 'x',
          Privacy_Consent: true,
        },
        'nz',
        { kind: 'altcha', value: 't' },
      ),
    ).toEqual({});
  });

  it.each([
    [{ First_Name: '' }, 'First_Name', 'Please enter a valid first name.'],
    [{ First_Name: '   ' }, 'First_Name', 'Please enter a valid first name.'],
    [{ First_Name: 'x'.repeat(51) }, 'First_Name', 'Please enter a valid first name.'],
    [{ Purpose_of_Enquiry: '' }, 'Purpose_of_Enquiry', 'Purpose of enquiry is required.'],
    [
      { Purpose_of_Enquiry: 'General Enquiry' },
      'Purpose_of_Enquiry',
      'Purpose of enquiry is required.',
    ],
    [{ Purpose_of_Enquiry: 'Project' }, 'ProjectType', 'Project type is required.'],
    [
      { Purpose_of_Enquiry: 'Project', ProjectType: 'Spaceport' },
      'ProjectType',
      'Project type is required.',
    ],
    [{ Email: '' }, 'Email', 'Email is required.'],
    [{ Email: 'tessa@' }, 'Email', 'Please enter a valid email address.'],
    [{ Email: 'tessa@example..com' }, 'Email', 'Please enter a valid email address.'],
    [{ Email: `${'a'.repeat(90)}@example.com` }, 'Email', 'Please enter a valid email address.'],
    [{ Phone: '04 1234 5678' }, 'Phone', 'Please enter a valid phone number.'],
    [{ Phone: '+61412345678' }, 'Phone', 'Please enter a valid phone number.'],
    [{ Phone: '1234567890123' }, 'Phone', 'Please enter a valid phone number.'],
    [
      { Street_Address: 'x'.repeat(251) },
      'Street_Address',
      'Street address must be at most 250 characters.',
    ],
    [{ Message: '' }, 'Message', 'Description is required.'],
    [{ Message: 'x'.repeat(301) }, 'Message', 'Description is required.'],
    [{ Privacy_Consent: false }, 'Privacy_Consent', 'Please check the box if you want to proceed'],
    [
      { Privacy_Consent: undefined },
      'Privacy_Consent',
      'Please check the box if you want to proceed',
    ],
    [{ Occupation: 'Astronaut' }, 'Occupation', 'Please choose an occupation from the list.'],
    [
      { Preferred_Contact_Method: 'Fax' },
      'Preferred_Contact_Method',
      'Please choose a contact method from the list.',
    ],
    [{ State: 'XYZ' }, 'State', 'Please choose a state from the list.'],
    [{ Country: 'US' }, 'Country', 'Please choose a country from the list.'],
  ] as const)('%j → %s: %s', (changes, field, message) => {
    expect(errorsFor(changes)).toEqual({ [field]: message });
  });

  it('accepts limits exactly, needs no State on nz, and asks for the captcha', () => {
    expect(
      errorsFor({
        First_Name: 'x'.repeat(50),
        Phone: '123456789012',
        Street_Address: 'x'.repeat(250),
        Message: 'x'.repeat(300),
      }),
    ).toEqual({});
    expect(errorsFor({ State: 'XYZ' }, 'nz')).toEqual({});
    expect(errorsFor({ Purpose_of_Enquiry: 'Project', ProjectType: 'Aged Care' })).toEqual({});
    expect(errorsFor({}, 'au', '')).toEqual({ recaptchaValue: CONTACT_MESSAGES.altcha });
    // Worded for the captcha in use: the spec's reCAPTCHA text only when reCAPTCHA checks.
    expect(validateContactForm(VALID, 'au', { kind: 'recaptcha', value: ' ' })).toEqual({
      recaptchaValue: 'reCaptcha verification failed. Please try again',
    });
  });
});

describe('contact/submitContactForm with the default ALTCHA captcha', () => {
  it('stores a valid enquiry with its market, the fixed site source and no project type unless asked', async () => {
    const client = new TestClient(platform.app);
    const response = await submit(
      client,
      { ...VALID, ProjectType: 'Offices' },
      await challengeToken(client),
    );
    expect(response).toEqual({
      status: 200,
      body: { isError: false, message: 'Your query has been submitted.' },
    });
    const row = await lastStored();
    expect(row?.market).toBe('au');
    expect(row?.formData).toEqual({
      First_Name: 'Tessa',
      Purpose_of_Enquiry: 'General',
      Email: 'tessa@example.com',
      Occupation: 'Architect',
      Preferred_Contact_Method: 'Email',
      Street_Address: '1 George St',
      Message: 'Do you stock the Urbane II basin mixer?',
      Phone: '0412345678',
      State: 'NSW',
      Country: 'AU',
      Site_Source: 'Specify website',
      Privacy_Consent: 'true',
    });
  });

  it('keeps the project type for project enquiries; on nz drops State and sets Country NZ', async () => {
    const client = new TestClient(platform.app, 'nz');
    const project = {
      ...VALID,
      Purpose_of_Enquiry: 'Project',
      ProjectType: 'Aged Care',
      State: 'Somewhere',
      Country: 'AU',
    };
    expect((await submit(client, project, await challengeToken(client))).status).toBe(200);
    const row = await lastStored();
    expect(row?.market).toBe('nz');
    expect(row?.formData).toMatchObject({ ProjectType: 'Aged Care', State: '', Country: 'NZ' });
  });

  it('answers each rule with 400 and the spec message, storing nothing', async () => {
    const client = new TestClient(platform.app);
    const before = await commerceCounts(platform);
    const cases: [Partial<ContactFormData>, string][] = [
      [{ First_Name: '' }, 'Please enter a valid first name.'],
      [{ Purpose_of_Enquiry: '' }, 'Purpose of enquiry is required.'],
      [{ Purpose_of_Enquiry: 'Project' }, 'Project type is required.'],
      [{ Email: '' }, 'Email is required.'],
      [{ Email: 'nope' }, 'Please enter a valid email address.'],
      [{ Phone: 'call me' }, 'Please enter a valid phone number.'],
      [{ Street_Address: 'x'.repeat(251) }, 'Street address must be at most 250 characters.'],
      [{ Message: 'x'.repeat(301) }, 'Description is required.'],
      [{ Privacy_Consent: false }, 'Please check the box if you want to proceed'],
    ];
    for (const [changes, message] of cases) {
      const response = await submit(client, { ...VALID, ...changes }, await challengeToken(client));
      expect({ changes, status: response.status, message: response.body.message }).toEqual({
        changes,
        status: 400,
        message,
      });
      expect(response.body).toMatchObject({ isError: true, code: 'error.contact.invalid' });
    }
    const several = await submit(client, { ...VALID, First_Name: '', Email: '' }, 'x');
    expect(several.body.message).toBe('Please enter a valid first name. Email is required.');
    expect(await commerceCounts(platform)).toEqual(before);
  });

  it('refuses a missing, wrong or reused captcha with the captcha message', async () => {
    const client = new TestClient(platform.app);
    const before = await commerceCounts(platform);
    for (const value of [undefined, null, '', '   ']) {
      const response = await submit(client, VALID, value);
      expect(response).toMatchObject({
        status: 400,
        body: { isError: true, message: CONTACT_MESSAGES.altcha },
      });
    }
    const token = await challengeToken(client);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      solution: { derivedKey: string };
    };
    payload.solution.derivedKey = '00'.repeat(32);
    const wrong = await submit(
      client,
      VALID,
      Buffer.from(JSON.stringify(payload)).toString('base64'),
    );
    expect(wrong).toMatchObject({ status: 400, body: { message: CONTACT_MESSAGES.altcha } });
    expect(JSON.stringify(wrong.body)).not.toMatch(/reCaptcha/i);
    expect(await commerceCounts(platform)).toEqual(before);

    expect((await submit(client, VALID, token)).status).toBe(200);
    expect((await submit(client, VALID, token)).body.message).toBe(CONTACT_MESSAGES.altcha);
  });

  it('refuses malformed and oversized bodies with 400', async () => {
    const client = new TestClient(platform.app);
    const before = await commerceCounts(platform);
    for (const body of [
      {},
      { formData: 'hello' },
      { formData: { ...VALID, First_Name: 'x'.repeat(1001) }, recaptchaValue: 'x' },
      { formData: { ...VALID, Privacy_Consent: 'yes' }, recaptchaValue: 'x' },
      { formData: VALID, recaptchaValue: 'x'.repeat(4001) },
    ]) {
      const response = await client.action('contact/submitContactForm', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isError: true, code: 'INVALID_BODY' });
    }
    expect(await commerceCounts(platform)).toEqual(before);
  });
});

describe('contact/submitContactForm with an injected verifier', () => {
  it('refuses an expired ALTCHA challenge', async () => {
    const app = await appWith(
      new AltchaVerifier({ db: platform.services.db, now: platform.services.now }),
    );
    const client = new TestClient(app);
    const token = await challengeToken(client);
    platform.advanceClock(10 * 60_000 + 1000);
    const response = await submit(client, VALID, token);
    expect(response).toMatchObject({ status: 400, body: { message: CONTACT_MESSAGES.altcha } });
    await app.close();
  });

  describe('reCAPTCHA against a local fake', () => {
    let server: Server;
    let verifyUrl: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          const form = new URLSearchParams(body);
          if (form.get('response') === 'explode') {
            response.writeHead(503).end();
            return;
          }
          response.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              success: form.get('response') === 'human' && form.get('secret') === 'server-secret',
            }),
          );
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('stores when Google says success, refuses when not, and reports a technical issue when it fails', async () => {
      const app = await appWith(
        new RecaptchaVerifier({ secret: 'server-secret', siteKey: 'the-site-key', verifyUrl }),
      );
      const client = new TestClient(app);
      const widget = await client.request('GET', '/action/contact/getCaptchaChallenge');
      expect(widget.json()).toEqual({ kind: 'recaptcha', siteKey: 'the-site-key' });
      expect((await submit(client, VALID, 'human')).status).toBe(200);
      const before = await commerceCounts(platform);
      expect(await submit(client, VALID, 'robot')).toMatchObject({
        status: 400,
        body: { message: CONTACT_MESSAGES.captcha },
      });
      const failing = await submit(client, VALID, 'explode');
      expect(failing).toMatchObject({
        status: 503,
        body: {
          isError: true,
          message: 'We are experiencing technical issues. Please try again later.',
        },
      });
      expect(JSON.stringify(failing.body)).not.toMatch(/siteverify|127\.0\.0\.1/);
      expect(await commerceCounts(platform)).toEqual(before);
      await app.close();
    });
  });
});
