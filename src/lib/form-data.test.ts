import { describe, expect, it } from 'vitest';
import { formText, nextAttempt } from './form-data';

describe('formText', () => {
  it('reads a text entry and answers empty for a missing entry or a file', () => {
    const form = new FormData();
    form.append('tel', '010-1234-5678');
    form.append('file', new File(['x'], 'x.txt'));
    expect(formText(form, 'tel')).toBe('010-1234-5678');
    expect(formText(form, 'name')).toBe('');
    expect(formText(form, 'file')).toBe('');
  });

  it('answers empty when the form is not FormData (a forged call)', () => {
    for (const form of [undefined, null, 'tel=010', 42, { get: () => 'x' }, [['tel', '010']], new URLSearchParams('tel=010')])
      expect(formText(form, 'tel')).toBe('');
  });
});

describe('nextAttempt', () => {
  it('counts up from the previous attempt', () => {
    expect(nextAttempt({ attempt: 0 })).toBe(1);
    expect(nextAttempt({ attempt: 4 })).toBe(5);
  });

  it('starts at 1 when the previous state is missing or not a count', () => {
    for (const previous of [
      undefined,
      null,
      7,
      {},
      { attempt: '1e999' },
      { attempt: -1 },
      { attempt: Number.NaN },
      { attempt: Number.MAX_VALUE },
    ])
      expect(nextAttempt(previous)).toBe(1);
  });
});
