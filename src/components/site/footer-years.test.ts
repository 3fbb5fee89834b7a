import { describe, expect, it } from 'vitest';
import { footerYears } from './footer-years';

describe('footerYears', () => {
  it('joins the founding year and the current year with an en dash', () => {
    expect(footerYears(2011, 2026)).toBe('2011–2026');
  });

  it('shows a single year when the firm was founded this year', () => {
    expect(footerYears(2026, 2026)).toBe('2026');
  });

  it('never shows a range that runs backwards', () => {
    expect(footerYears(2027, 2026)).toBe('2027');
  });
});
