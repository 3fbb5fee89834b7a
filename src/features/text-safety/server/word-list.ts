import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import type { Db } from '@/server/db/client';
import { bannedWords } from '@/server/db/schema';
import { wordMessages, wordRules, type WordRule } from '../domain/word-filter';
import type { BannedWordInput } from '../schemas';

export type OfficeBannedWord = { id: number; word: string; rule: WordRule; ruleTitle: string; createdAt: string };

/** /office/talk/words: the word filter, newest first. Moderators only, checked here. */
export async function listBannedWordsForOffice(viewer: Viewer | null): Promise<OfficeBannedWord[]> {
  assertStaff(viewer, 'community.moderate');
  const db = await getDb();
  const rows = await db
    .select({ id: bannedWords.id, word: bannedWords.word, rule: bannedWords.rule, createdAt: bannedWords.createdAt })
    .from(bannedWords)
    .orderBy(desc(bannedWords.createdAt), desc(bannedWords.id));
  return rows.map((row) => ({
    ...row,
    rule: row.rule as WordRule,
    ruleTitle: wordRules[row.rule as WordRule] ?? row.rule,
    createdAt: row.createdAt.toISOString(),
  }));
}

type StaffWrite = { db: Db; actor: { id: string; name: string }; ipAddress: string };

/** Adds a word to the filter; the same word twice is refused. Audit-logged with the word and rule. */
export async function createBannedWord({ db, actor, ipAddress }: StaffWrite, input: BannedWordInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bannedWords)
      .values({ word: input.word, rule: input.rule, createdBy: actor.id })
      .onConflictDoNothing({ target: bannedWords.word })
      .returning({ id: bannedWords.id });
    if (!row) throw new ActionError(wordMessages.duplicate, { word: wordMessages.duplicate });
    await recordAudit(tx, {
      actor,
      action: 'talk.word.add',
      subjectType: 'banned_word',
      subjectId: row.id,
      detail: { word: input.word, rule: input.rule },
      ipAddress,
    });
    return row;
  });
}

/** Removes a word from the filter; audit-logged with what it was. */
export async function deleteBannedWord({ db, actor, ipAddress }: StaffWrite, { id }: { id: number }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(bannedWords).where(eq(bannedWords.id, id)).returning({ word: bannedWords.word, rule: bannedWords.rule });
    if (!row) throw new ActionError(wordMessages.notFound);
    await recordAudit(tx, {
      actor,
      action: 'talk.word.remove',
      subjectType: 'banned_word',
      subjectId: id,
      detail: { word: row.word, rule: row.rule },
      ipAddress,
    });
    return { id };
  });
}
