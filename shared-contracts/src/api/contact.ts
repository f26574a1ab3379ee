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
  /** The captcha answer: the ALTCHA widget's payload, or a reCAPTCHA token. */
  recaptchaValue: v.nullish(boundedText(4000)),
});
export type SubmitContactFormRequest = v.InferInput<typeof submitContactFormRequestSchema>;

export const submitContactFormResponseSchema = v.object({
  isError: v.literal(false),
  message: v.literal(CONTACT_MESSAGES.success),
});
export type SubmitContactFormResponse = v.InferOutput<typeof submitContactFormResponseSchema>;

/** An ALTCHA proof-of-work challenge (altcha-lib's `Challenge`), signed by the server. */
export const altchaChallengeSchema = v.object({
  parameters: v.object({
    algorithm: v.string(),
    nonce: v.string(),
    salt: v.string(),
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: v.string(),
    keySignature: v.optional(v.string()),
    expiresAt: v.optional(v.number()),
  }),
  signature: v.optional(v.string()),
});
export type AltchaChallenge = v.InferOutput<typeof altchaChallengeSchema>;

/**
 * How this site checks the contact form: the self-hosted ALTCHA widget with a signed challenge
 * (the default), or Google reCAPTCHA when the site has its keys. Either way the form sends the
 * widget's answer as recaptchaValue.
 */
export const captchaChallengeResponseSchema = v.variant('kind', [
  v.object({ kind: v.literal('altcha'), challenge: altchaChallengeSchema }),
  v.object({ kind: v.literal('recaptcha'), siteKey: v.string() }),
]);
export type CaptchaChallengeResponse = v.InferOutput<typeof captchaChallengeResponseSchema>;

/** The contact form's actions. */
export const CONTACT_ACTIONS = {
  'contact/getCaptchaChallenge': reads(NO_BODY, captchaChallengeResponseSchema),
  'contact/submitContactForm': writes(
    submitContactFormRequestSchema,
    submitContactFormResponseSchema,
    'error.contact.invalid',
    'error.contact.captcha',
    'error.contact.unavailable',
  ),
} as const;
