import { describe, expect, it } from 'vitest';
import { bookingRange, checkVisitRequest, formatVisitTime, videoPlace, visitMessages, visitPlaces, visitSummary } from './visit-request';
import { seoulDay } from '@/lib/seoul-date';

const offices = ['본사 (교대)', '사당 분사무소'];
// 2026-11-24 (화) 23:30 in Seoul is 14:30 UTC: the Seoul date decides, not the server's.
const now = new Date('2026-11-24T14:30:00Z');
const valid = { place: '본사 (교대)', date: '2026-11-30', slot: '14:00', name: '김지원' };

describe('visit booking rules', () => {
  it('counts days in Seoul time', () => {
    expect(seoulDay(new Date('2026-11-24T15:30:00Z'))).toBe('2026-11-25');
    expect(bookingRange(now)).toEqual({ min: '2026-11-25', max: '2027-01-23' });
  });

  it('accepts a weekday slot within the window', () => {
    expect(checkVisitRequest(valid, { kind: 'visit', officeNames: offices, now })).toEqual({});
  });

  it.each([
    ['2026-11-24', visitMessages.datePast],
    ['2026-11-28', visitMessages.dateWeekend],
    ['2026-11-29', visitMessages.dateWeekend],
    ['2027-01-25', visitMessages.dateFar],
    ['2026-02-30', visitMessages.date],
    ['', visitMessages.date],
    ['30/11/2026', visitMessages.date],
  ])('rejects the date %j with %s', (date, message) => {
    expect(checkVisitRequest({ ...valid, date }, { kind: 'visit', officeNames: offices, now }).date).toBe(message);
  });

  it('rejects a slot outside office hours and an unknown place', () => {
    const errors = checkVisitRequest({ ...valid, slot: '12:00', place: '강남' }, { kind: 'visit', officeNames: offices, now });
    expect(errors).toEqual({ slot: visitMessages.slot, place: visitMessages.place });
  });

  it('needs the name of whoever comes', () => {
    expect(checkVisitRequest({ ...valid, name: '  ' }, { kind: 'visit', officeNames: offices, now }).name).toBe(visitMessages.name);
  });

  it('offers a video call only for the paid consultation', () => {
    expect(visitPlaces('visit', offices)).not.toContain(videoPlace);
    expect(visitPlaces('premium', offices)).toContain(videoPlace);
    expect(checkVisitRequest({ ...valid, place: videoPlace }, { kind: 'visit', officeNames: offices, now }).place).toBe(
      visitMessages.place,
    );
    expect(checkVisitRequest({ ...valid, place: videoPlace }, { kind: 'premium', officeNames: offices, now })).toEqual({});
  });

  it('summarises the wish for the inbox', () => {
    expect(formatVisitTime('2026-11-30', '14:00')).toBe('2026-11-30(월) 14:00');
    expect(visitSummary('visit', valid)).toBe('[방문 상담 예약] 본사 (교대) · 2026-11-30(월) 14:00 희망');
    expect(visitSummary('premium', { ...valid, place: videoPlace }, '220,000원')).toBe(
      `[심층 상담 예약] ${videoPlace} · 2026-11-30(월) 14:00 희망 · 상담료 220,000원`,
    );
  });
});
