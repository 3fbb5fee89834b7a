// POST /api/office/consult: files a consultation request (spec section 7; DESIGN section 5).
import { NextResponse } from 'next/server';
import { consultSources } from '@/features/consult/domain/consult-form-rules';
import { fileConsult } from '@/features/consult/server/mutations';
import { clientAddress } from '@/server/client-address';
import { jsonError, readJsonBody, refuseCrossSite } from '@/server/http';

export async function POST(request: Request) {
  const refused = refuseCrossSite(request, { json: true });
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
    return jsonError(400, '요청 형식이 올바르지 않습니다.');
  }
  const source = (body.value as { source?: unknown }).source;
  const result = await fileConsult(body.value, {
    address: clientAddress(request.headers),
    source: consultSources.find((known) => known === source) ?? 'api',
    legacyClient: true,
  });
  if (result.ok) return NextResponse.json({ success: true, model: result.model });
  return jsonError(
    result.status,
    result.formError,
    result.fieldErrors ? { errors: result.fieldErrors } : {},
    result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined,
  );
}
