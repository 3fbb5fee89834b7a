// PUT /api/boon/consult/{id}: confirms the consult's legal-case uuid link (spec section 7; idempotent).
import { NextResponse } from 'next/server';
import { confirmConsultUuid } from '@/features/consult/server/queries';
import { jsonError, readJsonBody } from '@/server/http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function PUT(request: Request, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  if (!/^\d{1,9}$/.test(id)) return jsonError(404, '상담 신청을 찾을 수 없습니다.');
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const uuid = (body.value as { uuid?: unknown } | null)?.uuid;
  if (typeof uuid !== 'string' || !UUID.test(uuid)) {
    return jsonError(400, 'uuid 값이 올바르지 않습니다.', { errors: { uuid: 'uuid 값이 올바르지 않습니다.' } });
  }
  const outcome = await confirmConsultUuid(Number(id), uuid);
  if (outcome === 'not-found') return jsonError(404, '상담 신청을 찾을 수 없습니다.');
  if (outcome === 'conflict') return jsonError(409, '이 상담 신청에는 다른 사건 번호가 연결되어 있습니다.');
  return NextResponse.json({ success: true });
}
