import { describe, expect, it } from 'vitest';
import { evidenceErrorsFromCodes, evidenceMessages, sniffEvidenceType } from './evidence-rules';

describe('sniffEvidenceType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ascii = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['WebP', new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')]), 'image/webp'],
    ['PDF', ascii('%PDF-1.4\n'), 'application/pdf'],
  ])('recognises %s by its first bytes', (_name, data, type) => {
    expect(sniffEvidenceType(data)?.contentType).toBe(type);
  });

  it.each([
    ['HTML named .png', ascii('<html><script>alert(1)</script>')],
    ['GIF (not accepted for evidence)', ascii('GIF89a')],
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['RIFF that is not WebP', new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')])],
    ['empty', new Uint8Array()],
  ])('refuses %s', (_name, data) => {
    expect(sniffEvidenceType(data)).toBeNull();
  });
});

describe('evidenceErrorsFromCodes', () => {
  it('maps the codes a redirect carries to their fields, first message per field, ignoring unknown codes', () => {
    expect(evidenceErrorsFromCodes(['telShort', 'consent', 'fileType', 'filesMissing', '<script>', 'toString'])).toEqual({
      tel: evidenceMessages.telShort,
      consent: evidenceMessages.consent,
      files: evidenceMessages.fileType,
    });
  });
});
