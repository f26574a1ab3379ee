// node:test, since jest ignores everything under e2e/ (the Playwright suites live there).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  heaviestScripts,
  interactionToNextPaint,
  timeToInteractive,
  totalBlockingTime,
} from '../lab-vitals';

describe('totalBlockingTime', () => {
  it('counts only the part of each long task beyond 50 ms inside FCP..TTI', () => {
    const tasks = [
      { start: 1000, end: 1060 },
      { start: 2000, end: 2100 },
      { start: 2300, end: 2450 },
      { start: 2600, end: 2800 },
    ];
    assert.equal(totalBlockingTime(1500, 2500, tasks), 150);
  });

  it('clips a task to the window before taking its 50 ms off, as Lighthouse does', () => {
    assert.equal(totalBlockingTime(150, 300, [{ start: 100, end: 200 }]), 0);
    assert.equal(totalBlockingTime(150, 300, [{ start: 100, end: 260 }]), 60);
  });
});

describe('timeToInteractive', () => {
  const lateTask = [{ start: 3000, end: 3200 }];

  it('is FCP when nothing blocks the main thread or the network', () => {
    assert.equal(timeToInteractive(1000, [], [], 6000), 1000);
  });

  it('is the end of the last long task before 5 s of quiet', () => {
    assert.equal(timeToInteractive(1000, lateTask, [], 8200), 3200);
  });

  it('is unknown until the quiet window has been seen whole', () => {
    assert.equal(timeToInteractive(1000, lateTask, [], 8100), undefined);
  });

  it('waits for the network to have at most two requests in flight for those 5 s', () => {
    const three = [1, 2, 3].map(() => ({ start: 3200, end: 6000 }));
    assert.equal(timeToInteractive(1000, lateTask, three, 10_000), undefined);
    assert.equal(timeToInteractive(1000, lateTask, three, 11_000), 3200);
    assert.equal(timeToInteractive(1000, lateTask, three.slice(1), 8200), 3200);
  });
});

describe('interactionToNextPaint', () => {
  it('is the slowest interaction, or 0 when none reached the 16 ms floor', () => {
    assert.equal(interactionToNextPaint({ 7: 40, 9: 180, 12: 96 }), 180);
    assert.equal(interactionToNextPaint({}), 0);
  });
});

describe('heaviestScripts', () => {
  const script = (url: string, fn: string, duration: number) => ({
    url,
    fn,
    invoker: 'x',
    duration,
  });
  it('sums each script and function over the long frames, longest first, without the origin', () => {
    const frames = [
      {
        start: 0,
        duration: 120,
        blocking: 70,
        scripts: [
          script('http://localhost:3000/shell/main.js', 'render', 60),
          script('http://localhost:3000/remotes/a.js', 'mount', 30),
        ],
      },
      {
        start: 200,
        duration: 90,
        blocking: 40,
        scripts: [script('http://localhost:3000/shell/main.js', 'render', 50)],
      },
    ];
    assert.deepEqual(heaviestScripts(frames, 1), [
      { script: '/shell/main.js render', duration: 110 },
    ]);
  });
});
