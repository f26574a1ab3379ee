/**
 * The dashboard's date filter (project-builder.md §5 "Date filter"): the start may not be after
 * today, the end may not be before the start, and choosing a start after the end clears the end.
 * Dates are calendar days (yyyy-mm-dd, as a date input holds them); the range sent runs from the
 * start of the first day to the end of the last, in the user's time zone.
 */

export interface DateRange {
  startDate?: string;
  endDate?: string;
}

export type DateRangeError = 'startAfterToday' | 'endBeforeStart';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar date: ${day}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as a calendar date, in the user's time zone. */
export function today(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function startOfDayIso(day: string): string {
  const [year, month, date] = parts(day);
  return new Date(year, month, date, 0, 0, 0, 0).toISOString();
}

export function endOfDayIso(day: string): string {
  const [year, month, date] = parts(day);
  return new Date(year, month, date, 23, 59, 59, 999).toISOString();
}

/** Chooses (or clears, with '') the start; refused after today; a start after the end clears it. */
export function withStart(
  range: DateRange,
  startDate: string,
  now: Date = new Date(),
): { range: DateRange; error?: DateRangeError } {
  if (!startDate) return { range: { ...range, startDate: undefined } };
  if (startDate > today(now)) return { range, error: 'startAfterToday' };
  const endDate = range.endDate && startDate > range.endDate ? undefined : range.endDate;
  return { range: { startDate, endDate } };
}

/** Chooses (or clears, with '') the end; refused before the start. */
export function withEnd(
  range: DateRange,
  endDate: string,
): { range: DateRange; error?: DateRangeError } {
  if (!endDate) return { range: { ...range, endDate: undefined } };
  if (range.startDate && endDate < range.startDate) return { range, error: 'endBeforeStart' };
  return { range: { ...range, endDate } };
}
