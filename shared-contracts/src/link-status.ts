import { VALIDATION_MESSAGES } from './validation';

/**
 * The link-status parameters verification and reset links come back with (storefront §2 "Query
 * flags", §8). Any page reads them, shows the notice, and takes them out of the address.
 */
export const LINK_STATUS_PARAMS = [
  'code',
  'success',
  'message',
  'supportSignUp',
  'error_description',
] as const;

export const LINK_STATUS_MESSAGES = {
  success: 'Your email has been verified. You can sign in now.',
  invalid: 'This link is not valid any more. Please ask for a new one.',
} as const;

export interface LinkStatusNotice {
  tone: 'success' | 'error';
  message: string;
  /** supportSignUp=true: offer the sign-in/sign-up dialog too. */
  offerSignIn: boolean;
}

/**
 * The notice for a URL's link-status parameters, or undefined when it has none. Only known
 * messages are shown: text from the address is never displayed, so a crafted link cannot make
 * the site say what it likes.
 */
export function linkStatusNotice(params: URLSearchParams): LinkStatusNotice | undefined {
  if (!LINK_STATUS_PARAMS.some((name) => params.has(name))) return undefined;
  const offerSignIn = params.get('supportSignUp') === 'true';
  const said = `${params.get('error_description') ?? ''} ${params.get('message') ?? ''}`;
  if (/can be used only once/i.test(said))
    return { tone: 'error', message: VALIDATION_MESSAGES['error.link.already.used'], offerSignIn };
  if (/access expired/i.test(said))
    return { tone: 'error', message: VALIDATION_MESSAGES['error.link.expired'], offerSignIn };
  if (params.get('success') === 'true')
    return { tone: 'success', message: LINK_STATUS_MESSAGES.success, offerSignIn };
  return { tone: 'error', message: LINK_STATUS_MESSAGES.invalid, offerSignIn };
}

/** The search string without the link-status parameters ('' when nothing is left). */
export function withoutLinkStatus(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of LINK_STATUS_PARAMS) rest.delete(name);
  const search = rest.toString();
  return search ? `?${search}` : '';
}
