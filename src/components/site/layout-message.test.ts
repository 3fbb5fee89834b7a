import { describe, expect, it } from 'vitest';
import { layoutChangeBackground } from './layout-message';

describe('layoutChangeBackground', () => {
  it('returns the hex colour of a layout-change message', () => {
    expect(layoutChangeBackground({ type: 'layout-change', background: '#F5F7FA' })).toBe('#f5f7fa');
    expect(layoutChangeBackground({ type: 'layout-change', background: '#fff' })).toBe('#fff');
  });

  it('returns an empty string when the message asks for the default background', () => {
    expect(layoutChangeBackground({ type: 'layout-change', background: '' })).toBe('');
  });

  it('rejects colours that are not hex, which could smuggle in other CSS', () => {
    expect(layoutChangeBackground({ type: 'layout-change', background: 'red' })).toBeNull();
    expect(layoutChangeBackground({ type: 'layout-change', background: '#fff; background-image: url(x)' })).toBeNull();
    expect(layoutChangeBackground({ type: 'layout-change', background: '#12345' })).toBeNull();
  });

  it('ignores other messages', () => {
    expect(layoutChangeBackground({ type: 'resize', background: '#fff' })).toBeNull();
    expect(layoutChangeBackground('layout-change')).toBeNull();
    expect(layoutChangeBackground(null)).toBeNull();
  });
});
