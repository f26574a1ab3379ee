// mf-project-builder's first paint (@specify/contracts/composition/first-paint): no markup (its
// pages are a signed-in person's), only the title of the pages with a fixed name, in the words
// the page's tab uses, so the page the platform serves is named before any script runs. Built for
// Node into the release (webpack.config.cjs); never part of the browser's bundles.
import type { RouteName } from '@specify/contracts';
import type { RenderFirstPaint } from '@specify/contracts/composition/first-paint';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { messagesOf, type MessageId } from '../i18n/messages';

/** The pages' names: the messages each page sets its tab from (features/dashboard, features/wizard). */
const PROJECT_PAGE_NAMES = {
  projectDashboard: 'dashboard.title',
  projectCreate: 'wizard.title.create',
  projectEdit: 'wizard.title.edit',
  projectView: 'wizard.title.view',
} as const satisfies Partial<Record<RouteName, MessageId>>;

export const renderFirstPaint: RenderFirstPaint = async ({ route, market }) => {
  if (!(route in PROJECT_PAGE_NAMES)) return undefined;
  const name = PROJECT_PAGE_NAMES[route as keyof typeof PROJECT_PAGE_NAMES];
  return { title: pageTitle(messagesOf(market)(name)) };
};
