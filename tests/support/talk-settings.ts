import { eq } from 'drizzle-orm';
import { invalidateFirmSettingsCache } from '@/features/firm/server/queries';
import type { FirmSettings } from '@/features/firm/domain/firm-settings';
import type { Db } from '@/server/db/client';
import { firmSettings } from '@/server/db/schema';

/**
 * Changes some of the firm's settings in a test database (the community's write limits, say) and
 * drops the process's cached copy, so the next read sees them.
 */
export async function setFirmSettings(db: Db, changes: Partial<FirmSettings>): Promise<void> {
  const [row] = await db.select({ data: firmSettings.data }).from(firmSettings).where(eq(firmSettings.id, 1));
  await db
    .update(firmSettings)
    .set({ data: { ...(row!.data as Record<string, unknown>), ...changes } })
    .where(eq(firmSettings.id, 1));
  invalidateFirmSettingsCache();
}

/** Limits high enough for a test that writes several posts at once and is not about the limits. */
export const roomyTalkLimits = { talkPostsPerMinute: 20, talkCommentsPerMinute: 30 } as const;
