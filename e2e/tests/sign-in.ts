import { expect, type Page } from '@playwright/test';

/** Signs a dev account in through the account action, as the sign-in modal would. */
export async function signIn(page: Page, email: string) {
  await page.goto('/au');
  // Any action call issues the CSRF cookie; the page's own calls may not have landed yet.
  expect((await page.request.get('/action/account/getAccount')).ok()).toBe(true);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'specify_csrf')?.value;
  const response = await page.request.post('/action/account/login', {
    headers: { 'x-csrf-token': csrf ?? '' },
    data: { email, password: Buffer.from('Specify#2026').toString('base64'), remember: false },
  });
  expect(response.ok()).toBe(true);
}
