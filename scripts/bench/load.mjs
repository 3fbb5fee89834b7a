// Load over loopback with autocannon: 10 connections for BENCH_SECONDS (default 10) after a
// one-second warm-up, summarised as requests/s, p50 and p99 latency, non-2xx answers, errors and
// the mean bytes of a response (headers included).
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon appends every response body to a string (decoding it as UTF-8) in case a check wants
// it; the bench checks none. For a 14 KB compressed page that caps the client near 3,000 requests/s
// and takes a processor from the server under test, so the bodies are dropped unread.
createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js').prototype.addBody = () => {};

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** What a browser sends for a page: an HTML document, compressed. */
export const pageHeaders = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** Loads one URL; `warmUp: false` skips the warm-up (for requests that write). */
export async function load({ warmUp = true, ...options }) {
  const settings = { connections: 10, duration: seconds, ...options };
  if (warmUp) await autocannon({ ...settings, duration: 1 });
  const result = await autocannon(settings);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** Every answer a 2xx, none failed. */
export function clean(result) {
  return result.non2xx === 0 && result.errors === 0;
}
