import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const packageCss = path.resolve(here, '../../node_modules/pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

describe('the Pretendard font faces (decision 008)', () => {
  const ours = fs.readFileSync(path.join(here, 'pretendard-optional.css'), 'utf8');

  it('is the package CSS with font-display: optional and font paths from this folder', () => {
    const expected = fs
      .readFileSync(packageCss, 'utf8')
      .replaceAll('font-display: swap;', 'font-display: optional;')
      .replaceAll('url(./woff2-dynamic-subset/', 'url(../../node_modules/pretendard/dist/web/variable/woff2-dynamic-subset/');
    expect(ours.slice(ours.indexOf('*/') + 3)).toBe(expected);
  });

  it('points every face at a file that exists', () => {
    const urls = [...ours.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) expect(fs.existsSync(path.resolve(here, url)), url).toBe(true);
    expect(ours).not.toContain('font-display: swap');
  });
});
