// What one page weighs: its HTML (uncompressed), the inline React Server Component payload in it,
// and the JavaScript it downloads.
import zlib from 'node:zlib';
import { pageHeaders } from './load.mjs';

/**
 * The inline RSC payload: the text inside the page's `self.__next_f.push(…)` scripts, in bytes.
 * It repeats what the HTML shows, in the form React needs to hydrate.
 */
function rscPayloadBytes(html) {
  const push = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*)\)$/;
  let bytes = 0;
  for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const argument = push.exec(script)?.[1];
    if (argument) bytes += Buffer.byteLength(argument);
  }
  return bytes;
}

/**
 * The JavaScript a first visit downloads: every script the HTML names, raw and gzipped. Scripts
 * marked `nomodule` (Next's polyfills for browsers without ES modules, about 39 KB gzipped) are
 * left out: every browser the site supports skips them.
 */
async function javascriptBytes(html, pageUrl) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]));
  const sources = [...new Set(tags.map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const bytes = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes).length;
  }
  return { scripts: sources.length, raw, gzip };
}

/** { htmlBytes, rscBytes, js: { scripts, raw, gzip } } of the page at `url`. */
export async function pageWeight(url) {
  const response = await fetch(url, { headers: pageHeaders });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const html = body.toString('utf8');
  return { htmlBytes: body.length, rscBytes: rscPayloadBytes(html), js: await javascriptBytes(html, url) };
}
