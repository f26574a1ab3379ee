import * as v from 'valibot';
// By package name, not path: a remote that imports this module takes the core from the shell's
// shared copy instead of bundling these files again.
import { CONTACT_MESSAGES, NO_BODY, boundedText } from '@specify/contracts';
import { reads, writes } from './action-spec';

/** The contact form's schemas; its rules, which the form runs too, are ./contact-rules.ts. */

/** A ceiling above every field limit: longer text is a malformed body, not a form mistake. */
const FIELD_CEILING = 1000;
const field = v.optional(boundedText(FIELD_CEILING));

export const contactFormDataSchema = v.object({
  First_Name: field,
  Purpose_of_Enquiry: field,
  Email: field,
  Occupation: field,
  Preferred_Contact_Method: field,
  Street_Address: field,
  Message: field,
  Phone: field,
  State: field,
  Country: field,
  ProjectType: field,
  Site_Source: field,
  Privacy_Consent: v.optional(v.boolean()),
});
export type ContactFormData = v.InferOutput<typeof contactFormDataSchema>;
export type ContactField = keyof ContactFormData;

export const submitContactFormRequestSchema = v.object({
  formData: contactFormDataSchema,
  /** The captcha answer: a reCAPTCHA token, or `challenge:answer` for the local challenge. */
  recaptchaValue: v.nullish(boundedText(4000)),
});
export type SubmitContactFormRequest = v.InferInput<typeof submitContactFormRequestSchema>;

export const submitContactFormResponseSchema = v.object({
  isError: v.literal(false),
  message: v.literal(CONTACT_MESSAGES.success),
});
export type SubmitContactFormResponse = v.InferOutput<typeof submitContactFormResponseSchema>;

export const captchaChallengeResponseSchema = v.object({
  /** Opaque and signed; send back `${challenge}:${answer}` as recaptchaValue. */
  challenge: v.string(),
  question: v.string(),
});
export type CaptchaChallengeResponse = v.InferOutput<typeof captchaChallengeResponseSchema>;

/** The contact form's actions. */
export const CONTACT_ACTIONS = {
  'contact/getCaptchaChallenge': reads(
    NO_BODY,
    captchaChallengeResponseSchema,
    'error.captcha.remote',
  ),
  'contact/submitContactForm': writes(
    submitContactFormRequestSchema,
    submitContactFormResponseSchema,
    'error.contact.invalid',
    'error.contact.captcha',
    'error.contact.unavailable',
  ),
} as const;
