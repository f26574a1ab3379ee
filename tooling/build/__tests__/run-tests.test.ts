import { execFileSync } from 'node:child_process';
import { cpuMsOf } from '../run-tests.cjs';

describe("a stage's CPU time, from the shell's `times`", () => {
  it("adds the user and system time of the stage's processes (the second line)", () => {
    expect(cpuMsOf('0m0.010s 0m0.002s\n1m2.500s 0m10.250s\n')).toBe(72_750);
  });

  it("reads what this machine's shell prints after a child that used the CPU", () => {
    const output = execFileSync(
      '/bin/sh',
      ['-c', 'node -e "const end = Date.now() + 300; while (Date.now() < end) {}"; times'],
      { encoding: 'utf8' },
    );
    expect(cpuMsOf(output)).toBeGreaterThanOrEqual(250);
  });

  it('is unknown when the output is not what `times` prints', () => {
    expect(cpuMsOf('')).toBeUndefined();
    expect(cpuMsOf('0m0.01s 0m0.00s\n')).toBeUndefined();
  });
});
