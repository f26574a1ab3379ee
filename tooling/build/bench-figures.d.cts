// Types of bench-figures.cjs for the benches written in TypeScript.
export declare const FIGURES_FILE: string;
/** Keeps one measured figure of this run under its key in tooling/bench-figures.json. */
export declare function recordFigure(key: string, value: number, file?: string): void;
export declare function readFigures(file?: string): Map<string, number>;
export declare function clearFigures(file?: string): void;
export interface BenchRow {
  key: string;
  label: string;
  unit: string;
  before: number | null;
  goal: number;
  budget: number;
  higherIsBetter?: boolean;
}
export declare function summarise(
  table: { rows: BenchRow[] },
  figures: Map<string, number>,
): { ok: boolean; lines: string[] };
