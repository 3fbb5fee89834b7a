import { describe, expect, it } from 'vitest';
import { fieldErrorEntries } from './field-errors';

describe('fieldErrorEntries', () => {
  it('lists the fields with a message in their order', () => {
    expect(fieldErrorEntries({ tel: '연락처를 입력해 주세요.', content: undefined, name: '이름은 30자 이하로 입력해 주세요.' })).toEqual([
      ['tel', '연락처를 입력해 주세요.'],
      ['name', '이름은 30자 이하로 입력해 주세요.'],
    ]);
  });

  it('is empty for no errors', () => {
    expect(fieldErrorEntries({})).toEqual([]);
  });
});
