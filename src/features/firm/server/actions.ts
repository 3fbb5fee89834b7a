'use server';

import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { ActionError, actionMessages, staffAction } from '@/features/auth/server/action-client';
import type { ActionResult } from '@/lib/action-result';
import { recordAudit } from '@/features/auth/server/audit';
import { firmSettings } from '@/server/db/schema';
import { purgePageCache } from '@/server/page-cache-purge';
import { changedSettingKeys, settingLabel } from '../domain/settings-form';
import { parseSettingsForm, settingsInputSchema } from '../schemas';
import { invalidateFirmSettingsCache } from './queries';

export type UpdateFirmSettingsResult = { changedKeys: string[]; version: string };

const staleMessage = '다른 직원이 그사이 법인 정보를 바꿨습니다. 새로고침해서 바뀐 내용을 확인한 뒤 다시 저장해 주세요.';

const updateFirmSettings = staffAction('settings.update', settingsInputSchema, async ({ settings, version }, { db, viewer, ipAddress }) => {
  const parsed = parseSettingsForm(settings);
  if (!parsed.ok) throw new ActionError(actionMessages.invalid, parsed.fieldErrors);
  const next = parsed.value;
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(firmSettings).where(eq(firmSettings.id, 1)).for('update');
    if (!row) throw new Error('firm_settings row is missing: the seed did not run');
    if (version && row.updatedAt.toISOString() !== version) throw new ActionError(staleMessage);
    const before = (row.data ?? {}) as Record<string, unknown>;
    const changedKeys = changedSettingKeys(before, next);
    if (changedKeys.length === 0) return { changedKeys, version: row.updatedAt.toISOString() };
    const [saved] = await tx
      .update(firmSettings)
      .set({ data: next, updatedAt: new Date() })
      .where(eq(firmSettings.id, 1))
      .returning({ updatedAt: firmSettings.updatedAt });
    const changes = Object.fromEntries(
      changedKeys.map((key) => [key, { from: before[key] ?? null, to: (next as Record<string, unknown>)[key] ?? null }]),
    );
    await recordAudit(tx, {
      actor: { id: viewer.id, name: viewer.name },
      action: 'settings.update',
      subjectType: 'firm_settings',
      subjectId: 1,
      detail: { changedKeys, changedLabels: changedKeys.map((key) => settingLabel([key])), changes },
      ipAddress,
    });
    return { changedKeys, version: saved!.updatedAt.toISOString() };
  });
  if (result.changedKeys.length > 0) {
    // This process's copy goes now; the cached public pages (footer, contact panel) regenerate on their next request.
    invalidateFirmSettingsCache();
    revalidatePath('/', 'layout');
    purgePageCache();
  }
  return result;
});

/**
 * /office/settings: saves every field of the firm's facts, validated with the settings schema
 * (Korean messages at the fields; nothing is saved while one is wrong), audit-logged with the
 * changed keys.
 */
export async function updateFirmSettingsAction(input: unknown): Promise<ActionResult<UpdateFirmSettingsResult>> {
  return updateFirmSettings(input);
}
