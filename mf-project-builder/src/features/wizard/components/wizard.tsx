import type { BuilderProps } from '../../../lib/builder-props';

export type WizardMode = 'create' | 'edit' | 'view';

/** Placeholder: the wizard is being built (issue 15). */
export function Wizard(_props: BuilderProps & { mode: WizardMode; projectId?: string }) {
  return <h1>Create Project</h1>;
}
