import { describe, expect, it } from 'vitest';
import { formatKoreanDate, isoDay } from './format-date';

describe('formatKoreanDate', () => {
  it('shows the Seoul calendar day of an instant', () => {
    expect(formatKoreanDate('2026-03-13T16:30:00.000Z')).toBe('2026. 3. 14.');
    expect(isoDay('2026-03-13T16:30:00.000Z')).toBe('2026-03-14');
  });

  it('reads a bare day as that day in Seoul', () => {
    expect(formatKoreanDate('2025-12-01')).toBe('2025. 12. 1.');
    expect(isoDay('2025-12-01')).toBe('2025-12-01');
  });
});
