import type { ActionName, ActionRequest } from '../api/actions';
import type { CaptchaChallengeResponse, ContactFormData } from '../api/contact';
import { answered, refused, same, type BehaviourCase, type BehaviourOutcome } from './suite';

/**
 * The contact form's rules (storefront §4 "Contact us": validate, then captcha, then store), run
 * against the platform (its real actions and ALTCHA verifier) and against mf-content's MSW fake
 * (src/testing/content-handlers.ts), each as tests of its own.
 */

type ContactAction = Extract<ActionName, `contact/${string}`>;

export interface ContactCaller {
  call<N extends ContactAction>(name: N, body: ActionRequest<N>): Promise<BehaviourOutcome<N>>;
}

export interface ContactBackEnd {
  /** A new visitor in the au market. */
  visitor(): Promise<ContactCaller>;
  /** Answers a challenge as the captcha widget does in a person's browser. */
  solve(challenge: CaptchaChallengeResponse): Promise<string>;
}

/** A complete au enquiry (also the platform's contact tests' starting point). */
export const CONTACT_ENQUIRY: ContactFormData = {
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
  Privacy_Consent: true,
};

async function solved(backEnd: ContactBackEnd, visitor: ContactCaller): Promise<string> {
  const challenge = answered(
    'getCaptchaChallenge',
    await visitor.call('contact/getCaptchaChallenge', {}),
  );
  return backEnd.solve(challenge);
}

export const CONTACT_BEHAVIOUR: readonly BehaviourCase<ContactBackEnd>[] = [
  {
    name: 'a complete enquiry with a solved challenge is sent',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      const sent = answered(
        'submitContactForm',
        await visitor.call('contact/submitContactForm', {
          formData: CONTACT_ENQUIRY,
          recaptchaValue: await solved(backEnd, visitor),
        }),
      );
      same('error flag', sent.isError, false);
    },
  },
  {
    name: 'an enquiry with a field wrong is refused before the captcha is checked',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      const outcome = await visitor.call('contact/submitContactForm', {
        formData: { ...CONTACT_ENQUIRY, Email: 'not an email' },
        recaptchaValue: await solved(backEnd, visitor),
      });
      refused('a bad email', outcome, 400, 'error.contact.invalid');
    },
  },
  {
    name: 'an enquiry without the captcha’s answer is refused',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      refused(
        'no captcha answer',
        await visitor.call('contact/submitContactForm', { formData: CONTACT_ENQUIRY }),
        400,
        'error.contact.captcha',
      );
    },
  },
  {
    name: 'a solved challenge counts once',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      const answer = await solved(backEnd, visitor);
      answered(
        'the first enquiry',
        await visitor.call('contact/submitContactForm', {
          formData: CONTACT_ENQUIRY,
          recaptchaValue: answer,
        }),
      );
      refused(
        'the same answer again',
        await visitor.call('contact/submitContactForm', {
          formData: CONTACT_ENQUIRY,
          recaptchaValue: answer,
        }),
        400,
        'error.contact.captcha',
      );
    },
  },
];
