import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/db';
import { firmSettings } from '@/server/db/schema';
import { firmSettingsSchema, type FirmSettings } from '../schemas';

/**
 * Every page shows the firm's facts, so they are cached for a few seconds per process: an edit
 * in the back office shows on every instance within FRESH_MS without a shared cache.
 */
const FRESH_MS = 5_000;
let cache: { value: FirmSettings; at: number } | undefined;

export async function getFirmSettings(): Promise<FirmSettings> {
  if (cache && Date.now() - cache.at < FRESH_MS) return cache.value;
  const db = await getDb();
  const [row] = await db.select().from(firmSettings).where(eq(firmSettings.id, 1));
  if (!row) throw new Error('firm_settings row is missing: the seed did not run');
  const value = firmSettingsSchema.parse(row.data);
  cache = { value, at: Date.now() };
  return value;
}

export function invalidateFirmSettingsCache(): void {
  cache = undefined;
}
