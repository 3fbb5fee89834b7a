import { NextResponse } from 'next/server';

/** Shared by the spec's JSON API routes: bounded body reading and Korean error answers. */

export const MAX_JSON_BYTES = 16 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: NextResponse };

export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, response: jsonError(413, '요청 내용이 너무 큽니다.') };
  let text: string;
  try {
    text = await readLimited(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, response: jsonError(413, '요청 내용이 너무 큽니다.') };
    return { ok: false, response: jsonError(400, '요청 내용을 읽을 수 없습니다.') };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, '요청 형식이 올바르지 않습니다. JSON으로 보내주세요.') };
  }
}

class BodyTooLargeError extends Error {}

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ success: false, message, ...extra }, { status, headers });
}

/** The calculators' JSON: results depend only on the query, so shared caches may keep them briefly. */
export function toolJson(body: unknown, status = 200): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': status === 200 ? 'public, max-age=300' : 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
