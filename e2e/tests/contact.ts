import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The contact page's form. */
export const contactForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: 'Send us a message' }) });

/**
 * Fills the contact form as a person does, passes its security check and sends it, which the
 * page confirms.
 */
export async function sendContactMessage(form: Locator, options: { state?: string } = {}) {
  await form.getByLabel('Name').fill('Sam Builder');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Purpose of Enquiry').selectOption('General');
  if (options.state) await form.getByLabel('State (optional)').selectOption(options.state);
  await form.getByLabel('Message').fill('Lead times for Luna mixers?');
  await form.getByRole('checkbox', { name: /I agree to the/ }).check();
  // The self-hosted ALTCHA check: ticking the box runs a real proof of work in a worker,
  // against the challenge the platform signed, and the platform verifies it.
  const check = form.getByRole('group', { name: 'Security check' });
  // Its label, as a person clicks it (the drawn box lies over the native checkbox).
  await check.getByText("I'm not a robot", { exact: true }).click();
  await expect(check.getByText('Verified')).toBeVisible({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Your query has been submitted.')).toBeVisible();
}
