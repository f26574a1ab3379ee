import type { EventBus, Market } from '@specify/contracts';
import { href } from '@specify/contracts';

/** A visitor who reaches for a project feature is asked to sign in, then brought back here. */
export function requestSignIn(bus: EventBus) {
  bus.publish('auth:login-requested', {
    returnTo: `${window.location.pathname}${window.location.search}`,
  });
}

export const PROFILE_PROMPT = 'Please complete your company profile to add products to a project.';

/** A user without company details is prompted to complete the profile (spec §4, §6). */
export function promptProfileCompletion(bus: EventBus, market: Market) {
  bus.publish('toast:show', {
    message: PROFILE_PROMPT,
    tone: 'info',
    action: { label: 'Complete profile', href: href('companyRegistration', market) },
  });
}
