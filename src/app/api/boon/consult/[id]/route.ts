// PUT /api/boon/consult/{id}: confirms the consult's legal-case uuid link (spec section 7; idempotent).
import { NextResponse } from 'next/server';
import { confirmConsultUuid } from '@/features/consult/server/queries';
import { clientAddress } from '@/server/client-address';
import { getDb } from '@/server/db/db';
import { jsonError, readJsonBody, refuseCrossSite } from '@/server/http';
import { hitRateLimit } from '@/server/rate-limit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_LIMIT = 60;
const LINK_WINDOW_MS = 60 * 60_000;

/**
 * An unknown id and a uuid that does not belong to the id get the same answer (issue 11): the
 * endpoint needs no credentials, so it must not tell a stranger which consult numbers exist.
 */
const notLinked = () => jsonError(404, '상담 신청을 찾을 수 없거나 사건 번호가 일치하지 않습니다.');

export async function PUT(request: Request, context: { params: Promise<{ id: string }> }) {
  const refused = refuseCrossSite(request, { json: true });
  if (refused) return refused;
  const hit = await hitRateLimit(await getDb(), {
    key: `boon-link:${clientAddress(request.headers)}`,
    limit: LINK_LIMIT,
    windowMs: LINK_WINDOW_MS,
  });
  if (!hit.allowed)
    return jsonError(429, '요청이 너무 많습니다. 잠시 뒤 다시 시도해 주세요.', {}, { 'retry-after': String(hit.retryAfterSeconds) });
  const { id } = await context.params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const uuid = (body.value as { uuid?: unknown } | null)?.uuid;
  if (typeof uuid !== 'string' || !UUID.test(uuid)) {
    return jsonError(400, 'uuid 값이 올바르지 않습니다.', { errors: { uuid: 'uuid 값이 올바르지 않습니다.' } });
  }
  if (!/^\d{1,9}$/.test(id)) return notLinked();
  const outcome = await confirmConsultUuid(Number(id), uuid);
  if (outcome !== 'linked') return notLinked();
  return NextResponse.json({ success: true });
}
