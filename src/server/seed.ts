import { firmSettings } from './db/schema';
import type { Db } from './db/client';
import { demoFirmSettings } from '@/features/firm/domain/firm-settings';

/** Seeds demo content into an empty database; existing rows are never overwritten. */
export async function seedDemoContent(db: Db): Promise<void> {
  await db.insert(firmSettings).values({ id: 1, data: demoFirmSettings }).onConflictDoNothing();
}
