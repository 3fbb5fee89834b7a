import type { Db } from '../db/client';
import { runDueJobs, type JobHandler } from './queue';

/**
 * Polls the outbox in the server process. `wake()` runs it at once after a request enqueues a
 * job; the poll catches retries that come due and jobs other processes wrote.
 */
export type Worker = { wake: () => void; stop: () => Promise<void>; idle: () => Promise<void> };

export function startWorker(
  getDb: () => Promise<Db>,
  handlers: Record<string, JobHandler>,
  options: { pollMs?: number; wakeDelayMs?: number; baseBackoffMs?: number; onError?: (error: unknown) => void } = {},
): Worker {
  const pollMs = options.pollMs ?? 1_000;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let soon: ReturnType<typeof setTimeout> | null = null;

  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runDueJobs(await getDb(), handlers, { baseBackoffMs: options.baseBackoffMs });
        } catch (error) {
          options.onError?.(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  void tick();

  return {
    // A short delay gathers the jobs of a burst of requests into one claim.
    wake: () => {
      soon ??= setTimeout(() => {
        soon = null;
        void tick();
      }, options.wakeDelayMs ?? 50);
    },
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      while (running) await running;
    },
  };
}
