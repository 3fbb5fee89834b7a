/**
 * next/server in integration tests: the real module, except after(), which needs a Next request;
 * here the work it defers runs once the caller's own code has returned.
 */
export * from 'next/server.js';

export function after(task: () => unknown): void {
  void Promise.resolve().then(task);
}
