import { appendFile, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createRegistry } from '../registry';
import { scratchRegistry, type ScratchRegistry } from './registry-fixture';

let scratch: ScratchRegistry;

const historyFile = () => join(scratch.root, 'registry', 'environments', 'local.history.jsonl');
/** The entries without their times, which the tests check for order separately. */
const withoutTimes = (entries: Array<{ at: string }>) =>
  entries.map(({ at: _at, ...rest }) => rest);

beforeEach(async () => {
  scratch = await scratchRegistry();
});
afterEach(() => rm(scratch.root, { recursive: true, force: true }));

describe('release history', () => {
  it('records every publish, promotion, canary change, finish and rollback with who and why, in order', async () => {
    const { registry, publish } = scratch;
    const a = await publish('mf-content', 'a', { actor: 'alice' });
    const b = await publish('mf-content', 'b', { actor: 'alice' });
    const c = await publish('mf-content', 'c', { actor: 'bob' });
    await registry.promote('mf-content', a, 'local', { actor: 'alice' });
    await registry.promote('mf-content', b, 'local', { actor: 'bob', canaryShare: 10 });
    await registry.promote('mf-content', b, 'local', { actor: 'bob', canaryShare: 25 });
    await registry.rollbackCanary('mf-content', 'local', b, {
      actor: 'auto',
      reason: 'failure rate 40% against 1%',
    });
    await registry.promote('mf-content', c, 'local', { actor: 'carol', canaryShare: 50 });
    await registry.finishCanary('mf-content', 'local', { actor: 'carol' });
    await registry.rollback('mf-content', 'local', { actor: 'dan', reason: 'search broke' });
    await registry.promote('mf-content', b, 'local');

    const history = await registry.history('local', 'mf-content');
    expect(withoutTimes(history)).toEqual([
      { actor: 'alice', action: 'publish', remote: 'mf-content', version: a },
      { actor: 'alice', action: 'publish', remote: 'mf-content', version: b },
      { actor: 'bob', action: 'publish', remote: 'mf-content', version: c },
      { actor: 'alice', action: 'promote', remote: 'mf-content', version: a },
      { actor: 'bob', action: 'canary', remote: 'mf-content', version: b, from: a, share: 10 },
      { actor: 'bob', action: 'canary', remote: 'mf-content', version: b, from: a, share: 25 },
      {
        actor: 'auto',
        action: 'canary-rollback',
        remote: 'mf-content',
        version: a,
        from: b,
        share: 25,
        reason: 'failure rate 40% against 1%',
      },
      { actor: 'carol', action: 'canary', remote: 'mf-content', version: c, from: a, share: 50 },
      { actor: 'carol', action: 'finish', remote: 'mf-content', version: c, from: a },
      {
        actor: 'dan',
        action: 'rollback',
        remote: 'mf-content',
        version: a,
        from: c,
        reason: 'search broke',
      },
      { actor: 'unknown', action: 'promote', remote: 'mf-content', version: b, from: a },
    ]);
    const times = history.map((entry) => entry.at);
    expect(times.every((at) => new Date(at).toISOString() === at)).toBe(true);
    expect([...times].sort()).toEqual(times);
  });

  it('orders publishes and environment changes by time, whichever file they are in', async () => {
    // Only the clock is fake: the file lock's retries still need real timers.
    const timers = ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate'] as const;
    jest.useFakeTimers({ doNotFake: [...timers, 'nextTick', 'queueMicrotask'] });
    jest.setSystemTime(new Date('2030-01-01T10:00:00.000Z'));
    try {
      const { registry, publish } = scratch;
      const a = await publish('mf-content', 'a');
      jest.advanceTimersByTime(1000);
      await registry.promote('mf-content', a, 'local');
      jest.advanceTimersByTime(1000);
      const b = await publish('mf-content', 'b');
      jest.advanceTimersByTime(1000);
      await registry.promote('mf-content', b, 'local');

      const history = await registry.history('local', 'mf-content');
      expect(history.map((e) => `${e.at} ${e.action} ${e.version}`)).toEqual([
        `2030-01-01T10:00:00.000Z publish ${a}`,
        `2030-01-01T10:00:01.000Z promote ${a}`,
        `2030-01-01T10:00:02.000Z publish ${b}`,
        `2030-01-01T10:00:03.000Z promote ${b}`,
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('records a canary replacing another as coming from that canary', async () => {
    const { registry, publish } = scratch;
    const [a, b, c] = [
      await publish('mf-content', 'a'),
      await publish('mf-content', 'b'),
      await publish('mf-content', 'c'),
    ];
    await registry.promote('mf-content', a, 'local');
    await registry.promote('mf-content', b, 'local', { canaryShare: 10 });
    await registry.promote('mf-content', c, 'local', { canaryShare: 10 });
    expect((await registry.history('local', 'mf-content')).at(-1)).toMatchObject({
      action: 'canary',
      version: c,
      from: b,
    });
  });

  it('shows one remote or the whole environment; other environments keep their own', async () => {
    const { registry, publish } = scratch;
    const content = await publish('mf-content', 'a');
    const product = await publish('mf-product', 'a');
    await registry.createEnvironment('staging', { contracts: '0.1.0', ui: '0.1.0' });
    await registry.promote('mf-content', content, 'local');
    await registry.promote('mf-product', product, 'local');
    await registry.promote('mf-content', content, 'staging');

    const contentOnly = await registry.history('local', 'mf-content');
    expect(contentOnly.map((e) => `${e.action} ${e.remote}`)).toEqual([
      'publish mf-content',
      'promote mf-content',
    ]);
    const everything = await registry.history('local');
    expect(everything.map((e) => `${e.action} ${e.remote}`).sort()).toEqual([
      'promote mf-content',
      'promote mf-product',
      'publish mf-content',
      'publish mf-product',
    ]);
    const staging = await registry.history('staging');
    expect(staging.filter((e) => e.action !== 'publish')).toHaveLength(1);
  });

  it('records nothing for a promotion that changes nothing, or one that is refused', async () => {
    const { registry, publish } = scratch;
    const a = await publish('mf-content', 'a');
    await registry.promote('mf-content', a, 'local');
    await registry.promote('mf-content', a, 'local');
    await expect(registry.rollback('mf-content', 'local')).rejects.toThrow('no earlier version');
    const lines = (await readFile(historyFile(), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).action)).toEqual(['promote']);
  });

  it('keeps appending one JSON line per change when several handles write at once', async () => {
    const { registry, publish } = scratch;
    const versions = [];
    for (const label of ['a', 'b', 'c', 'd']) versions.push(await publish('mf-content', label));
    const other = createRegistry(registry.root);
    await Promise.all(
      versions.map((version, index) =>
        (index % 2 ? other : registry).promote('mf-content', version, 'local', {
          actor: `writer-${index}`,
        }),
      ),
    );
    const lines = (await readFile(historyFile(), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).actor).sort()).toEqual([
      'writer-0',
      'writer-1',
      'writer-2',
      'writer-3',
    ]);
  });

  it('skips a partial last line left by a writer that died', async () => {
    const { registry, publish } = scratch;
    const a = await publish('mf-content', 'a');
    await registry.promote('mf-content', a, 'local');
    await appendFile(historyFile(), '{"at":"2030-01-01T00:00:00.000Z","act');
    expect((await registry.history('local', 'mf-content')).map((e) => e.action)).toEqual([
      'publish',
      'promote',
    ]);
  });

  it.each([
    ['an actor with a control character', { actor: 'eve\u001b[2J' }],
    ['an actor too long', { actor: 'x'.repeat(65) }],
    ['a reason on two lines', { reason: 'one\ntwo' }],
    ['a reason too long', { reason: 'x'.repeat(501) }],
  ])('refuses %s and changes nothing', async (_case, options) => {
    const { registry, publish } = scratch;
    const a = await publish('mf-content', 'a');
    const b = await publish('mf-content', 'b');
    await registry.promote('mf-content', a, 'local');
    await registry.promote('mf-content', b, 'local');
    const before = await readFile(historyFile(), 'utf8');
    await expect(registry.rollback('mf-content', 'local', options)).rejects.toThrow(
      'without control characters',
    );
    expect(await readFile(historyFile(), 'utf8')).toBe(before);
    expect((await registry.readEnvironment('local')).remotes['mf-content']?.version).toBe(b);
  });

  it('refuses the history of an environment that does not exist', async () => {
    await expect(scratch.registry.history('stagign')).rejects.toThrow(
      'Environment "stagign" does not exist',
    );
  });
});
