/**
 * The 'Show BIM files on PDF' choice, also kept per project in session storage (project-builder.md
 * §4 "PDF toggles"): while the tab's session lasts it wins over the saved one.
 */
export const bimChoiceKey = (projectId: string) =>
  `specify:project-builder:summary-bim:${projectId}`;

export function readBimChoice(projectId: string): boolean | undefined {
  try {
    const stored = window.sessionStorage.getItem(bimChoiceKey(projectId));
    return stored === 'true' ? true : stored === 'false' ? false : undefined;
  } catch {
    // Storage can be refused (private modes); the saved choice applies then.
    return undefined;
  }
}

export function writeBimChoice(projectId: string, show: boolean) {
  try {
    window.sessionStorage.setItem(bimChoiceKey(projectId), String(show));
  } catch {
    // As above: without storage the choice lasts as long as the page.
  }
}
