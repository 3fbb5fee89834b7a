import { describe, expect, it } from 'vitest';
import {
  escapeLike,
  filterMessages,
  filtersForRecord,
  inboxQuery,
  isCalendarDate,
  parseInboxFilters,
  phoneDigits,
  sourceLabel,
  toDirection,
} from './office-inbox';
import { formatSeoulTime, seoulDay, seoulDayEnd, seoulDayStart } from '@/lib/seoul-date';

describe('parseInboxFilters', () => {
  it('reads every filter from a query object', () => {
    const parsed = parseInboxFilters({
      status: 'new',
      region: '서울',
      category: '이혼',
      from: '2026-11-01',
      to: '2026-11-30',
      assignee: 'none',
      q: ' 010-1234 ',
      page: '3',
    });
    expect(parsed).toEqual({
      filters: {
        status: 'new',
        region: '서울',
        category: '이혼',
        from: '2026-11-01',
        to: '2026-11-30',
        assignee: 'none',
        q: '010-1234',
        page: 3,
      },
      errors: [],
    });
  });

  it('reads URLSearchParams and the first of repeated values', () => {
    expect(parseInboxFilters(new URLSearchParams('status=closed&region=')).filters).toEqual({ status: 'closed', page: 1 });
    expect(parseInboxFilters({ status: ['contacting', 'new'] }).filters.status).toBe('contacting');
  });

  it('drops bad values with a Korean message each, never throwing', () => {
    const parsed = parseInboxFilters({
      status: 'done',
      region: '화성',
      category: 'x',
      from: '2026-02-30',
      to: 'tomorrow',
      assignee: "1' or 1=1",
      q: '가'.repeat(51),
      page: '-1',
    });
    expect(parsed.filters).toEqual({ page: 1 });
    expect(parsed.errors).toEqual([
      filterMessages.status,
      filterMessages.region,
      filterMessages.category,
      filterMessages.from,
      filterMessages.to,
      filterMessages.assignee,
      filterMessages.q,
      filterMessages.page,
    ]);
    for (const message of parsed.errors) expect(message).toMatch(/[가-힣]/);
  });

  it('drops a reversed date range', () => {
    expect(parseInboxFilters({ from: '2026-12-01', to: '2026-11-01' })).toEqual({ filters: { page: 1 }, errors: [filterMessages.range] });
  });

  it('drops NUL and control characters from the search text, which PostgreSQL refuses (issue 11 fuzz)', () => {
    expect(parseInboxFilters(new URLSearchParams('q=%00')).filters).toEqual({ page: 1 });
    expect(parseInboxFilters(new URLSearchParams('q=%EA%B9%80%00%07')).filters).toEqual({ page: 1, q: '김' });
  });

  it('rejects huge and fractional page numbers', () => {
    expect(parseInboxFilters({ page: '99999999' }).errors).toEqual([filterMessages.page]);
    expect(parseInboxFilters({ page: '1.5' }).errors).toEqual([filterMessages.page]);
    expect(parseInboxFilters({ page: '0' }).errors).toEqual([filterMessages.page]);
  });
});

describe('inboxQuery and filtersForRecord', () => {
  it('writes the filters back, leaving out page 1', () => {
    const filters = { status: 'new' as const, q: '김 하늘', page: 1 };
    expect(inboxQuery(filters)).toBe('?status=new&q=%EA%B9%80+%ED%95%98%EB%8A%98');
    expect(inboxQuery(filters, { page: 2 })).toBe('?status=new&q=%EA%B9%80+%ED%95%98%EB%8A%98&page=2');
    expect(inboxQuery({ page: 1 })).toBe('');
    expect(parseInboxFilters(new URLSearchParams(inboxQuery(filters, { page: 4 }).slice(1))).filters).toEqual({ ...filters, page: 4 });
  });

  it('records the filters without the page', () => {
    expect(filtersForRecord({ assignee: 'none', page: 7 })).toEqual({ assignee: 'none' });
  });
});

describe('search helpers', () => {
  it('reads a phone search as digits, with or without hyphens', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits('01012345678')).toBe('01012345678');
    expect(phoneDigits('1234 5678')).toBe('12345678');
    expect(phoneDigits('+82 10')).toBe('8210');
    expect(phoneDigits('12')).toBeNull();
    expect(phoneDigits('김하늘')).toBeNull();
    expect(phoneDigits('김 010')).toBeNull();
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\');
  });
});

describe('Seoul dates', () => {
  it('checks calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-1')).toBe(false);
    expect(isCalendarDate('1999-12-31')).toBe(false);
  });

  it('bounds a Seoul day in UTC', () => {
    expect(seoulDayStart('2026-11-24').toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(seoulDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it('formats in Seoul time', () => {
    expect(formatSeoulTime(new Date('2026-11-23T15:05:00.000Z'))).toBe('2026-11-24 00:05');
    expect(seoulDay(new Date('2026-11-23T14:59:00.000Z'))).toBe('2026-11-23');
  });
});

describe('toDirection', () => {
  it('picks 로 or 으로 by the last syllable', () => {
    expect(['연락 시도', '상담 완료', '수임', '종결', '신규', 'ABC'].map(toDirection)).toEqual([
      '연락 시도로',
      '상담 완료로',
      '수임으로',
      '종결로',
      '신규로',
      'ABC(으)로',
    ]);
  });
});

describe('sourceLabel', () => {
  it('names where a consult came from, the evidence upload included, and shows an unknown source as it is', () => {
    expect(sourceLabel('board')).toBe('온라인 상담 신청 페이지');
    expect(sourceLabel('evidence')).toBe('증거자료 업로드');
    expect(sourceLabel('legacy-widget')).toBe('legacy-widget');
  });
});
