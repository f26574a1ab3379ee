const mockBootEvaluated = jest.fn();
jest.mock('../../bootstrap', () => {
  mockBootEvaluated();
  return {};
});

describe('the shell entry', () => {
  afterEach(() => jest.useRealTimers());

  it("evaluates the boot's modules in a task after its own, not in the same one", async () => {
    jest.useFakeTimers();
    await import('../../index');
    // The rest of the entry's task (its microtasks) does not evaluate them.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(mockBootEvaluated).not.toHaveBeenCalled();

    await jest.runOnlyPendingTimersAsync();
    expect(mockBootEvaluated).toHaveBeenCalledTimes(1);
  });
});
