import { describe, expect, it } from 'vitest';
import { findPersonalData, personalDataMessage } from './personal-data';

describe('findPersonalData', () => {
  it.each([
    ['남편 번호는 010-1234-5678이에요', ['phone']],
    ['01012345678로 연락 주세요', ['phone']],
    ['사무실 02 555 1234', ['phone']],
    ['주민번호 850101-1234567', ['residentNumber']],
    ['8501011234567', ['residentNumber']],
    ['카드 4111 1111 1111 1111 로 결제', ['cardNumber']],
    ['국민은행 123456-01-234567 로 보냈어요', ['accountNumber']],
    ['메일은 kim.minsu@example.com', ['email']],
    ['차 번호 12가 3456 이었어요', ['carPlate']],
    ['서울 123나 4567', ['carPlate']],
    ['０１０－１２３４－５６７８', ['phone']],
    ['상간녀 이수진 씨가 먼저 연락했어요', ['personName']],
    ['그때 박민호씨를 처음 만났어요', ['personName']],
    ['남편 회사 동료인데 이름은 최지영이에요', ['personName']],
  ])('finds %s', (text, kinds) => {
    expect(findPersonalData(text)).toEqual(kinds);
  });

  it.each([
    '결혼 12년 차, 아이가 둘이에요',
    '2024년 3월 15일에 소장을 받았어요',
    '위자료 3,000만 원을 청구했다고 합니다',
    '양육비는 월 80만 원으로 정했어요',
    '재산분할 비율은 50:50 이었어요',
    '김씨 성을 가진 사람이라는 것만 알아요',
    '아저씨, 아가씨, 마음씨, 날씨 이야기',
    '변호사님께 여쭤봤어요',
    '이름은 비밀이에요, 이름이 정말 기억이 안 나요',
  ])('lets ordinary words and numbers through: %s', (text) => {
    expect(findPersonalData(text)).toEqual([]);
  });

  it('names the kinds, never the values, and says a resident number is never stored', () => {
    const message = personalDataMessage(findPersonalData('850101-1234567, 010-1234-5678'));
    expect(message).toContain('주민등록번호, 전화번호');
    expect(message).toContain('저장하지 않습니다');
    expect(message).not.toContain('1234');
  });
});

describe('findPersonalData called again', () => {
  it('gives the same answer every time (no regex state carried between calls)', () => {
    const text = '연락처 010-1234-5678, 주민번호 850101-1234567';
    expect(findPersonalData(text)).toEqual(findPersonalData(text));
    expect(findPersonalData(text)).toEqual(['residentNumber', 'phone']);
  });
});
