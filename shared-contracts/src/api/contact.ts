import * as v from 'valibot';
// By package name, not path: a remote that imports this module (the contact form) takes the core
// from the shell's shared copy instead of bundling these files again.
import {
  EMAIL_PATTERN,
  MARKET_COUNTRIES,
  MARKET_DEFINITIONS,
  NO_BODY,
  boundedText,
  type Market,
} from '@specify/contracts';
import { reads, writes } from './action-spec';

/**
 * The contact enquiry form (storefront §3 "Contact form", §5, §8, §9). The form and the server run
 * the same rules, so a message shown in the browser is the one the server answers with.
 */

export const CONTACT_PURPOSES = [
  { value: 'General', label: 'General Enquiry' },
  { value: 'Warranty', label: 'Warranty Enquiry' },
  { value: 'Project', label: 'Project Enquiry' },
] as const;
export type ContactPurpose = (typeof CONTACT_PURPOSES)[number]['value'];

export const CONTACT_PREFERRED_METHODS = ['Email', 'Mail', 'Phone', 'Mobile'] as const;
export const CONTACT_OCCUPATIONS = [
  'Homeowner - Building Renovating',
  'Builder',
  'Developer',
  'Plumber',
  'Hydraulic Consultant',
  'Architect',
  'Designer',
  'Plumbing Merchant',
] as const;
export const CONTACT_PROJECT_TYPES = [
  'Aged Care',
  'Hospital & Healthcare',
  'Multi-residential',
  'New build',
  'Offices',
  'Education',
  'Retail & Hospitality',
  'Entertainment',
  'Transport',
  'Government & Defense',
] as const;
/** Offered on au only; the State dropdown is hidden on nz. */
export const CONTACT_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'NT', 'TAS'] as const;
/** Country is the market's country. */
export const CONTACT_COUNTRIES = MARKET_COUNTRIES;
/** The fixed site-source value every submission carries. */
export const CONTACT_SITE_SOURCE = 'Specify website';

export const CONTACT_LIMITS = {
  First_Name: 50,
  Email: 100,
  Phone: 12,
  Street_Address: 250,
  Message: 300,
} as const;

export const CONTACT_MESSAGES = {
  firstName: 'Please enter a valid first name.',
  purpose: 'Purpose of enquiry is required.',
  projectType: 'Project type is required.',
  emailRequired: 'Email is required.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  streetAddress: `Street address must be at most ${CONTACT_LIMITS.Street_Address} characters.`,
  message: 'Description is required.',
  occupation: 'Please choose an occupation from the list.',
  preferredContactMethod: 'Please choose a contact method from the list.',
  state: 'Please choose a state from the list.',
  country: 'Please choose a country from the list.',
  privacyConsent: 'Please check the box if you want to proceed',
  captcha: 'reCaptcha verification failed. Please try again',
  technical: 'We are experiencing technical issues. Please try again later.',
  success: 'Your query has been submitted.',
} as const;

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

export type ContactFormErrors = Partial<Record<ContactField | 'recaptchaValue', string>>;

const PHONE_PATTERN = /^\d{1,12}$/;

function oneOf(list: readonly string[], value: string): boolean {
  return value === '' || list.includes(value);
}

/**
 * The form's rules (storefront §5), one message per failing field; an empty object means valid.
 * The captcha is checked for presence only; the server verifies it afterwards.
 */
export function validateContactForm(
  formData: ContactFormData,
  market: Market,
  recaptchaValue?: string | null,
): ContactFormErrors {
  const text = (name: Exclude<ContactField, 'Privacy_Consent'>) => (formData[name] ?? '').trim();
  const errors: ContactFormErrors = {};

  const firstName = text('First_Name');
  if (!firstName || firstName.length > CONTACT_LIMITS.First_Name)
    errors.First_Name = CONTACT_MESSAGES.firstName;

  const purpose = text('Purpose_of_Enquiry');
  if (!CONTACT_PURPOSES.some((option) => option.value === purpose))
    errors.Purpose_of_Enquiry = CONTACT_MESSAGES.purpose;
  if (
    purpose === 'Project' &&
    !(CONTACT_PROJECT_TYPES as readonly string[]).includes(text('ProjectType'))
  )
    errors.ProjectType = CONTACT_MESSAGES.projectType;

  const email = text('Email');
  if (!email) errors.Email = CONTACT_MESSAGES.emailRequired;
  else if (email.length > CONTACT_LIMITS.Email || !EMAIL_PATTERN.test(email))
    errors.Email = CONTACT_MESSAGES.email;

  const phone = text('Phone');
  if (phone && !PHONE_PATTERN.test(phone)) errors.Phone = CONTACT_MESSAGES.phone;

  if (text('Street_Address').length > CONTACT_LIMITS.Street_Address)
    errors.Street_Address = CONTACT_MESSAGES.streetAddress;

  const message = text('Message');
  if (!message || message.length > CONTACT_LIMITS.Message)
    errors.Message = CONTACT_MESSAGES.message;

  if (!oneOf(CONTACT_OCCUPATIONS, text('Occupation')))
    errors.Occupation = CONTACT_MESSAGES.occupation;
  if (!oneOf(CONTACT_PREFERRED_METHODS, text('Preferred_Contact_Method')))
    errors.Preferred_Contact_Method = CONTACT_MESSAGES.preferredContactMethod;
  if (market === 'au' && !oneOf(CONTACT_STATES, text('State')))
    errors.State = CONTACT_MESSAGES.state;
  if (!oneOf(CONTACT_COUNTRIES, text('Country'))) errors.Country = CONTACT_MESSAGES.country;

  if (formData.Privacy_Consent !== true) errors.Privacy_Consent = CONTACT_MESSAGES.privacyConsent;
  if (!recaptchaValue?.trim()) errors.recaptchaValue = CONTACT_MESSAGES.captcha;
  return errors;
}

/**
 * What is sent and stored for a valid form: trimmed values, Country from the market, State only on
 * au, ProjectType only for project enquiries, and the fixed site source.
 */
export function contactSubmission(
  formData: ContactFormData,
  market: Market,
): Record<string, string> {
  const text = (name: Exclude<ContactField, 'Privacy_Consent'>) => (formData[name] ?? '').trim();
  const purpose = text('Purpose_of_Enquiry');
  return {
    First_Name: text('First_Name'),
    Purpose_of_Enquiry: purpose,
    Email: text('Email'),
    Occupation: text('Occupation'),
    Preferred_Contact_Method: text('Preferred_Contact_Method'),
    Street_Address: text('Street_Address'),
    Message: text('Message'),
    Phone: text('Phone'),
    State: market === 'au' ? text('State') : '',
    Country: MARKET_DEFINITIONS[market].country,
    ...(purpose === 'Project' ? { ProjectType: text('ProjectType') } : {}),
    Site_Source: CONTACT_SITE_SOURCE,
    Privacy_Consent: 'true',
  };
}

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
