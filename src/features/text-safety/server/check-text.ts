import 'server-only';
import { asc } from 'drizzle-orm';
import { ActionError, actionMessages } from '@/features/auth/server/action-client';
import type { DbOrTx } from '@/server/db/client';
import { bannedWords } from '@/server/db/schema';
import type { FieldErrors } from '@/lib/field-errors';
import { findPersonalData, personalDataMessage } from '../domain/personal-data';
import { bannedWordMessage, findBannedWord, type BannedWord, type WordRule } from '../domain/word-filter';

/** The word filter as staff left it (a small table, read whole). */
export async function listBannedWords(db: DbOrTx): Promise<BannedWord[]> {
  const rows = await db.select({ word: bannedWords.word, rule: bannedWords.rule }).from(bannedWords).orderBy(asc(bannedWords.word));
  return rows.map((row) => ({ word: row.word, rule: row.rule as WordRule }));
}

/**
 * What a member wrote, checked before it is saved (community, Q&A): personal data first (the
 * writer is asked to remove it; nothing found is stored), then the word filter. Answers the
 * message for each field that fails, or null.
 */
export async function checkWrittenText<Field extends string>(
  db: DbOrTx,
  fields: Partial<Record<Field, string>>,
): Promise<FieldErrors<Field> | null> {
  const words = await listBannedWords(db);
  const errors: FieldErrors<Field> = {};
  for (const [field, text] of Object.entries(fields) as Array<[Field, string | undefined]>) {
    if (!text) continue;
    const personal = findPersonalData(text);
    if (personal.length > 0) {
      errors[field] = personalDataMessage(personal);
      continue;
    }
    const rule = findBannedWord(text, words);
    if (rule) errors[field] = bannedWordMessage(rule);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** checkWrittenText for a server action: refuses like a failed validation, with each field's message. */
export async function assertWrittenTextSafe<Field extends string>(db: DbOrTx, fields: Partial<Record<Field, string>>): Promise<void> {
  const errors = await checkWrittenText(db, fields);
  if (errors) throw new ActionError(actionMessages.invalid, errors as FieldErrors);
}
