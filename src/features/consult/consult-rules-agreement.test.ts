import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { checkConsult, formFieldErrors, readConsultForm, type ConsultFormData, type ConsultFormValues } from './domain/consult-form-rules';
import { consultFormSchema, schemaFieldErrors, validateConsult } from './schemas';

// The browser checks a consult with plain functions (domain/consult-form-rules.ts, no zod: decision 006)
// and the server with the zod schema (schemas.ts). Both must give the same verdict, the same
// message per field and the same cleaned values for every input. The table crosses edge values of
// every field; inputs are objects, as every form and API body is (fileConsult turns anything else
// into an empty object before it validates).

const telValues: unknown[] = [
  undefined,
  '',
  '   ',
  '0',
  '12345',
  ' 12345 ',
  '123456',
  '010-1234-5678',
  ' 010-1234-5678 ',
  '\t010 1234 5678\n',
  '+82 (10) 1234-5678',
  '0'.repeat(20),
  '0'.repeat(21),
  '😀'.repeat(6),
  '😀'.repeat(21),
  'a'.repeat(21),
  'abcdef',
  '010.1234.5678',
  '０１０-１２３４-５６７８',
  '\u3000010-1234\u3000',
  1234567,
  null,
  ['010-1234-5678'],
];

const contentValues: unknown[] = [
  undefined,
  '',
  '   ',
  'ab',
  ' ab ',
  '이혼요',
  '상담요청',
  'abcde',
  'abcdef',
  '협의이혼 절차가 궁금합니다',
  '  재산분할 문의드립니다\n',
  '😀😀',
  '😀😀😀',
  '\ud83d\ud83d',
  '가'.repeat(2000),
  '가'.repeat(2001),
  ` ${'가'.repeat(2000)} `,
  '😀'.repeat(2000),
  '😀'.repeat(2001),
  ['x'],
  42,
];

const nameValues: unknown[] = [
  undefined,
  '',
  '  ',
  '김민지',
  ' 김민지 ',
  '가'.repeat(30),
  '가'.repeat(31),
  ` ${'가'.repeat(30)} `,
  '😀'.repeat(30),
  '😀'.repeat(31),
  null,
  7,
];
const addressValues: unknown[] = [undefined, '', '서울', '제주도', ' 서울', '평양', null, 0];
const categoryValues: unknown[] = [undefined, '', '이혼', '양육권·양육비', '기타 소송', null];

function withDefined(entries: [string, unknown][]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of entries) if (value !== undefined) input[key] = value;
  return input;
}

// Every pair of tel and content values, each with the optional fields left out, valid and wrong;
// then every optional value beside a valid and an invalid pair. The checks of one field do not
// depend on another's, so this covers what the full product would.
const optionalSets: [unknown, unknown, unknown][] = [
  [undefined, undefined, undefined],
  ['김민지', '서울', '이혼'],
  ['가'.repeat(31), '평양', '기타 소송'],
];
const table: Record<string, unknown>[] = [];
for (const tel of telValues) {
  for (const content of contentValues) {
    for (const [name, address, category] of optionalSets) {
      table.push(
        withDefined([
          ['tel', tel],
          ['content', content],
          ['name', name],
          ['address', address],
          ['category', category],
        ]),
      );
    }
  }
}
for (const [tel, content] of [
  ['010-1234-5678', '협의이혼 절차가 궁금합니다'],
  ['12345', 'ab'],
]) {
  for (const name of nameValues) {
    for (const address of addressValues) {
      for (const category of categoryValues) {
        table.push(
          withDefined([
            ['tel', tel],
            ['content', content],
            ['name', name],
            ['address', address],
            ['category', category],
          ]),
        );
      }
    }
  }
}
// Keys present with the value undefined, and the extra keys a form sends (consent, honeypot).
table.push({ tel: '010-1234-5678', content: '협의이혼 절차가 궁금합니다', name: undefined, address: undefined, category: undefined });
table.push({ tel: undefined, content: undefined });
table.push({ tel: '010-1234-5678', content: '협의이혼 절차가 궁금합니다', consent: true, website: '' });
table.push({});

describe('browser and server consult checks agree', () => {
  it(`give the same form messages for ${table.length} inputs`, () => {
    const disagreements = table.filter((input) => {
      const plain = formFieldErrors(input as ConsultFormValues);
      const schema = schemaFieldErrors(input);
      return JSON.stringify(sortKeys(plain)) !== JSON.stringify(sortKeys(schema));
    });
    expect(
      disagreements
        .slice(0, 5)
        .map((input) => ({ input, plain: formFieldErrors(input as ConsultFormValues), schema: schemaFieldErrors(input) })),
    ).toEqual([]);
  });

  it('clean valid input the same way (trimmed text, empty optional fields)', () => {
    let valid = 0;
    for (const input of table) {
      const parsed = consultFormSchema.safeParse(input);
      const read = readConsultForm(input);
      expect(read.ok).toBe(parsed.success);
      if (parsed.success && read.ok) {
        valid += 1;
        expect(read.data).toEqual(parsed.data);
      }
    }
    expect(valid).toBeGreaterThan(100);
  });

  it('give the same submit verdict as validateConsult', () => {
    for (const input of table) expect(checkConsult(input)).toEqual(validateConsult(input));
  });

  it('describe the same cleaned shape', () => {
    expectTypeOf<z.output<typeof consultFormSchema>>().toEqualTypeOf<ConsultFormData>();
  });
});

function sortKeys(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}
