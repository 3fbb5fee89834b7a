import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, toCsv } from './office-csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+82 10-1234-5678', "'+82 10-1234-5678"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('neutralizes a formula cell %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvCell('서울, 서초구')).toBe('"서울, 서초구"');
    expect(csvCell('그는 "괜찮다"고')).toBe('"그는 ""괜찮다""고"');
    expect(csvCell('첫 줄\n둘째 줄')).toBe('"첫 줄\n둘째 줄"');
    expect(csvCell(' 앞 공백')).toBe('" 앞 공백"');
  });

  it('leaves plain text, numbers and empty values alone', () => {
    expect(csvCell('010-1234-5678')).toBe('010-1234-5678');
    expect(csvCell('이혼 상담')).toBe('이혼 상담');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with the BOM and ends every line with CRLF', () => {
    const text = toCsv(
      ['이름', '연락처'],
      [
        ['박서윤', '010-2345-6789'],
        [null, '=1+1'],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}이름,연락처\r\n박서윤,010-2345-6789\r\n,'=1+1\r\n`);
    expect(csvLine(['a', 'b'])).toBe('a,b');
  });
});
