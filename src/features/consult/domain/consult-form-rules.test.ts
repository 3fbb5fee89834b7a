import { describe, expect, it } from 'vitest';
import { event2020Content, formFieldErrors, maskTel, messages, regions, submitCheck, successMessage } from './consult-form-rules';

const valid = { tel: '010-1234-5678', content: '협의이혼 절차가 궁금합니다', consent: true };

describe('consult form rules (spec section 5)', () => {
  it.each([
    ['', messages.telRequired],
    ['12345', messages.telShort],
    ['abcdef', messages.telChars],
    ['0'.repeat(21), messages.telLong],
  ])('rejects tel %j with %s', (tel, message) => {
    expect(formFieldErrors({ ...valid, tel }).tel).toBe(message);
  });

  it('accepts a tel of exactly 6 characters in the form', () => {
    expect(formFieldErrors({ ...valid, tel: '123456' }).tel).toBeUndefined();
  });

  it.each([
    ['', messages.contentRequired],
    ['ab', messages.contentShort],
    ['   ', messages.contentRequired],
  ])('rejects content %j with %s', (content, message) => {
    expect(formFieldErrors({ ...valid, content }).content).toBe(message);
  });

  it('accepts content of 3 characters in the form', () => {
    expect(formFieldErrors({ ...valid, content: '이혼요' }).content).toBeUndefined();
  });

  it('leaves name and region optional and limits region to the 14 choices', () => {
    expect(regions).toHaveLength(14);
    expect(formFieldErrors({ ...valid, name: '', address: '' })).toEqual({});
    expect(formFieldErrors({ ...valid, address: '제주도' })).toEqual({});
    expect(formFieldErrors({ ...valid, address: '평양' }).address).toBe(messages.region);
  });
});

describe('submit check (spec section 5, stricter than the form)', () => {
  it.each([
    ['12345', 'tel', messages.telSubmit],
    ['123456', 'tel', undefined],
  ] as const)('tel %j → %s error %s', (tel, field, message) => {
    expect(submitCheck({ tel, content: '충분히 긴 내용입니다' })[field]).toBe(message);
  });

  it.each([
    ['abc', messages.contentSubmit],
    ['abcde', messages.contentSubmit],
    ['abcdef', undefined],
  ])('content %j → %s', (content, message) => {
    expect(submitCheck({ tel: '010-1234-5678', content }).content).toBe(message);
  });
});

describe('successMessage (2020 consult event)', () => {
  const phone = '02-0000-1004';
  it('says the request is received and the call comes from the main number', () => {
    expect(successMessage(undefined, phone)).toBe('상담 신청이 접수되었습니다. 곧 대표번호(02-0000-1004)로 연락드리겠습니다.');
  });
  it('names the affair-partner team for the adultery-contact area', () => {
    expect(successMessage('상간자', phone)).toContain('상간자 소송 전담팀에서 곧 전화드립니다.');
  });
  it('assigns a divorce-litigation lawyer for other lawsuits', () => {
    expect(successMessage('기타소송', phone)).toContain('이혼소송 경험이 많은 변호사가 배정됩니다.');
  });
  it('names any other area', () => {
    expect(successMessage('재산분할', phone)).toContain('재산분할 분야 경험이 많은 변호사가 배정됩니다.');
  });
});

describe('event2020Content', () => {
  it('builds the area line, request, source and extras', () => {
    expect(
      event2020Content(
        { area: '양육권', content: '양육비를 받지 못하고 있어요', inflow_from: '블로그', etc: '평일 저녁 통화 희망' },
        '온새미로',
      ),
    ).toBe('양육권 분야 상담 - 온새미로\n요청 내용: 양육비를 받지 못하고 있어요\n유입 경로: 블로그\n추가 정보: 평일 저녁 통화 희망');
  });
  it('says when the request came without content', () => {
    expect(event2020Content({ area: '이혼' }, '온새미로')).toBe('이혼 분야 상담 - 온새미로\n요청 내용 없이 접수되었습니다.');
  });
});

describe('maskTel', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskTel('010-1234-5678')).toBe('010-****-5678');
    expect(maskTel('02-000-1004')).toBe('020-***-1004');
  });
});
