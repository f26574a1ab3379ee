import { BuilderLayout } from '../lib/builder-layout';
import type { BuilderProps } from '../lib/builder-props';
import { Dashboard } from '../features/dashboard/components/dashboard';

/** `/{locale}/project-builder/`: My Specifications (project-builder.md §2 "Dashboard and lists"). */
export function DashboardPage(props: BuilderProps) {
  return (
    <BuilderLayout {...props} current="projects">
      <Dashboard {...props} />
    </BuilderLayout>
  );
}
