import { randomUUID } from 'node:crypto';
import { link, open, rename, stat, unlink } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { RegistryError } from './registry-error';

export interface LockOptions {
  /** A lock older than this was left by a writer that died; it is taken over. */
  staleMs: number;
  /** How long a writer waits for a live lock before giving up. */
  timeoutMs: number;
  /** How often a waiting writer tries again. */
  retryMs: number;
}

/** A read-modify-write of one environment file takes milliseconds; these leave ample margin. */
export const DEFAULT_LOCK_OPTIONS: LockOptions = {
  staleMs: 30_000,
  timeoutMs: 10_000,
  retryMs: 25,
};

function errorCode(error: unknown): unknown {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

async function isStale(file: string, staleMs: number): Promise<boolean> {
  try {
    return Date.now() - (await stat(file)).mtimeMs > staleMs;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false; // released meanwhile: just try again
    throw error;
  }
}

/**
 * Removes a dead writer's lock. It is moved aside first, so of two writers that both saw it stale
 * only one removes it; if what was moved turns out to be a fresh lock (taken between the check and
 * the move), it is put back.
 */
async function breakStaleLock(lockFile: string, staleMs: number): Promise<void> {
  const aside = `${lockFile}.${randomUUID()}.stale`;
  try {
    await rename(lockFile, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (!(await isStale(aside, staleMs))) {
    await link(aside, lockFile).catch((error: unknown) => {
      if (errorCode(error) !== 'EEXIST') throw error;
    });
  }
  await unlink(aside);
}

/**
 * Runs `critical` while holding `lockFile`, created with O_EXCL so that one writer at a time, in
 * this process or another, gets past this point.
 */
export async function withFileLock<T>(
  lockFile: string,
  critical: () => Promise<T>,
  options: LockOptions = DEFAULT_LOCK_OPTIONS,
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    if (await isStale(lockFile, options.staleMs)) {
      await breakStaleLock(lockFile, options.staleMs);
      continue;
    }
    if (Date.now() >= deadline) {
      throw new RegistryError(
        `${lockFile} is held by another release command. Try again when it finishes, or delete the file if no release is running.`,
      );
    }
    await sleep(options.retryMs);
  }
  try {
    return await critical();
  } finally {
    await unlink(lockFile);
  }
}
