// Issue 17's public templates, each resolved at run time to a real address of the demo content:
// fixed paths (src/lib/routes.ts), items from /sitemap.xml, and a question and a community post
// from their lists' links. BENCH_PAGES=home,talk-post,… selects templates by name.
import { pageHeaders } from './load.mjs';

/** Items of the sitemap (percent-encoded paths), whatever origin the build wrote into it. */
async function sitemapPaths(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The first link on a page whose href matches the pattern. */
async function firstLink(origin, pagePath, pattern) {
  const html = await (await fetch(`${origin}${encodeURI(pagePath)}`, { headers: pageHeaders })).text();
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).find((href) => pattern.test(href));
}

const inSitemap = (pattern) => (ctx) => ctx.sitemap.find((p) => pattern.test(decodeURI(p)));
const linkedFrom = (pagePath, pattern) => (ctx) => firstLink(ctx.origin, pagePath, pattern);

/** Each template: its name (for BENCH_PAGES), and a fixed path or how to find one. */
const templates = [
  { name: 'home', path: '/' },
  { name: 'firm-intro', path: '/page/intro' },
  { name: 'lawyers', path: '/page/intro/전문가' },
  { name: 'lawyer', find: inSitemap(/^\/page\/intro\/전문가\/\d+$/) },
  { name: 'win-cases', path: '/case/win' },
  { name: 'win-case', find: inSitemap(/^\/case\/win\/\d+$/) },
  { name: 'reviews', path: '/case/review' },
  { name: 'review', find: inSitemap(/^\/case\/review\/\d+$/) },
  { name: 'blog', path: '/blog' },
  { name: 'blog-post', find: inSitemap(/^\/blog\/[^/]+\/[^/]+$/) },
  { name: 'guide-divorce-grounds', path: '/page/이혼사유' },
  { name: 'guide-property-division', path: '/page/재산분할' },
  { name: 'guide-agreed-divorce', path: '/page/절차/협의이혼' },
  { name: 'child-support-calculator', path: '/tool/양육비계산기' },
  { name: 'property-division-calculator', path: '/tool/재산분할계산기' },
  { name: 'suit-cost-calculator', path: '/tool/상간녀소송/상간녀위자료소송-비용계산기' },
  { name: 'award-analysis', path: '/tool/상간녀소송/위자료소송/판례분석' },
  { name: 'award-guide', path: '/tool/상간녀소송/위자료소송/판례분석/해설' },
  { name: 'consult-board', path: '/consult/board' },
  { name: 'qna', path: '/qna' },
  { name: 'qna-question', find: linkedFrom('/qna', /^\/qna\/post\/[0-9a-f]+$/) },
  { name: 'qna-topic', path: '/qna/category/procedure' },
  { name: 'talk', path: '/talk' },
  { name: 'talk-board', path: '/talk/category/25' },
  { name: 'talk-post', find: linkedFrom('/talk/category/25', /^\/talk\/post\/\d+$/) },
  { name: 'booking', path: '/consult/booking' },
  { name: 'premium', path: '/consult/premium' },
  { name: 'premium-pay', path: '/consult/premium-pay' },
  { name: 'pay-info', path: '/pay/info_origin' },
];

/**
 * Every template as { name, path (readable), url (percent-encoded, for requests) }. Throws when
 * one cannot be found or does not answer 200 to a visitor: budgets over a broken page mean nothing.
 */
export async function resolveTemplates(origin) {
  const ctx = { origin, sitemap: await sitemapPaths(origin) };
  const resolved = [];
  const failures = [];
  for (const template of templates) {
    // Fixed paths are written in Korean; found ones come percent-encoded from the sitemap or a link.
    const encoded = template.path ? encodeURI(template.path) : await template.find(ctx);
    if (!encoded) {
      failures.push(`${template.name}: no page found in the demo content`);
      continue;
    }
    const readable = decodeURI(encoded);
    const url = `${origin}${encoded}`;
    const response = await fetch(url, { headers: pageHeaders, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) failures.push(`${template.name} (${readable}): HTTP ${response.status}`);
    resolved.push({ name: template.name, path: readable, url });
  }
  if (failures.length) throw new Error(`templates the bench cannot measure:\n${failures.join('\n')}`);
  return resolved;
}

/** The names BENCH_PAGES selects (all when unset). */
export function selectedNames() {
  const all = templates.map((t) => t.name);
  const wanted = process.env.BENCH_PAGES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted?.length) return new Set(all);
  const unknown = wanted.filter((name) => !all.includes(name));
  if (unknown.length) throw new Error(`BENCH_PAGES: unknown ${unknown.join(', ')}; templates are ${all.join(', ')}`);
  return new Set(wanted);
}
