import { describe, expect, it } from 'vitest';
import { normalizeInput, normalizeText } from './text';

describe('normalizeText', () => {
  it.each([
    ['a\u0000b', 'ab'],
    ['이혼\u0000 상담', '이혼 상담'],
    ['line1\r\nline2\rline3', 'line1\nline2\nline3'],
    ['tab\tkept\nnewline kept', 'tab\tkept\nnewline kept'],
    ['\u0007bell\u001b[31m', 'bell[31m'],
    ['c1\u0085\u009fend', 'c1end'],
    ['\uFEFFbom', 'bom'],
    ['half \uD83D emoji', 'half \uFFFD emoji'],
    ['whole 😀 emoji', 'whole 😀 emoji'],
    ['\u110B\u1175\u1112\u1169\u11AB', '이혼'],
  ])('makes %j safe as %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('normalizeInput', () => {
  it('normalizes every string in nested objects and arrays and leaves other values alone', () => {
    const input = { name: '김\u0000하늘', nested: { list: ['a\r\nb', 3, true, null] }, at: new Date(0) };
    const output = normalizeInput(input);
    expect(output).toEqual({ name: '김하늘', nested: { list: ['a\nb', 3, true, null] }, at: new Date(0) });
    expect(input.name).toBe('김\u0000하늘');
  });

  it('normalizes FormData text fields and keeps files', async () => {
    const form = new FormData();
    form.append('content', '상담\u0000 내용');
    form.append('file', new Blob(['\u0000binary']), 'a.bin');
    const output = normalizeInput(form);
    expect(output.get('content')).toBe('상담 내용');
    expect(await (output.get('file') as File).text()).toBe('\u0000binary');
  });
});
