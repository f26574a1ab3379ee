import { matchRoute, type MountProps } from '@specify/contracts';
import { usePageLocation, useSession } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { MessagesProvider } from './i18n/messages';
import type { BuilderProps } from './lib/builder-props';
import { SignedInOnly } from './lib/guards';
import { DashboardPage } from './routes/dashboard-page';
import { ShareSummaryPage } from './routes/share-summary-page';
import { cameFromCreate } from './features/wizard/model/wizard-entry';
import { WizardPage } from './routes/wizard-page';
import './project-builder.css';

function BuilderScreens({ market, bus, session: initialSession, config }: MountProps) {
  const location = usePageLocation();
  const session = useSession(initialSession, bus);
  const route = matchRoute(location.pathname, market);
  if (!route || route.owner !== 'mf-project-builder') return null;
  const props: BuilderProps = { market: route.market, bus, session, config };
  const projectId = new URLSearchParams(location.search).get('projectId') ?? undefined;
  switch (route.name) {
    case 'projectDashboard':
      // Visitors see the dashboard's sign-in prompt; a user without a first name is sent on.
      return session.status === 'anonymous' ? (
        <DashboardPage {...props} />
      ) : (
        <SignedInOnly session={session} market={route.market}>
          <DashboardPage {...props} />
        </SignedInOnly>
      );
    case 'projectCreate':
    case 'projectEdit':
    case 'projectView':
      return (
        <SignedInOnly session={session} market={route.market}>
          <WizardPage
            // A new project's URL turns into edit?projectId once saved: the same wizard goes on.
            key={
              cameFromCreate(location.state) ? 'projectCreate:' : `${route.name}:${projectId ?? ''}`
            }
            {...props}
            mode={
              route.name === 'projectCreate'
                ? 'create'
                : route.name === 'projectEdit'
                  ? 'edit'
                  : 'view'
            }
            projectId={route.name === 'projectCreate' ? undefined : projectId}
          />
        </SignedInOnly>
      );
    case 'projectShareSummary':
      return <ShareSummaryPage {...props} />;
    default:
      return null;
  }
}

export function ProjectBuilderRoot(props: MountProps) {
  return (
    <MessagesProvider market={props.market}>
      <ActionProvider market={props.market}>
        <BuilderScreens {...props} />
      </ActionProvider>
    </MessagesProvider>
  );
}
