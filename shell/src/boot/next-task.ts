interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task, so the browser can paint and answer input between the boot's steps: the
 * modules' evaluation, the chrome's render and the first region's mount were one task of 500 ms
 * on a phone-speed CPU (4x slowdown), every tap meanwhile waiting. `scheduler.yield` continues
 * ahead of other queued work where the browser has it; elsewhere a timer ends the task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
