// POST /api/payments/toss/webhook: Toss Payments' payment and deposit events (issue 16). The body is
// kept as received and never trusted: the payment is read back from Toss (payments/server/webhook.ts).
import { NextResponse } from 'next/server';
import { tossConfig } from '@/features/payments/server/toss-client';
import { handleTossWebhook } from '@/features/payments/server/webhook';
import { clientAddress } from '@/server/client-address';
import { getDb } from '@/server/db/db';
import { BodyTooLargeError, jsonError, readBoundedBody } from '@/server/http';
import { hitRateLimit } from '@/server/rate-limit';

const WEBHOOK_MAX_BYTES = 64 * 1024;

export async function POST(request: Request) {
  const config = tossConfig();
  if (!config) return jsonError(404, '온라인 결제를 설정하지 않았습니다.');
  const db = await getDb();
  const hit = await hitRateLimit(db, { key: `toss-webhook:${clientAddress(request.headers)}`, limit: 600, windowMs: 60_000 });
  if (!hit.allowed) return jsonError(429, '요청이 너무 많습니다.', {}, { 'retry-after': String(hit.retryAfterSeconds) });
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(await readBoundedBody(request, WEBHOOK_MAX_BYTES)));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return jsonError(413, '요청 내용이 너무 큽니다.');
    return jsonError(400, '요청 형식이 올바르지 않습니다. JSON으로 보내주세요.');
  }
  const answer = await handleTossWebhook(db, config, raw);
  return NextResponse.json(answer.body, { status: answer.status });
}
