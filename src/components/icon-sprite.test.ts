import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iconSymbols, spriteSvg } from './icon-sprite';
import { spriteHref } from './icons';

describe('the icon sprite', () => {
  it('is addressed by the hash of its content, so browsers that keep it for a year see a changed icon', () => {
    const version = createHash('sha256').update(spriteSvg()).digest('hex').slice(0, 8);
    expect(spriteHref, 'update spriteHref in components/icons.tsx').toBe(`/icons.svg?v=${version}`);
  });

  it('holds one symbol per icon and the mark, each with its own viewBox', () => {
    const svg = spriteSvg();
    for (const id of Object.keys(iconSymbols)) expect(svg).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
    expect(svg).toContain('<symbol id="logo" viewBox="0 0 40 40">');
    expect(svg.match(/<symbol /g)).toHaveLength(Object.keys(iconSymbols).length + 1);
  });

  it('draws icons with the stroke of the <svg> that uses them, so a utility class on one icon still applies', () => {
    for (const body of Object.values(iconSymbols)) expect(body).not.toMatch(/\b(stroke|fill|style|class)=/);
  });
});
