import type { MountProps, RouteName } from '@specify/contracts';
import { RemoteRouter, RemoteRoutes } from '@specify/ui';

const TITLES: Partial<Record<RouteName, string>> = {
  projectDashboard: 'My Specifications',
  projectCreate: 'Create Project',
  projectEdit: 'Edit Project',
  projectView: 'View Project',
  projectShareSummary: 'Project summary',
};

export function ProjectBuilderRoot({ market }: MountProps) {
  return (
    <RemoteRouter>
      <RemoteRoutes remote="mf-project-builder" fallbackMarket={market} titles={TITLES} />
    </RemoteRouter>
  );
}
