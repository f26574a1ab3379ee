import { useEffect } from 'react';
import { navigateTo } from '@specify/ui';

/** Sends the page to `to` in place of the current entry, so Back does not return to it. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigateTo(to, { replace: true }), [to]);
  return null;
}
