import { describe, expect, it } from 'vitest';
import { noticeUntilValid } from './notices';

describe('noticeUntilValid', () => {
  it('takes today up to a year ahead', () => {
    expect(noticeUntilValid('2026-11-25', '2026-11-25')).toBe(true);
    expect(noticeUntilValid('2027-11-25', '2026-11-25')).toBe(true);
  });

  it('refuses the past, more than a year ahead, and dates that do not exist', () => {
    expect(noticeUntilValid('2026-11-24', '2026-11-25')).toBe(false);
    expect(noticeUntilValid('2027-11-26', '2026-11-25')).toBe(false);
    expect(noticeUntilValid('2026-02-30', '2026-01-01')).toBe(false);
    expect(noticeUntilValid('2026-13-01', '2026-01-01')).toBe(false);
  });
});
