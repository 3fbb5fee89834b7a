import { messages as consultMessages } from './consult-form-rules';

/**
 * Evidence upload rules (issue 5, /upload), shared by the route handler, the page (which shows
 * the messages when JavaScript is off and the handler answered with a redirect) and the form
 * script. No server-only code here.
 */
export const EVIDENCE_MAX_FILES = 5;
export const EVIDENCE_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The whole multipart body: five full files plus room for the text fields and the boundaries. */
export const EVIDENCE_MAX_BODY_BYTES = EVIDENCE_MAX_FILES * EVIDENCE_MAX_FILE_BYTES + 256 * 1024;
export const EVIDENCE_DESCRIPTION_MAX = 1000;
/** Uploads per address and hour (the consult intake's own limit applies on top). */
export const EVIDENCE_RATE_LIMIT = 5;
export const EVIDENCE_RATE_WINDOW_MS = 60 * 60_000;
export const EVIDENCE_CATEGORY_LABEL = '상간자 소송 증거 검토';

export const evidenceAccept = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** Every refusal has a code (what a no-JavaScript redirect carries), a field and a Korean message. */
export const evidenceMessages = {
  telRequired: consultMessages.telRequired,
  telShort: consultMessages.telShort,
  telSubmit: consultMessages.telSubmit,
  telChars: consultMessages.telChars,
  telLong: consultMessages.telLong,
  nameLong: consultMessages.nameLong,
  descriptionLong: `설명은 ${EVIDENCE_DESCRIPTION_MAX.toLocaleString('ko-KR')}자 이내로 적어 주세요.`,
  consent: consultMessages.consent,
  filesMissing: '검토받을 파일을 하나 이상 첨부해 주세요.',
  filesTooMany: `파일은 한 번에 ${EVIDENCE_MAX_FILES}개까지 첨부할 수 있습니다.`,
  fileTooLarge: '파일 하나의 크기는 10MB 이하여야 합니다.',
  fileEmpty: '빈 파일은 첨부할 수 없습니다.',
  fileType: 'JPEG, PNG, WebP 이미지와 PDF 파일만 첨부할 수 있습니다.',
  bodyTooLarge: '첨부한 파일이 너무 큽니다. 파일은 5개, 하나에 10MB까지 보낼 수 있습니다.',
  badRequest: '보낸 내용을 읽을 수 없습니다. 페이지를 새로고침한 뒤 다시 보내 주세요.',
  rateLimited: '짧은 시간에 파일을 너무 많이 보내셨습니다. 잠시 후 다시 시도하시거나 대표번호로 전화해 주세요.',
  botRejected: consultMessages.botRejected,
  botCheckFailed: consultMessages.botCheckFailed,
  saveFailed: '파일을 저장하지 못했습니다. 잠시 후 다시 시도하시거나 대표번호로 전화해 주세요.',
} as const;

export type EvidenceErrorCode = keyof typeof evidenceMessages;
export type EvidenceField = 'name' | 'tel' | 'description' | 'files' | 'consent' | 'form';

export const evidenceFieldOf: Record<EvidenceErrorCode, EvidenceField> = {
  telRequired: 'tel',
  telShort: 'tel',
  telSubmit: 'tel',
  telChars: 'tel',
  telLong: 'tel',
  nameLong: 'name',
  descriptionLong: 'description',
  consent: 'consent',
  filesMissing: 'files',
  filesTooMany: 'files',
  fileTooLarge: 'files',
  fileEmpty: 'files',
  fileType: 'files',
  bodyTooLarge: 'files',
  badRequest: 'form',
  rateLimited: 'form',
  botRejected: 'form',
  botCheckFailed: 'form',
  saveFailed: 'form',
};

export function isEvidenceErrorCode(value: string): value is EvidenceErrorCode {
  return Object.hasOwn(evidenceMessages, value);
}

/** Field → message, from the codes a redirect carried (`?error=telShort&error=consent`); unknown codes are dropped. */
export function evidenceErrorsFromCodes(codes: string[]): Partial<Record<EvidenceField, string>> {
  const errors: Partial<Record<EvidenceField, string>> = {};
  for (const code of codes) {
    if (!isEvidenceErrorCode(code)) continue;
    errors[evidenceFieldOf[code]] ??= evidenceMessages[code];
  }
  return errors;
}

export type EvidenceType = { contentType: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the bytes really are (magic bytes, not the name or the browser's claim): JPEG, PNG, WebP or PDF. */
export function sniffEvidenceType(bytes: Uint8Array): EvidenceType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, ascii('%PDF-'))) return { contentType: 'application/pdf', extension: 'pdf' };
  return null;
}
