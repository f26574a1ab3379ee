import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@specify/contracts';
import { renderContentAt } from '../../../testing/render-content';
import { SUCCESS_MS } from '../contact-form';
import {
  contactFixture,
  fakeAltchaChallenge,
  setUpContentServer,
  submissions,
} from '../../../testing/content-server';

// jsdom runs no web workers, so ALTCHA's proof of work cannot run here (the e2e contact test
// solves a real one in Chromium): the element stays inert, and the tests below do what the widget
// does once its work is done, a `statechange` with the payload.
jest.mock('../captcha/load-altcha', () => ({ loadAltcha: () => Promise.resolve() }));

setUpContentServer();

const ALTCHA_FAILED =
  "Please tick \u201cI'm not a robot\u201d and wait for the check, then send again.";

async function form(path = '/au/about-us/contact-us', session?: Session) {
  renderContentAt(path, undefined, session);
  await screen.findByRole('heading', { level: 1, name: 'Send us a message' });
  await screen.findByRole('group', { name: 'Security check' });
  return screen.getByRole('heading', { level: 1 }).closest('form')!;
}

/** The ALTCHA element the form shows, with the challenge it was given. */
async function altchaWidget() {
  const group = await screen.findByRole('group', { name: 'Security check' });
  await waitFor(() => expect(group.querySelector('altcha-widget')).not.toBeNull());
  const element = group.querySelector('altcha-widget')!;
  return { element, challenge: JSON.parse(element.getAttribute('challenge')!) as unknown };
}

/** What the widget does when the visitor ticks the box and the work is done. */
async function passAltcha(derivedKey = 'ab12') {
  const { element, challenge } = await altchaWidget();
  const payload = btoa(JSON.stringify({ challenge, solution: { counter: 7, derivedKey } }));
  act(() => {
    element.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
    );
  });
  return payload;
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Sam Builder');
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Purpose of Enquiry'), 'General Enquiry');
  await userEvent.type(screen.getByLabelText('Message'), 'Lead times for Luna mixers?');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('the contact form (storefront §4, §5, §8)', () => {
  it('shows every rule message and sends nothing while the form is wrong', async () => {
    await form();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Phone/), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please enter a valid first name.',
      'Purpose of enquiry is required.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
      'Description is required.',
      'Please check the box if you want to proceed',
      ALTCHA_FAILED,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(submissions).toEqual([]);
  });

  it('asks for the project type only for a project enquiry', async () => {
    await form();
    expect(screen.queryByLabelText('Project Type')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Purpose of Enquiry'), 'Project Enquiry');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Project type is required.')).toBeInTheDocument();
  });

  it('has no State on nz, and ?fromproduct preselects General Enquiry', async () => {
    await form('/nz/about-us/contact-us?fromproduct=LU1234-1');
    expect(screen.queryByLabelText(/State/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Purpose of Enquiry')).toHaveValue('General');
  });

  it('shows ALTCHA over the challenge the site signed', async () => {
    await form();
    const { challenge } = await altchaWidget();
    const { signature } = challenge as { signature: string };
    expect(challenge).toEqual(fakeAltchaChallenge(Number(signature.replace('signed-', ''))));
    expect(screen.queryByText(/reCaptcha/i)).not.toBeInTheDocument();
  });

  it("submits the widget's payload, clears the form and says 'Your query has been submitted.'", async () => {
    await form();
    await fillValid();
    const payload = await passAltcha();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your query has been submitted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(submissions).toEqual([
      {
        formData: expect.objectContaining({
          First_Name: 'Sam Builder',
          Email: 'sam@example.com',
          Purpose_of_Enquiry: 'General',
          Privacy_Consent: true,
        }),
        recaptchaValue: payload,
      },
    ]);
  });

  it('keeps the success message in view: it takes focus, is announced, and leaves 2 s after the visitor moves on', async () => {
    await form();
    await fillValid();
    await passAltcha();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your query has been submitted.');
    await waitFor(() => expect(status).toHaveFocus());
    await userEvent.tab();
    expect(status).toHaveTextContent('Your query has been submitted.');
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: SUCCESS_MS + 2000 });
  });

  it("fills a signed-in visitor's name and email, and again after sending", async () => {
    const session: Session = {
      status: 'authenticated',
      account: {
        accountId: 'acc-1',
        email: 'jo.smith@example.com',
        firstName: 'Jo',
        lastName: 'Smith',
        companyName: 'Acme',
        isInternalUser: false,
      },
    };
    await form('/au/about-us/contact-us', session);
    expect(screen.getByLabelText('Name')).toHaveValue('Jo Smith');
    expect(screen.getByLabelText('Email')).toHaveValue('jo.smith@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Purpose of Enquiry'), 'General Enquiry');
    await userEvent.type(screen.getByLabelText('Message'), 'Lead times?');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await passAltcha();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your query has been submitted.')).toBeInTheDocument();
    expect(submissions).toEqual([
      expect.objectContaining({
        formData: expect.objectContaining({
          First_Name: 'Jo Smith',
          Email: 'jo.smith@example.com',
        }),
      }),
    ]);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Jo Smith');
  });

  it('asks to pass the check again when the widget says the answer expired', async () => {
    await form();
    await fillValid();
    const { element } = await altchaWidget();
    await passAltcha();
    act(() => {
      element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(ALTCHA_FAILED)).toBeInTheDocument();
    expect(submissions).toEqual([]);
  });

  it('keeps every field on a technical failure and says so', async () => {
    contactFixture.fail = true;
    await form();
    await fillValid();
    await passAltcha();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('We are experiencing technical issues. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Builder');
  });

  it('says the check failed on a refused answer, keeps the form, and offers a new challenge', async () => {
    await form();
    await fillValid();
    const first = (await altchaWidget()).challenge;
    await passAltcha('wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ALTCHA_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/reCaptcha/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Lead times for Luna mixers?');
    await waitFor(async () => expect((await altchaWidget()).challenge).not.toEqual(first));

    await passAltcha();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your query has been submitted.')).toBeInTheDocument();
  });

  it("words the messages for reCAPTCHA when the site checks with it, and sends Google's token", async () => {
    contactFixture.captcha = 'recaptcha';
    const rendered: { sitekey: string; callback: (token: string) => void }[] = [];
    // Google's script, as the browser would have run it (no network in tests).
    const appended = jest.spyOn(document.head, 'append').mockImplementation((script) => {
      globalThis.grecaptcha = {
        ready: (callback) => callback(),
        render: (_container, options) => rendered.push(options) - 1,
      };
      (script as HTMLScriptElement).onload?.(new Event('load'));
    });
    try {
      await form();
      await fillValid();
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(
        screen.getByText('reCaptcha verification failed. Please try again'),
      ).toBeInTheDocument();
      await waitFor(() => expect(rendered.at(-1)?.sitekey).toBe('test-site-key'));
      act(() => rendered.at(-1)!.callback('human'));
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Your query has been submitted.')).toBeInTheDocument();
      expect(submissions).toEqual([expect.objectContaining({ recaptchaValue: 'human' })]);
    } finally {
      appended.mockRestore();
      globalThis.grecaptcha = undefined;
    }
  });

  it('opens the privacy terms in a modal', async () => {
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'privacy terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy terms' });
    expect(await within(dialog).findByText('We keep your details safe.')).toBeInTheDocument();
  });
});
