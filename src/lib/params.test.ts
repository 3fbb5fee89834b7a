import { describe, expect, it } from 'vitest';
import { decodeParam, idParam, searchParam } from './params';

describe('decodeParam', () => {
  it('decodes an encoded Korean segment and keeps a decoded one', () => {
    expect(decodeParam('%EC%9D%B4%ED%98%BC')).toBe('이혼');
    expect(decodeParam('이혼')).toBe('이혼');
  });

  it('keeps a malformed escape as it is', () => {
    expect(decodeParam('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('idParam', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
  ])('reads %s', (value, id) => expect(idParam(value)).toBe(id));

  it.each(['0', '-1', '12abc', '1.5', '', '01', '99999999999'])('refuses %j', (value) => expect(idParam(value)).toBeNull());
});

describe('searchParam', () => {
  it('takes the first of a repeated parameter and nothing for a missing one', () => {
    expect(searchParam({ day: ['2026-12-01', '2026-12-02'] }, 'day')).toBe('2026-12-01');
    expect(searchParam({ day: '2026-12-01' }, 'day')).toBe('2026-12-01');
    expect(searchParam({}, 'day')).toBeUndefined();
  });
});
