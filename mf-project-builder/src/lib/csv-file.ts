import Papa from 'papaparse';

/**
 * Every CSV this remote writes for a person to open (the project export, the SKU upload's error
 * file): a header row and the rows, with each cell a spreadsheet would run as a formula (starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return) neutralised. The one place a CSV is made,
 * so no file is written without it. (The SKU list posted to the platform is data, not a file for a
 * spreadsheet: it keeps its cells as they are.)
 */
export function csvFile(
  fields: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: true },
  );
}
