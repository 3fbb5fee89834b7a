// How `npm start` runs the server, in one place (issue 17, goal 5; decision 028). The bench starts
// the server the same way, and a test keeps package.json's start script equal to `startScript`.
// - A young generation of 8 MB semi-spaces instead of 16: the bench's peak 410 → 377 MB at the same
//   throughput.
// - Two malloc arenas instead of eight per processor: the threads that compress, hash and read files
//   stop keeping arenas of their own (by hand, after the same loads: 401 → 373 MB).
// Both must be set before Node starts, so they cannot live in scripts/start.mjs, which sets the
// old generation's schedule itself (HEAP_GROWING_PERCENT).

/** Flags for `node` ahead of scripts/start.mjs. */
export const serverNodeFlags = ['--max-semi-space-size=8'];

/** Environment the server starts with, unless the operator set it. */
export const serverEnv = { MALLOC_ARENA_MAX: '2' };

/** package.json's `start`. `exec`: the shell npm runs it in becomes the server, so npm's signals reach it. */
export const startScript = `${Object.entries(serverEnv)
  .map(([name, value]) => `${name}=\${${name}:-${value}}`)
  .join(' ')} exec node ${serverNodeFlags.join(' ')} scripts/start.mjs`;
