import 'server-only';
import { eq } from 'drizzle-orm';
import { updateTag } from 'next/cache';
import { ActionError } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import type { Db } from '@/server/db/client';
import { affairAwards } from '@/server/db/schema';
import { purgePageCache } from '@/server/page-cache-purge';
import { awardsTag } from './award-cached';
import type { AwardInput, AwardStatusInput } from '../schemas';

/**
 * The back office's writes to the award data set (issue 5, section 4): each one audit-logged in
 * its transaction ('award.create' | 'award.update' | 'award.publish' | 'award.unpublish', subject
 * 'affair_award'), then the public analysis's cache tag is refreshed.
 */

export type AwardWriteContext = { db: Db; actor: { id: string; name: string }; ipAddress: string };
export type AwardSaveResult = { id: number; status: 'draft' | 'published' };

export const awardMessages = {
  notFound: '이 사례를 찾을 수 없습니다. 목록에서 다시 열어 주세요.',
};

export const awardAuditSubject = 'affair_award';

function changedFields(before: Record<string, unknown> | null, values: Record<string, unknown>): string[] {
  if (!before) return Object.keys(values);
  return Object.keys(values).filter((key) => before[key] !== values[key]);
}

export async function saveAward({ db, actor, ipAddress }: AwardWriteContext, input: AwardInput): Promise<AwardSaveResult> {
  const { id, publish, ...values } = input;
  const result = await db.transaction(async (tx) => {
    const [existing] = id ? await tx.select().from(affairAwards).where(eq(affairAwards.id, id)).for('update') : [];
    if (id && !existing) throw new ActionError(awardMessages.notFound);
    const status: 'draft' | 'published' = publish || existing?.status === 'published' ? 'published' : 'draft';
    const changes = changedFields(existing ?? null, values);
    let savedId: number;
    if (existing) {
      await tx
        .update(affairAwards)
        .set({ ...values, status, updatedAt: new Date() })
        .where(eq(affairAwards.id, existing.id));
      savedId = existing.id;
    } else {
      const [row] = await tx
        .insert(affairAwards)
        .values({ ...values, status })
        .returning({ id: affairAwards.id });
      savedId = row!.id;
    }
    const action = !existing ? 'award.create' : existing.status !== status ? 'award.publish' : 'award.update';
    await recordAudit(tx, {
      actor,
      action,
      subjectType: awardAuditSubject,
      subjectId: savedId,
      detail: {
        caseLabel: values.caseLabel,
        amount: values.amount,
        status,
        changedFields: changes,
        ...(existing && existing.amount !== values.amount ? { amountFrom: existing.amount } : {}),
      },
      ipAddress,
    });
    return { id: savedId, status };
  });
  updateTag(awardsTag);
  purgePageCache();
  return result;
}

export async function setAwardStatus({ db, actor, ipAddress }: AwardWriteContext, input: AwardStatusInput): Promise<AwardSaveResult> {
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(affairAwards).where(eq(affairAwards.id, input.id)).for('update');
    if (!existing) throw new ActionError(awardMessages.notFound);
    if (existing.status !== input.status) {
      await tx.update(affairAwards).set({ status: input.status, updatedAt: new Date() }).where(eq(affairAwards.id, existing.id));
      await recordAudit(tx, {
        actor,
        action: input.status === 'published' ? 'award.publish' : 'award.unpublish',
        subjectType: awardAuditSubject,
        subjectId: existing.id,
        detail: { caseLabel: existing.caseLabel, amount: existing.amount, status: input.status },
        ipAddress,
      });
    }
    return { id: existing.id, status: input.status };
  });
  updateTag(awardsTag);
  purgePageCache();
  return result;
}
