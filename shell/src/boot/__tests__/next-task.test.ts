import { nextTask } from '../next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('ends the task with a timer where the browser has no scheduler.yield', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const next = nextTask().then(() => {
      resumed = true;
    });
    // Microtasks alone (the rest of this task) do not resume it.
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await next;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    jest.useFakeTimers();
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
