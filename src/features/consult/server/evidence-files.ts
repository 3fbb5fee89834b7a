import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { storedFiles } from '@/server/db/schema';
import { getFileStorage } from '@/server/storage/storage';

/** The evidence files linked to consults (issue 5): private rows in storedFiles with a consultId. */

export type ConsultFile = { key: string; contentType: string; size: number; originalName: string; createdAt: Date };

/** A consult's evidence files, oldest first (the staff detail screen). */
export async function listConsultFiles(db: DbOrTx, consultId: number): Promise<ConsultFile[]> {
  return db
    .select({
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      originalName: storedFiles.originalName,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.consultId, consultId), eq(storedFiles.visibility, 'private')))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
}

/** One file of one consult, or null (a key of another consult is not found here). */
export async function findConsultFile(db: DbOrTx, consultId: number, key: string): Promise<ConsultFile | null> {
  const [row] = await db
    .select({
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      originalName: storedFiles.originalName,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.consultId, consultId), eq(storedFiles.key, key), eq(storedFiles.visibility, 'private')));
  return row ?? null;
}

/** Deletes the bytes of these private files (after the rows' transaction committed). */
export async function deleteEvidenceBytes(keys: string[]): Promise<void> {
  const storage = getFileStorage();
  for (const key of keys) {
    try {
      await storage.delete(key, 'private');
    } catch (error) {
      console.error(`[evidence] deleting file ${key} failed`, error);
    }
  }
}
