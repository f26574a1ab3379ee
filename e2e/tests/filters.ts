import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A listing's filter panel beside the results (on a wide screen). */
export const filters = (page: Page, title = 'Products') =>
  page.getByRole('complementary', { name: title });

/**
 * Opens a filter group past the first few, which start closed (mf-catalogue OPEN_GROUPS), as a
 * visitor does; returns the group.
 */
export async function openGroup(page: Page, name: string, title = 'Products') {
  const group = filters(page, title).getByRole('group', { name });
  const toggle = group.getByRole('button', { name });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return group;
}
