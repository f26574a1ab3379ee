// Types of process-cpu.cjs for the tests written in TypeScript.
export interface CpuMeter {
  track(pid: number): void;
  stop(pid: number): number;
  close(): void;
}
export declare function createCpuMeter(options?: { intervalMs?: number }): CpuMeter;
export declare function machineCpu(): { busyMs: number; totalMs: number } | undefined;
