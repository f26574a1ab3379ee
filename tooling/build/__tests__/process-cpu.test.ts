import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createCpuMeter, machineCpu } from '../process-cpu.cjs';

/**
 * Node code that uses `ms` of CPU time, user and system together, then idles `idleMs` (so a sample
 * sees the total). The loop's own clock reads are system time, more of it on a busy machine: a
 * loop that counted user time alone ran on through them (CI: 4.3 s for two processes of 0.6 s).
 */
const burn = (ms: number, idleMs: number) =>
  `const end = ${ms} * 1000; const used = () => { const { user, system } = process.cpuUsage(); return user + system; }; while (used() < end) {} setTimeout(() => {}, ${idleMs});`;

describe('the CPU time of a process tree, sampled from /proc', () => {
  it('counts the whole tree: a child and a grandchild whose parent never waits for it', async () => {
    const meter = createCpuMeter({ intervalMs: 100 });
    // The grandchild is started in the background and the shell exits without waiting for it.
    const child = spawn(
      '/bin/sh',
      ['-c', `node -e "${burn(600, 800)}" & node -e "${burn(600, 800)}"; sleep 0.5`],
      { stdio: 'ignore' },
    );
    meter.track(child.pid!);
    await once(child, 'exit');
    const cpuMs = meter.stop(child.pid!);
    meter.close();
    expect(cpuMs).toBeGreaterThanOrEqual(1_100);
    // Two processes that each used about 0.6 s (their start-up included), not the whole machine.
    expect(cpuMs).toBeLessThan(4_000);
  });

  it('leaves out what ran beside the tree', async () => {
    const meter = createCpuMeter({ intervalMs: 100 });
    const beside = spawn('node', ['-e', burn(500, 300)], { stdio: 'ignore' });
    // Listened for at once: on a busy machine it may exit before the tree does, and an 'exit'
    // listened for after it fired is never heard.
    const besideExited = once(beside, 'exit');
    const child = spawn('/bin/sh', ['-c', 'sleep 0.8'], { stdio: 'ignore' });
    meter.track(child.pid!);
    await once(child, 'exit');
    expect(meter.stop(child.pid!)).toBeLessThan(200);
    meter.close();
    await besideExited;
  });

  it("reads the machine's busy and total CPU time, the total at least the busy", () => {
    const cpu = machineCpu();
    expect(cpu).toBeDefined();
    expect(cpu!.totalMs).toBeGreaterThanOrEqual(cpu!.busyMs);
    expect(cpu!.busyMs).toBeGreaterThan(0);
  });
});
