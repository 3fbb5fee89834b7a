import { describe, expect, it } from 'vitest';
import { messages } from '../domain/consult-form-rules';
import { hasErrors, quickConsultErrors, withCallHint } from './consult-form-errors';

const panelContent = '빠른 상담 요청 (우측 상담 패널)';

describe('quickConsultErrors', () => {
  it('asks for a phone number when it is empty', () => {
    expect(quickConsultErrors({ tel: '', content: panelContent, consent: true }).tel).toBe('연락처를 적어주세요');
  });

  it('asks for an exact phone number when it is shorter than 6 characters', () => {
    expect(quickConsultErrors({ tel: '0101', content: panelContent, consent: true }).tel).toBe('연락처를 정확히 적어주세요.');
  });

  it('requires content of more than 5 characters, as the submit step does', () => {
    expect(quickConsultErrors({ tel: '010-1234-5678', content: '이혼문의', consent: true }).content).toBe(messages.contentSubmit);
  });

  it('requires consent to the collection notice', () => {
    expect(quickConsultErrors({ tel: '010-1234-5678', content: panelContent, consent: false }).consent).toBe(messages.consent);
  });

  it('returns no errors for a valid request', () => {
    const errors = quickConsultErrors({ tel: '010-1234-5678', content: '협의이혼 절차가 궁금합니다', name: '김하늘', consent: true });
    expect(hasErrors(errors)).toBe(false);
  });
});

describe('withCallHint', () => {
  it('adds the main phone line to a failure message', () => {
    expect(withCallHint(messages.saveFailed, '02-0000-1004')).toBe(
      '접수 실패. 관리자에게 문의 부탁드립니다. 급하시면 대표번호(02-0000-1004)로 전화주세요.',
    );
  });

  it('only adds the number when the message already points to the main line', () => {
    expect(withCallHint(messages.rateLimited, '02-0000-1004')).toBe(`${messages.rateLimited} (대표번호 02-0000-1004)`);
  });
});
