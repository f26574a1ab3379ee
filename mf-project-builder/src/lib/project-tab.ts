import type { Project } from '@specify/contracts';
import type { BuilderProps } from './builder-props';

/** The wizard's tabs (project-builder.md §2 "Wizard"): 1 details, 2 add, 3 view, 4 preview. */
export type WizardTab = 1 | 2 | 3 | 4;

/**
 * What the wizard gives the screen of tab 2 (add products) and tab 3 (view products). The wizard
 * owns the project; a tab shows it and reports every change the server answered with.
 */
export interface ProjectTabProps extends BuilderProps {
  project: Project;
  /** The project as the server answered a write; the wizard keeps it (and its version). */
  onProjectChange: (project: Project) => void;
  /** View mode: nothing on the tab changes the project. */
  readOnly: boolean;
  goToTab: (tab: WizardTab) => void;
  /**
   * A tab with unsaved edits registers how to save them (tab 3's quantities are saved on Save &
   * Continue); null once nothing is unsaved. The wizard asks before leaving (the unsaved-changes
   * modal: Save and continue runs `save`, which answers whether it saved).
   */
  setUnsaved: (save: (() => Promise<boolean>) | null) => void;
}

/** create, edit?projectId or view?projectId (project-builder.md §2). */
export type WizardMode = 'create' | 'edit' | 'view';

/**
 * What the wizard gives the screen of tab 1 (project details). Unlike tabs 2 and 3 it comes before
 * the project: `project` is undefined until the first save creates it.
 */
export interface ProjectDetailsTabProps extends Omit<ProjectTabProps, 'project'> {
  mode: WizardMode;
  project: Project | undefined;
}
