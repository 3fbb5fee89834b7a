import { describe, expect, it } from 'vitest';
import { formFieldErrors, messages } from './domain/consult-form-rules';
import { validateConsult } from './schemas';

const valid = { tel: '010-1234-5678', content: '협의이혼 절차가 궁금합니다', consent: true };

describe('validateConsult (spec section 5: the form rules, then the stricter submit check)', () => {
  it('content of 3 to 5 characters passes the form and fails the submit check', () => {
    expect(formFieldErrors({ ...valid, content: '상담요청' })).toEqual({});
    const result = validateConsult({ ...valid, content: '상담요청' });
    expect(result).toEqual({ ok: false, fieldErrors: { content: messages.contentSubmit } });
  });

  it('gives Korean messages for wrong types', () => {
    const result = validateConsult({ tel: 1234567, content: ['x'] });
    expect(result).toEqual({ ok: false, fieldErrors: { tel: messages.telRequired, content: messages.contentRequired } });
  });

  it('trims and passes a valid request', () => {
    const result = validateConsult({ tel: ' 010-1234-5678 ', content: ' 재산분할 문의드립니다 ', name: '김민지' });
    expect(result).toMatchObject({ ok: true, data: { tel: '010-1234-5678', content: '재산분할 문의드립니다', name: '김민지' } });
  });
});
