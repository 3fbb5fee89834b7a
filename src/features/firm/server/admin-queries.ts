import 'server-only';
import { eq } from 'drizzle-orm';
import { requireStaffViewer } from '@/features/auth/server/staff-query';
import { getDb } from '@/server/db/db';
import { firmSettings } from '@/server/db/schema';
import { demoFirmSettings } from '../domain/firm-settings';
import { firmSettingsSchema, type FirmSettings } from '../schemas';

export type EditableFirmSettings = { settings: FirmSettings; version: string; updatedAt: Date };

/**
 * /office/settings reads the record itself, not the public 5-second copy, with its version (the
 * updatedAt the save checks). A stored record the schema no longer accepts is shown merged over
 * the demo values, so the form can still fix it.
 */
export async function getFirmSettingsForEdit(): Promise<EditableFirmSettings> {
  await requireStaffViewer('settings.update');
  const db = await getDb();
  const [row] = await db.select().from(firmSettings).where(eq(firmSettings.id, 1));
  if (!row) throw new Error('firm_settings row is missing: the seed did not run');
  const parsed = firmSettingsSchema.safeParse(row.data);
  const settings = parsed.success ? parsed.data : ({ ...demoFirmSettings, ...(row.data as object) } as FirmSettings);
  return { settings, version: row.updatedAt.toISOString(), updatedAt: row.updatedAt };
}
