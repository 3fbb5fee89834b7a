import 'server-only';
import type { Db } from '@/server/db/client';
import { affairAwards } from '@/server/db/schema';
import type { AwardCaseData } from '../domain/award-analysis';

/**
 * Writes the demo data set into an empty table (the embedded demo): once any case exists,
 * nothing happens, so staff edits and deletions survive a restart.
 */
export async function seedAffairAwards(db: Db, cases: AwardCaseData[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: affairAwards.id }).from(affairAwards).limit(1);
    if (existing) return false;
    if (cases.length > 0) await tx.insert(affairAwards).values(cases.map((item) => ({ ...item, status: 'published' })));
    return true;
  });
}
