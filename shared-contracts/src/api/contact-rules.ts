import type { Market } from '../markets';
import { MARKET_COUNTRIES, MARKET_DEFINITIONS } from '../markets';
import { EMAIL_PATTERN } from '../validation';
import type { ContactField, ContactFormData } from './contact';

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
  /** reCAPTCHA's (storefront §5); ALTCHA's own below, since its widget never says reCaptcha. */
  captcha: 'reCaptcha verification failed. Please try again',
  altcha: "Please tick \u201cI'm not a robot\u201d and wait for the check, then send again.",
  technical: 'We are experiencing technical issues. Please try again later.',
  success: 'Your query has been submitted.',
} as const;

export type ContactFormErrors = Partial<Record<ContactField | 'recaptchaValue', string>>;

/** The captcha a site uses: contact/getCaptchaChallenge's `kind`. */
export type CaptchaKind = 'altcha' | 'recaptcha';

/** What the form says when the captcha is missing or fails, worded for the captcha in use. */
export function captchaFailedMessage(kind: CaptchaKind): string {
  return kind === 'recaptcha' ? CONTACT_MESSAGES.captcha : CONTACT_MESSAGES.altcha;
}

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
  captcha: { kind: CaptchaKind; value?: string | null },
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
  if (!captcha.value?.trim()) errors.recaptchaValue = captchaFailedMessage(captcha.kind);
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
