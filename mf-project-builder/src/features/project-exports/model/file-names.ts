/** The BIM files of a project are saved as one zip of this name (project-builder.md §9). */
export const BIM_ZIP_NAME = 'files.zip';

const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A date as ddmmyyyy in the user's own calendar day, for export file names (§9). */
export function ddmmyyyy(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`;
}

/**
 * The project's name as a file name: as typed (the form already refuses the blocked characters),
 * without what a file system or the PDF service refuses (slashes, quotes, control characters).
 */
export function fileBaseName(projectName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const base = projectName.replace(/[/\\"\u0000-\u001f]/g, '').trim();
  return base.slice(0, 100) || 'project';
}

/** `{project}_{ddmmyyyy}.xlsx` (§9). */
export function excelFileName(projectName: string, today: Date): string {
  return `${fileBaseName(projectName)}_${ddmmyyyy(today)}.xlsx`;
}

/** `{project}_{ddmmyyyy}.csv` (§9). */
export function csvFileName(projectName: string, today: Date): string {
  return `${fileBaseName(projectName)}_${ddmmyyyy(today)}.csv`;
}

/** Letters and digits from the platform's random source, never Math.random. */
export function randomCharacters(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  return Array.from(bytes, (byte) => RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length]).join('');
}

/** `{project}_summary_{4 random chars}.pdf` (§9): a second save does not overwrite the first. */
export function pdfFileName(projectName: string, random: string = randomCharacters(4)): string {
  return `${fileBaseName(projectName)}_summary_${random}.pdf`;
}
