import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/db';
import { consults } from '@/server/db/schema';
import { maskTel } from '../domain/consult-form-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ConsultReceipt = { receivedAt: Date; category: string | null; maskedTel: string; kind: 'consult' | 'booking' | 'premium' };

/** The receipt page's view of a consult: nothing personal beyond a masked phone number. */
export async function getConsultReceipt(uuid: string): Promise<ConsultReceipt | null> {
  if (!UUID.test(uuid)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: consults.createdAt, category: consults.category, tel: consults.tel, source: consults.source })
    .from(consults)
    .where(eq(consults.legalCaseUuid, uuid.toLowerCase()));
  if (!row) return null;
  const kind = row.source === 'booking' || row.source === 'premium' ? row.source : 'consult';
  return { receivedAt: row.createdAt, category: row.category, maskedTel: maskTel(row.tel), kind };
}

/**
 * PUT /api/boon/consult/{id}: the uuid is linked when the consult is saved, so this only confirms
 * the link. Idempotent; a different uuid is a conflict, an unknown id is not found.
 */
export async function confirmConsultUuid(id: number, uuid: string): Promise<'linked' | 'not-found' | 'conflict'> {
  const db = await getDb();
  const [row] = await db.select({ uuid: consults.legalCaseUuid }).from(consults).where(eq(consults.id, id));
  if (!row) return 'not-found';
  return row.uuid.toLowerCase() === uuid.toLowerCase() ? 'linked' : 'conflict';
}
