import type { BuilderProps } from '../../../lib/builder-props';

/** Placeholder: the dashboard is being built (issue 15). */
export function Dashboard(_props: BuilderProps) {
  return <h1>My Specifications</h1>;
}
