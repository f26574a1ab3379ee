import {
  CONTACT_MESSAGES,
  contactSubmission,
  validateContactForm,
  type CaptchaChallengeResponse,
  type SubmitContactFormResponse,
} from '@specify/contracts';
import { CaptchaUnavailableError, issuesChallenges } from '../../captcha';
import { contactSubmissions } from '../../db/schema';
import { ActionError, defineAction, type Action } from '../action';

/** A local arithmetic challenge; only when the site is not configured for reCAPTCHA. */
const getCaptchaChallenge = defineAction(
  'contact/getCaptchaChallenge',
  async (_body, context): Promise<CaptchaChallengeResponse> => {
    const verifier = context.captcha;
    if (!issuesChallenges(verifier))
      throw new ActionError(
        404,
        'error.captcha.remote',
        'This site verifies with reCAPTCHA: there is no local challenge.',
      );
    return verifier.issue();
  },
);

/** Storefront §4: validate, then captcha, then store. */
const submitContactForm = defineAction(
  'contact/submitContactForm',
  async (body, context): Promise<SubmitContactFormResponse> => {
    const errors = validateContactForm(body.formData, context.market, body.recaptchaValue);
    const { recaptchaValue: captchaError, ...fieldErrors } = errors;
    const messages = Object.values(fieldErrors);
    if (messages.length > 0)
      throw new ActionError(400, 'error.contact.invalid', messages.join(' '));
    if (captchaError || !body.recaptchaValue)
      throw new ActionError(400, 'error.contact.captcha', CONTACT_MESSAGES.captcha);

    let verified: boolean;
    try {
      verified = await context.captcha.verify(body.recaptchaValue, context.request.ip);
    } catch (error) {
      if (!(error instanceof CaptchaUnavailableError)) throw error;
      context.request.log.error(error);
      throw new ActionError(503, 'error.contact.unavailable', CONTACT_MESSAGES.technical);
    }
    if (!verified) throw new ActionError(400, 'error.contact.captcha', CONTACT_MESSAGES.captcha);

    await context.db.insert(contactSubmissions).values({
      market: context.market,
      formData: contactSubmission(body.formData, context.market),
      createdAt: context.now(),
    });
    return { isError: false, message: CONTACT_MESSAGES.success };
  },
);

/** The contact actions; the captcha verifier is the services' (tests build Services with their own). */
export const contactActions: Action[] = [getCaptchaChallenge, submitContactForm];
