import { describe, expect, it } from 'vitest';
import { textOfHtml } from '../domain/ad-rules';
import { actionInputOf, formValuesOf, readerTextsOf } from './office-sections';

describe('office content forms', () => {
  it('turns a stored lawyer into form text and back into the action input', () => {
    const values = formValuesOf('lawyers', {
      name: '김도윤',
      title: '대표변호사',
      summary: '가사 사건을 맡아 왔습니다.',
      photoPath: null,
      officeName: '서초 본사무소',
      sortOrder: 10,
      specialties: ['재산분할', '위자료'],
      registeredSpecialties: ['가사법'],
      education: ['한국대학교 법학과 졸업', '사법연수원 수료'],
      career: [],
      introHtml: '<p>소개</p>',
    });
    expect(values).toMatchObject({
      photoPath: '',
      sortOrder: '10',
      specialties: ['재산분할', '위자료'],
      education: '한국대학교 법학과 졸업\n사법연수원 수료',
    });
    expect(actionInputOf('lawyers', values)).toMatchObject({
      sortOrder: 10,
      education: ['한국대학교 법학과 졸업', '사법연수원 수료'],
      specialties: ['재산분할', '위자료'],
    });
  });

  it('shows a review consent date as the day in Seoul and sends an empty lawyer as null', () => {
    const values = formValuesOf('reviews', { consentRecordedAt: new Date('2026-03-01T16:30:00Z'), lawyerId: null });
    expect(values.consentRecordedOn).toBe('2026-03-02');
    expect(actionInputOf('reviews', values).lawyerId).toBeNull();
  });

  it('checks what readers see, not slugs or internal notes', () => {
    const texts = readerTextsOf(
      'broadcasts',
      { title: '방송 출연', slug: '무료', summary: '요약', bodyHtml: '<p>본문 <b>최고</b></p>' },
      textOfHtml,
    );
    expect(texts).toEqual(['방송 출연', '요약', '본문 최고']);
  });
});
