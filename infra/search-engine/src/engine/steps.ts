/**
 * Index builds in steps. A build is a generator that yields between steps of a few thousand
 * documents; `runSteps` runs one at once, `runInSlices` gives the caller's event loop a turn
 * between slices of steps, so a server rebuilding a 100k-record index keeps answering meanwhile.
 */

/** Documents read in one step. */
export const STEP_DOCUMENTS = 4096;

/** Whether a build has reached the end of a step after reading document `doc`. */
export function isStepEnd(doc: number): boolean {
  return doc % STEP_DOCUMENTS === STEP_DOCUMENTS - 1;
}

/** Marks a build that its caller will run in steps. */
export const STEPPED = Symbol('stepped');

/** Runs a build's steps at once and returns what it built. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

export interface SliceOptions {
  /** How long a slice of steps may run before the event loop gets a turn; 20 ms by default. */
  sliceMs?: number;
  /** Gives other work a turn: a macrotask by default. */
  pause?: () => Promise<void>;
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs a build's steps in slices of `sliceMs`, pausing between slices, and returns what it built. */
export async function runInSlices<T>(
  steps: Generator<void, T>,
  { sliceMs = 20, pause = macrotask }: SliceOptions = {},
): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
}
