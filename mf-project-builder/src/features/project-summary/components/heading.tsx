import type { HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A heading at a level worked out from where the summary sits: the summary heads tab 4 at level 2
 * and the shared page at level 1, and its rooms and items follow on below.
 */
export function Heading({
  level,
  ...rest
}: { level: number } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${Math.min(6, Math.max(1, level)) as HeadingLevel}` as const;
  return <Tag {...rest} />;
}
