import type { EventBus, Market } from '@specify/contracts';
import { href } from '@specify/contracts';

/** A visitor who reaches for a project feature is asked to sign in, then brought back here. */
export function requestSignIn(bus: EventBus, { view }: { view?: 'sign-in' | 'sign-up' } = {}) {
  bus.publish('auth:login-requested', {
    returnTo: `${window.location.pathname}${window.location.search}`,
    ...(view ? { view } : {}),
  });
}

export const PROFILE_PROMPT = 'Please complete your company profile to add products to a project.';

/**
 * A user without company details is prompted to complete the profile (storefront §4, §6): a toast
 * with a link to the company registration page, in the remote's words.
 */
export function promptProfileCompletion(
  bus: EventBus,
  market: Market,
  words: { message: string; action: string } = {
    message: PROFILE_PROMPT,
    action: 'Complete profile',
  },
) {
  bus.publish('toast:show', {
    message: words.message,
    tone: 'info',
    action: { label: words.action, href: href('companyRegistration', market) },
  });
}
