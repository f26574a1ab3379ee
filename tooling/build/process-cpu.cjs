// The CPU time of process trees, sampled from /proc: what a stage of `npm test` cost the machine,
// whatever ran beside it. The shell's `times` cannot say: it counts only the descendants their
// parents waited for, and a browser's renderers or a server's children are ended, not waited for.
const fs = require('node:fs');

/** A Linux clock tick (USER_HZ) in ms. */
const TICK_MS = 10;

/** pid, parent pid, CPU ticks (user + system) and start time of each process now running. */
function readProcesses() {
  const processes = [];
  let entries;
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Ended since the listing.
    }
    // The command name, in parentheses, may hold spaces: the fields follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    processes.push({
      pid: Number(entry),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      key: `${entry}:${fields[19]}`,
    });
  }
  return processes;
}

/**
 * Samples every `intervalMs`. `track(pid)` starts counting the tree under `pid`: every process
 * seen below it while sampled belongs to it for good, even once its parent is gone. `stop(pid)`
 * returns the tree's CPU time in ms. What a process spends after the last sample before it ends
 * is missed (at most one interval's worth each), so short-lived processes count for less.
 */
function createCpuMeter({ intervalMs = 1_000 } = {}) {
  /** process key -> { ticks, root } */
  const seen = new Map();
  const roots = new Set();

  function sample() {
    const processes = readProcesses();
    const byPid = new Map(processes.map((process) => [process.pid, process]));
    const rootOf = (process, depth = 0) => {
      if (roots.has(process.pid)) return process.pid;
      const known = seen.get(process.key);
      if (known) return known.root;
      const parent = byPid.get(process.ppid);
      return parent && depth < 64 ? rootOf(parent, depth + 1) : undefined;
    };
    for (const process of processes) {
      const root = rootOf(process);
      if (root === undefined) continue;
      const entry = seen.get(process.key);
      if (entry) entry.ticks = process.ticks;
      else seen.set(process.key, { ticks: process.ticks, root });
    }
  }

  const timer = setInterval(sample, intervalMs);
  timer.unref();

  return {
    track(pid) {
      roots.add(pid);
      sample();
    },
    stop(pid) {
      sample();
      roots.delete(pid);
      let ticks = 0;
      for (const [key, entry] of seen) {
        if (entry.root !== pid) continue;
        ticks += entry.ticks;
        seen.delete(key);
      }
      return ticks * TICK_MS;
    },
    close() {
      clearInterval(timer);
    },
  };
}

/** The machine's CPU time so far, busy and in all, in ms over all cores (/proc/stat's "cpu" line). */
function machineCpu() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busyMs: busy * TICK_MS, totalMs: (busy + idle + iowait) * TICK_MS };
  } catch {
    return undefined;
  }
}

module.exports = { createCpuMeter, machineCpu };
