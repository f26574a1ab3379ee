import {
  CONTACT_MESSAGES,
  captchaFailedMessage,
  contactSubmission,
  validateContactForm,
  type CaptchaChallengeResponse,
  type SubmitContactFormResponse,
} from '@specify/contracts';
import { CaptchaUnavailableError } from '../../captcha';
import { contactSubmissions } from '../../db/schema';
import { defineAction, type Action } from '../action';
import { PlatformError } from '../../kernel/platform-error';

/** What the page's captcha widget needs: a signed ALTCHA challenge, or reCAPTCHA's site key. */
const getCaptchaChallenge = defineAction(
  'contact/getCaptchaChallenge',
  (_body, context): Promise<CaptchaChallengeResponse> => context.captcha.challenge(),
);

/** Storefront §4: validate, then captcha, then store. */
const submitContactForm = defineAction(
  'contact/submitContactForm',
  async (body, context): Promise<SubmitContactFormResponse> => {
    const failed = captchaFailedMessage(context.captcha.kind);
    const errors = validateContactForm(body.formData, context.market, {
      kind: context.captcha.kind,
      value: body.recaptchaValue,
    });
    const { recaptchaValue: captchaError, ...fieldErrors } = errors;
    const messages = Object.values(fieldErrors);
    if (messages.length > 0)
      throw new PlatformError(400, 'error.contact.invalid', messages.join(' '));
    if (captchaError || !body.recaptchaValue)
      throw new PlatformError(400, 'error.contact.captcha', failed);

    let verified: boolean;
    try {
      verified = await context.captcha.verify(body.recaptchaValue, context.request.ip);
    } catch (error) {
      if (!(error instanceof CaptchaUnavailableError)) throw error;
      context.request.log.error(error);
      throw new PlatformError(503, 'error.contact.unavailable', CONTACT_MESSAGES.technical);
    }
    if (!verified) throw new PlatformError(400, 'error.contact.captcha', failed);

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
