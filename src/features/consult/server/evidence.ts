import 'server-only';
import { messages as consultMessages } from '../domain/consult-form-rules';
import { validateConsult } from '../schemas';
import { fileConsult } from './mutations';
import { routes } from '@/lib/routes';
import { getDb } from '@/server/db/db';
import { storedFiles } from '@/server/db/schema';
import { env } from '@/server/env';
import { hitRateLimit } from '@/server/rate-limit';
import { newFileKey } from '@/server/storage/file-keys';
import { getFileStorage } from '@/server/storage/storage';
import {
  EVIDENCE_CATEGORY_LABEL,
  EVIDENCE_DESCRIPTION_MAX,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_RATE_LIMIT,
  EVIDENCE_RATE_WINDOW_MS,
  evidenceFieldOf,
  evidenceMessages,
  sniffEvidenceType,
  type EvidenceErrorCode,
  type EvidenceField,
  type EvidenceType,
} from '../domain/evidence-rules';

/**
 * Evidence for a consultation (issue 5, /upload): the files are checked by their first bytes,
 * one consult is filed through the consult intake (its validation, honeypot, rate limit,
 * Turnstile and consent record), and the files are stored privately, linked to that consult.
 * Only staff with consult.read open them, through /office/consults/{id}/files/{key}.
 */

export type EvidenceFailure = { ok: false; status: 400 | 413 | 429 | 500; codes: EvidenceErrorCode[]; retryAfterSeconds?: number };
export type EvidenceResult = { ok: true; consultId: number; receiptPath: string; files: number } | EvidenceFailure;

export function evidenceFailure(
  status: EvidenceFailure['status'],
  codes: EvidenceErrorCode[],
  retryAfterSeconds?: number,
): EvidenceFailure {
  return { ok: false, status, codes, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}

/** The Korean messages of a failure, by field (the JSON answer and the inline errors). */
export function failureMessages(failure: EvidenceFailure): { message: string; errors: Partial<Record<EvidenceField, string>> } {
  const errors: Partial<Record<EvidenceField, string>> = {};
  for (const code of failure.codes) errors[evidenceFieldOf[code]] ??= evidenceMessages[code];
  return { message: evidenceMessages[failure.codes[0] ?? 'badRequest'], errors };
}

const codeOfConsultMessage = (message: string): EvidenceErrorCode | null => {
  const entry = Object.entries(evidenceMessages).find(([, text]) => text === message);
  return entry ? (entry[0] as EvidenceErrorCode) : null;
};

type CheckedFile = { name: string; bytes: Uint8Array; type: EvidenceType };

export async function submitEvidence(form: FormData, meta: { address: string; now?: Date }): Promise<EvidenceResult> {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : '';
  };

  let db: Awaited<ReturnType<typeof getDb>>;
  try {
    db = await getDb();
    const limit = await hitRateLimit(
      db,
      { key: `evidence:${meta.address}`, limit: EVIDENCE_RATE_LIMIT, windowMs: EVIDENCE_RATE_WINDOW_MS },
      meta.now?.getTime(),
    );
    if (!limit.allowed) return evidenceFailure(429, ['rateLimited'], limit.retryAfterSeconds);
  } catch (error) {
    console.error('[evidence] rate limit check failed', error);
    return evidenceFailure(500, ['saveFailed']);
  }

  const codes: EvidenceErrorCode[] = [];
  const name = text('name').trim();
  const tel = text('tel');
  const description = text('description').trim();
  const checked = validateConsult({ tel, name, content: `${EVIDENCE_CATEGORY_LABEL} 요청` });
  if (!checked.ok) {
    for (const message of Object.values(checked.fieldErrors)) {
      const code = message ? codeOfConsultMessage(message) : null;
      if (code) codes.push(code);
    }
  }
  if (description.length > EVIDENCE_DESCRIPTION_MAX) codes.push('descriptionLong');
  if (text('consent') !== 'on' && text('consent') !== 'true') codes.push('consent');

  // A file input left empty still sends one part with no name and no bytes.
  const parts = form.getAll('files').filter((part): part is File => typeof part !== 'string' && !(part.name === '' && part.size === 0));
  const files: CheckedFile[] = [];
  if (parts.length === 0) codes.push('filesMissing');
  else if (parts.length > EVIDENCE_MAX_FILES) codes.push('filesTooMany');
  else {
    for (const part of parts) {
      if (part.size === 0) {
        codes.push('fileEmpty');
        break;
      }
      if (part.size > EVIDENCE_MAX_FILE_BYTES) {
        codes.push('fileTooLarge');
        break;
      }
      const bytes = new Uint8Array(await part.arrayBuffer());
      const type = sniffEvidenceType(bytes);
      if (!type) {
        codes.push('fileType');
        break;
      }
      files.push({ name: part.name.normalize('NFC').slice(0, 200) || `evidence.${type.extension}`, bytes, type });
    }
  }
  if (codes.length > 0) return evidenceFailure(400, [...new Set(codes)]);

  // The bytes first (private, under server-made keys); then the consult; then the rows that link them.
  const storage = getFileStorage();
  const stored: Array<CheckedFile & { key: string }> = [];
  const removeStored = async () => {
    await Promise.all(stored.map((file) => storage.delete(file.key, 'private').catch(() => undefined)));
  };
  try {
    for (const file of files) {
      const key = newFileKey(file.type.extension);
      await storage.put(key, file.bytes, file.type.contentType, 'private');
      stored.push({ ...file, key });
    }
  } catch (error) {
    console.error('[evidence] storing files failed', error);
    await removeStored();
    return evidenceFailure(500, ['saveFailed']);
  }

  const fileList = stored.map((file, index) => `${index + 1}. ${file.name}`).join('\n');
  const content = [`[${EVIDENCE_CATEGORY_LABEL}] 첨부 파일 ${stored.length}개`, fileList, description ? `\n${description}` : '']
    .join('\n')
    .trim();
  const filed = await fileConsult(
    {
      tel,
      name,
      content,
      category: '상간자',
      consent: true,
      website: text('website'),
      token: text('cf-turnstile-response') || null,
      inflow_route: routes.evidenceUpload,
      inflow_at: (meta.now ?? new Date()).toISOString(),
    },
    { address: meta.address, source: 'evidence' },
  );
  if (!filed.ok) {
    await removeStored();
    const code: EvidenceErrorCode =
      filed.status === 429
        ? 'rateLimited'
        : filed.formError === consultMessages.botRejected
          ? 'botRejected'
          : filed.formError === consultMessages.botCheckFailed
            ? 'botCheckFailed'
            : (codeOfConsultMessage(filed.formError) ?? 'saveFailed');
    return evidenceFailure(filed.status === 429 ? 429 : filed.status === 500 ? 500 : 400, [code], filed.retryAfterSeconds);
  }

  try {
    await db.insert(storedFiles).values(
      stored.map((file) => ({
        key: file.key,
        visibility: 'private',
        contentType: file.type.contentType,
        size: file.bytes.byteLength,
        originalName: file.name,
        consultId: filed.model.id,
      })),
    );
  } catch (error) {
    console.error('[evidence] linking files failed', error);
    await removeStored();
    return evidenceFailure(500, ['saveFailed']);
  }

  const desk = new URL(env().LEGAL_DESK_URL ?? routes.consultReceipt, env().SITE_URL);
  desk.searchParams.set('q', filed.model.legal_case_uuid);
  desk.searchParams.set('cr', 'success');
  const receiptPath = desk.origin === new URL(env().SITE_URL).origin ? `${desk.pathname}${desk.search}` : desk.toString();
  return { ok: true, consultId: filed.model.id, receiptPath, files: stored.length };
}
