// Lighthouse 12's mobile preset (simulated slow 4G, mid-range phone) in Debian's Chromium: the
// median of BENCH_LIGHTHOUSE_RUNS runs (default 3) per page, metric by metric.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function withChromium(debugPort, run) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`http://127.0.0.1:${debugPort}/json/version`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return await run();
  } finally {
    chromium.kill('SIGTERM');
    await new Promise((resolve) => chromium.once('exit', resolve));
    // Chromium's helper processes may still write into the profile for a moment after it exits
    // (ENOTEMPTY once, which ended a finished run before its summary): retried, then only reported.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`[bench] could not remove Chromium's profile ${profile}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

async function audit(lighthouse, debugPort, url) {
  const { lhr } = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const value = (key) => lhr.audits[key]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Scores for each [name, url]: a Map from name to the median of each metric over the runs. The
 * runs go round the pages in turn, so a burst of other work on the machine spreads over them.
 */
export async function lighthouseMedians(debugPort, pages) {
  const { default: lighthouse } = await import('lighthouse');
  const runs = new Map(pages.map(([name]) => [name, []]));
  await withChromium(debugPort, async () => {
    for (let round = 0; round < lighthouseRuns; round++) {
      for (const [name, url] of pages) runs.get(name).push(await audit(lighthouse, debugPort, url));
    }
  });
  const medians = new Map();
  for (const [name, results] of runs) {
    const metrics = Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]);
    medians.set(name, Object.fromEntries(metrics));
  }
  return medians;
}
