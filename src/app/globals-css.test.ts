// The stylesheet's choices that keep the first layout cheap (decision 018, issue 17).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.join(__dirname, 'globals.css'), 'utf8');

function fontStack(): string[] {
  const match = /--font-sans:([^;]+);/.exec(css);
  if (!match) throw new Error('--font-sans is not in globals.css');
  return (match[1] ?? '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(',')
    .map((family) => family.trim().replace(/^'|'$/g, ''));
}

/** The declarations of the first rule with exactly this selector. */
function rule(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} is not in globals.css`);
  return css.slice(start, css.indexOf('}', start));
}

describe('globals.css', () => {
  it('names the Korean system families before system-ui, which has no Hangul on Linux or Android', () => {
    const stack = fontStack();
    const generic = stack.indexOf('system-ui');
    for (const korean of ['Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic']) {
      expect(stack.indexOf(korean), korean).toBeGreaterThanOrEqual(0);
      expect(stack.indexOf(korean), korean).toBeLessThan(generic);
    }
    expect(stack.at(-1)).toBe('sans-serif');
  });

  it('lays out the footer and the home page sections after the first only as they near the viewport', () => {
    for (const selector of ['.site-footer', '.home-section + .home-section']) {
      expect(rule(selector)).toMatch(/content-visibility: auto;/);
      // Without a remembered size the page's height would jump as each block is laid out.
      expect(rule(selector)).toMatch(/contain-intrinsic-size: auto \d+px;/);
    }
    // On paper every section is drawn (the footer does not print at all).
    const print = css.slice(css.indexOf('@media print {'));
    expect(print).toMatch(/\.home-section \+ \.home-section \{\s*content-visibility: visible;/);
  });
});
