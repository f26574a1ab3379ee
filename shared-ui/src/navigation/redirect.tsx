import { useEffect } from 'react';
import { navigateTo } from './page-location';

/**
 * Sends the page to `to` in place of the current entry once rendered, so Back does not return to
 * it (react-router's `<Navigate replace>` for a remote without a router).
 */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigateTo(to, { replace: true }), [to]);
  return null;
}
