import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { ActionCallError, href, type Project } from '@specify/contracts';
import { Button, ButtonLink, Spinner, navigateTo, usePageLocation } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import type { BuilderProps } from '../../../lib/builder-props';
import type {
  ProjectDetailsTabProps,
  ProjectTabProps,
  WizardMode,
  WizardTab,
} from '../../../lib/project-tab';
import { useProject } from '../api/get-project';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { wizardEntryState, wizardTabOf } from '../model/wizard-entry';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { WizardTabs } from './wizard-tabs';
import '../wizard.css';

export type { WizardMode } from '../../../lib/project-tab';

export interface WizardProps extends BuilderProps {
  mode: WizardMode;
  projectId?: string;
  /** The screens of the tabs, composed by the route (features do not import each other). */
  renderTab1: (props: ProjectDetailsTabProps) => ReactNode;
  renderTab2: (props: ProjectTabProps) => ReactNode;
  renderTab3: (props: ProjectTabProps) => ReactNode;
  /** Tab 4 comes with the summary pages (issue 16); until then the tab says so. */
  renderTab4: (props: ProjectTabProps) => ReactNode;
}

/** Where the user asked to go while changes were unsaved: a tab, or a link out of the wizard. */
type Target = { tab: WizardTab; focus: boolean } | { href: string };

const TAB_LABELS = {
  1: 'wizard.tab.details',
  2: 'wizard.tab.add',
  3: 'wizard.tab.view',
  4: 'wizard.tab.preview',
} as const;

/** The newest of the copies the wizard holds: a write's answer, the read. */
function newest(...copies: (Project | undefined)[]): Project | undefined {
  let best: Project | undefined;
  for (const copy of copies) if (copy && (!best || copy.version > best.version)) best = copy;
  return best;
}

/**
 * The Project Builder wizard (project-builder.md §2 "Wizard"): create, edit?projectId and
 * view?projectId over four tabs (Project details, Add products, View products, Preview), tabs 2 to
 * 4 disabled until the project exists. The wizard holds the project; each tab's screen shows it,
 * reports the server's answers and registers unsaved changes, which are asked about (save or
 * discard) before another tab or a link is followed, and prompted by the browser on unload. The
 * create route remembers its tab and project in local storage.
 */
export function Wizard({
  mode,
  projectId,
  renderTab1,
  renderTab2,
  renderTab3,
  renderTab4,
  ...builder
}: WizardProps) {
  const { market } = builder;
  const t = useMessages();
  const actionMessage = useActionMessage();
  const base = useId();
  const location = usePageLocation();
  const read = useProject(projectId);
  const [written, setWritten] = useState<Project>();
  const gone =
    read.error instanceof ActionCallError && read.error.code === 'error.project.notFound';
  const project = newest(written, read.data);
  // A link opens edit on tab 1 and view on tab 3 (§2); a reload, or Back, returns to the tab the
  // history entry was left on.
  const [tab, setTab] = useState<WizardTab>(
    () => wizardTabOf(location.state) ?? (mode === 'view' ? 3 : 1),
  );
  const shownTab: WizardTab = project ? tab : 1;

  // Once saved, a new project is the project being edited: its URL becomes edit?projectId (so a
  // reload, a bookmark or a copied link opens it) and the title Edit Project, without the wizard
  // starting again (root.tsx keeps it). The entry's state keeps the tab for a reload.
  useEffect(() => {
    if (!project) return;
    const entry = wizardEntryState(location.state, shownTab, mode === 'create');
    if (mode === 'create') {
      navigateTo(href('projectEdit', market, undefined, { projectId: project.id }), {
        replace: true,
        state: entry,
      });
    } else if (wizardTabOf(location.state) !== shownTab) {
      navigateTo(`${location.pathname}${location.search}${location.hash}`, {
        replace: true,
        state: entry,
      });
    }
  }, [mode, market, project, shownTab, location]);

  const unsaved = useRef<(() => Promise<boolean>) | null>(null);
  const [hasUnsaved, setHasUnsaved] = useState(false);
  const setUnsaved = useCallback((save: (() => Promise<boolean>) | null) => {
    unsaved.current = save;
    setHasUnsaved(save !== null);
  }, []);
  const [asking, setAsking] = useState<Target | null>(null);
  const [saving, setSaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // A tab opened by its screen (Save & Continue) takes focus to its heading, as the control that
  // was pressed is gone with the screen it was on. A screen still loading (tab 2's product search
  // arrives on demand) leaves focus on the panel until its heading renders.
  useEffect(() => {
    const host = panel.current;
    if (focusRequest === 0 || !host) return undefined;
    const focusHeading = () => {
      const heading = host.querySelector<HTMLElement>('h2');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return undefined;
    if (!host.hasAttribute('tabindex')) host.tabIndex = -1;
    host.focus();
    const observer = new MutationObserver(() => {
      // Only while the person has not moved on from the panel.
      if (document.activeElement !== host || focusHeading()) observer.disconnect();
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [focusRequest]);

  const go = useCallback((target: Target) => {
    if ('href' in target) {
      navigateToUrl(target.href);
      return;
    }
    setTab(target.tab);
    if (target.focus) setFocusRequest((count) => count + 1);
  }, []);
  const request = useCallback(
    (target: Target) => {
      if (unsaved.current) setAsking(target);
      else go(target);
    },
    [go],
  );
  const goToTab = useCallback((next: WizardTab) => request({ tab: next, focus: true }), [request]);
  useLeaveGuard(hasUnsaved, (link) => request({ href: link }), t('wizard.unsaved.prompt'));

  async function saveAndContinue() {
    const target = asking;
    const save = unsaved.current;
    if (!target) return;
    setSaving(true);
    const saved = save ? await save().catch(() => false) : true;
    setSaving(false);
    setAsking(null);
    if (!saved) return;
    setUnsaved(null);
    go(target);
  }
  function discard() {
    const target = asking;
    setAsking(null);
    setUnsaved(null);
    if (target) go(target);
  }

  const title = t(
    mode === 'create'
      ? 'wizard.title.create'
      : mode === 'edit'
        ? 'wizard.title.edit'
        : 'wizard.title.view',
  );
  // The tab names the project once there is one: "Edit Project: Harbour House | Specify".
  useDocumentMeta(
    pageTitle(project?.projectName ? `${title}: ${project.projectName}` : title),
    undefined,
  );
  const onProjectChange = useCallback((next: Project) => setWritten(next), []);
  const common = {
    ...builder,
    onProjectChange,
    readOnly: mode === 'view',
    goToTab,
    setUnsaved,
  };

  function body(): ReactNode {
    if (project || mode === 'create') return null;
    if (projectId && !read.error) return <Spinner label={t('wizard.loading')} />;
    return (
      <div className="builder-wizard__problem">
        <p role="alert">
          {projectId && read.error ? actionMessage(read.error) : t('wizard.noProject')}
        </p>
        <div className="builder-wizard__actions">
          {projectId && !gone && (
            <Button variant="secondary" busy={read.isValidating} onClick={() => void read.mutate()}>
              {t('wizard.retry')}
            </Button>
          )}
          <ButtonLink
            href={href('projectDashboard', market)}
            variant="secondary"
            onClick={navigateToUrl}
          >
            {t('wizard.backToProjects')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const waiting = body();
  const tabProps = project ? { ...common, project } : undefined;
  /** The selected tab's screen; tabs 2 and 3 head their screens themselves. */
  function screen(): ReactNode {
    if (shownTab === 1 || !tabProps)
      return (
        <>
          <h2 className="builder-wizard__heading">{t('wizard.tab.details')}</h2>
          {renderTab1({ ...common, mode, project })}
        </>
      );
    if (shownTab === 2) return renderTab2(tabProps);
    if (shownTab === 3) return renderTab3(tabProps);
    return renderTab4(tabProps);
  }

  return (
    <section className="builder-wizard" aria-labelledby={`${base}-title`}>
      <h1 id={`${base}-title`} className="builder-wizard__title">
        {title}
      </h1>
      {waiting ?? (
        <WizardTabs
          label={t('wizard.steps')}
          selected={shownTab}
          tabs={([1, 2, 3, 4] as const).map((step) => ({
            tab: step,
            label: t(TAB_LABELS[step]),
            disabled: step > 1 && !project,
          }))}
          onSelect={(step) => request({ tab: step, focus: false })}
          panelRef={panel}
        >
          {screen()}
        </WizardTabs>
      )}
      <UnsavedChangesDialog
        open={asking !== null}
        saving={saving}
        onSave={() => void saveAndContinue()}
        onDiscard={discard}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
