import { BrowserRouter } from 'react-router-dom';
import type { MountProps, RouteName } from '@specify/contracts';
import { RemoteRoutes } from '@specify/ui';

const TITLES: Partial<Record<RouteName, string>> = {
  projectDashboard: 'My Specifications',
  projectCreate: 'Create Project',
  projectEdit: 'Edit Project',
  projectView: 'View Project',
  projectShareSummary: 'Project summary',
};

export function ProjectBuilderRoot({ market }: MountProps) {
  return (
    <BrowserRouter>
      <RemoteRoutes remote="mf-project-builder" fallbackMarket={market} titles={TITLES} />
    </BrowserRouter>
  );
}
