import type { ReactNode } from 'react';
import { usePageLocation } from '@specify/ui';

/**
 * The page a navigation lands on, in a test: `children` while the URL's path is `path` (or, with
 * `not`, while it is anything else).
 */
export function ShowAtPath({
  path,
  not = false,
  children,
}: {
  path: string;
  not?: boolean;
  children: ReactNode;
}) {
  const { pathname } = usePageLocation();
  return (pathname === path) !== not ? children : null;
}
