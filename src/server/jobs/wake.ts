/**
 * A nudge to the job worker, so a fresh consult is delivered without waiting for the next poll.
 * Features call `wakeJobs()` after committing a job; the composition root (server/runtime.ts) says
 * what waking means. Held on globalThis because Next loads instrumentation and routes as separate
 * bundles.
 */
type Waker = { wake?: () => void };
const waker: Waker = ((globalThis as Record<string, unknown>).__familyLawJobWaker ??= {}) as Waker;

export function setJobWaker(wake: (() => void) | undefined): void {
  waker.wake = wake;
}

export function wakeJobs(): void {
  waker.wake?.();
}
