import {
  DISCOUNT_CODE_INVALID,
  NO_INTERNET_MESSAGE,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@specify/contracts';
import { PROFILE_MESSAGES } from '@specify/contracts/account/profile';
import type { RuleMessage } from '../../lib/form-rules';
import enAU from '../en-AU.messages.json';

// The rules give keys and the catalogue words them; en-AU says what the spec (and so the
// platform, which answers with the contracts' English) says, word for word.
const RULE_MESSAGES = [
  'error.auth.wrong',
  'error.auth.wrong.details',
  'error.auth.email.wrong',
  'error.auth.password.wrong',
  'error.password.notConfirmed',
] as const satisfies readonly RuleMessage[];

it.each(RULE_MESSAGES)('en-AU words %s as storefront §5 does', (key: ValidationMessageKey) => {
  expect(enAU[key as RuleMessage]).toBe(VALIDATION_MESSAGES[key]);
});

it('en-AU words the profile, discount and offline messages as the contracts do', () => {
  expect({
    role: enAU['profile.error.role'],
    phoneRequired: enAU['profile.error.phoneRequired'],
    phonePattern: enAU['profile.error.phonePattern'],
    success: enAU['profile.saved'],
    failure: enAU['error.generic'],
  }).toEqual(PROFILE_MESSAGES);
  expect(enAU['discount.invalid']).toBe(DISCOUNT_CODE_INVALID);
  expect(enAU['error.offline']).toBe(NO_INTERNET_MESSAGE);
});
