import { describe, expect, it } from 'vitest';
import { isTakedownContact, takedownBlindDays, takedownOverdue } from './takedowns';

describe('a takedown requester’s contact', () => {
  it('is a Korean phone number, with or without hyphens, or an e-mail address', () => {
    for (const contact of ['010-2345-6789', '01023456789', '02-123-4567', '031 123 4567', 'minji@example.com']) {
      expect(isTakedownContact(contact), contact).toBe(true);
    }
  });

  it('is refused when it is neither', () => {
    for (const contact of ['', '연락처 없음', '12345', '010-12', 'minji@', '@example.com', '1012345678', '010-2345-6789 또는 메일']) {
      expect(isTakedownContact(contact), contact).toBe(false);
    }
  });
});

describe('a takedown blind', () => {
  const now = new Date('2026-11-25T00:00:00Z');

  it('lasts at most 30 days (정보통신망법 제44조의2 제4항)', () => {
    expect(takedownBlindDays).toEqual({ default: 30, max: 30 });
  });

  it('is overdue once its days have run out and nobody has decided', () => {
    expect(takedownOverdue({ status: 'blinded', blindedUntil: new Date('2026-11-24T23:59:59Z') }, now)).toBe(true);
    expect(takedownOverdue({ status: 'blinded', blindedUntil: new Date('2026-11-25T00:00:01Z') }, now)).toBe(false);
    expect(takedownOverdue({ status: 'removed', blindedUntil: new Date('2026-11-01T00:00:00Z') }, now)).toBe(false);
    expect(takedownOverdue({ status: 'received', blindedUntil: null }, now)).toBe(false);
  });
});
