import { NextResponse } from 'next/server';
import { normalizeInput } from '@/lib/text';
import { env } from './env';

/** Shared by the spec's JSON API routes: bounded body reading and Korean error answers. */

export const MAX_JSON_BYTES = 16 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: NextResponse };

export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<JsonBody> {
  let text: string;
  try {
    text = new TextDecoder().decode(await readBoundedBody(request, maxBytes));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, response: jsonError(413, '요청 내용이 너무 큽니다.') };
    return { ok: false, response: jsonError(400, '요청 내용을 읽을 수 없습니다.') };
  }
  try {
    return { ok: true, value: normalizeInput(JSON.parse(text)) };
  } catch {
    return { ok: false, response: jsonError(400, '요청 형식이 올바르지 않습니다. JSON으로 보내주세요.') };
  }
}

/** Thrown by readBoundedBody when a body runs past its bound (the declared length may lie). */
export class BodyTooLargeError extends Error {}

/**
 * The one bounded body reader (issue 12): reads at most `maxBytes` of the stream and stops reading,
 * with BodyTooLargeError, at the first byte past it. A bound in Content-Length is checked first.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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

/**
 * A state-changing route handler's first check (issue 11). A browser sends Origin on every POST
 * and PUT; a foreign one means another site is making its visitors call us (a `text/plain` form
 * post needs no preflight), so it is refused, as is a foreign Referer when Origin is missing. A
 * request with neither comes from a server-side client, which cannot ride a visitor's browser.
 * The site's own origin and API_ALLOWED_ORIGINS (the spec's clients on the firm's hosts) pass.
 * With `json`, the body must be declared `application/json`: that is what makes a cross-site
 * browser request need a preflight, which we never grant.
 */
export function refuseCrossSite(request: Request, options: { json?: boolean } = {}): NextResponse | null {
  const settings = env();
  const allowed = new Set([new URL(settings.SITE_URL).origin, ...settings.API_ALLOWED_ORIGINS]);
  const origin = request.headers.get('origin');
  const referer = request.headers.get('referer');
  let source: string | null = origin;
  if (!source && referer) {
    try {
      source = new URL(referer).origin;
    } catch {
      source = 'invalid';
    }
  }
  // The site as the browser reached it (localhost vs 127.0.0.1, a second domain): a browser never
  // lets a page on another site set the Host it sends, so Origin's host equal to Host is same-site.
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const sameHost = (value: string) => {
    try {
      return host !== null && new URL(value).host === host;
    } catch {
      return false;
    }
  };
  if (source && !allowed.has(source) && !sameHost(source))
    return jsonError(403, '이 사이트의 화면에서 보낸 요청만 받을 수 있습니다.', { code: 'FOREIGN_ORIGIN' });
  if (options.json) {
    const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (type !== 'application/json')
      return jsonError(415, '요청 형식이 올바르지 않습니다. JSON(application/json)으로 보내주세요.', { code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  return null;
}
