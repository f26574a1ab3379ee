import { appendFile, readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { REMOTES } from '@specify/contracts';
import { RegistryError } from './registry-error';

/**
 * What a history line records. `version` is what the affected sessions run after the action and
 * `from` what they ran before: for `canary` the replaced canary or else the stable version, for
 * `finish` the stable version the canary replaced, for `canary-rollback` the dropped canary.
 */
export const HISTORY_ACTIONS = [
  'publish',
  'promote',
  'canary',
  'finish',
  'rollback',
  'canary-rollback',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const historyEntrySchema = v.object({
  at: v.string(),
  /** The CLI user, `auto` for the platform's automatic rollback, `unknown` when none was given. */
  actor: v.string(),
  action: v.picklist(HISTORY_ACTIONS),
  remote: v.picklist(REMOTES),
  version: v.optional(v.string()),
  from: v.optional(v.string()),
  share: v.optional(v.number()),
  reason: v.optional(v.string()),
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

export const UNKNOWN_ACTOR = 'unknown';
const MAX_ACTOR_LENGTH = 64;
const MAX_REASON_LENGTH = 500;
// History is printed to terminals: a control character (an ANSI escape) could rewrite what is shown.
const CONTROL_CHARACTER = /\p{Cc}/u;

function assertPrintable(what: string, text: string, maxLength: number): void {
  if (text.length > maxLength || CONTROL_CHARACTER.test(text)) {
    throw new RegistryError(
      `The ${what} must be at most ${maxLength} characters on one line, without control characters.`,
    );
  }
}

/** The actor to record: checked, or `unknown` when none was given. */
export function historyActor(actor: string | undefined): string {
  const name = actor?.trim() || UNKNOWN_ACTOR;
  assertPrintable('actor', name, MAX_ACTOR_LENGTH);
  return name;
}

/** The reason to record, checked; an empty one is left out. */
export function historyReason(reason: string | undefined): string | undefined {
  const text = reason?.trim();
  if (!text) return undefined;
  assertPrintable('reason', text, MAX_REASON_LENGTH);
  return text;
}

/** One write per entry, with O_APPEND: concurrent appenders never interleave within a line. */
export async function appendHistory(file: string, entry: HistoryEntry): Promise<void> {
  await appendFile(file, `${JSON.stringify(entry)}\n`);
}

/**
 * The entries of one history file, oldest first; none if it does not exist yet. A line that is not
 * an entry (a writer that died mid-append leaves a partial one) is skipped rather than hiding the
 * rest of the history.
 */
export async function readHistory(file: string): Promise<HistoryEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: HistoryEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue;
    }
    const result = v.safeParse(historyEntrySchema, parsed);
    if (result.success) entries.push(result.output);
  }
  return entries;
}

/** Merges histories into time order; entries with the same time keep the order they were given. */
export function inTimeOrder(...histories: HistoryEntry[][]): HistoryEntry[] {
  return histories.flat().sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
