// POST /api/tools/evidence: evidence files for a consultation (issue 5, /upload). A route handler,
// not a server action, because of the file sizes. A plain HTML form (no JavaScript) gets 303
// redirects: to the receipt, or back to the form with the error codes; the form's script asks for
// JSON (Accept: application/json) and shows the Korean messages inline.
import { evidenceFailure, failureMessages, submitEvidence, type EvidenceFailure } from '@/features/consult/server/evidence';
import { EVIDENCE_MAX_BODY_BYTES } from '@/features/consult/domain/evidence-rules';
import { routes } from '@/lib/routes';
import { clientAddress } from '@/server/client-address';
import { BodyTooLargeError, readBoundedBody, refuseCrossSite } from '@/server/http';

export const dynamic = 'force-dynamic';

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

function answerFailure(request: Request, failure: EvidenceFailure): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (failure.retryAfterSeconds) headers['Retry-After'] = String(failure.retryAfterSeconds);
  if (wantsJson(request)) {
    const { message, errors } = failureMessages(failure);
    return Response.json({ success: false, message, errors }, { status: failure.status, headers });
  }
  const back = new URLSearchParams();
  for (const code of failure.codes) back.append('error', code);
  return new Response(null, { status: 303, headers: { ...headers, Location: `${encodeURI(routes.evidenceUpload)}?${back.toString()}` } });
}

export async function POST(request: Request): Promise<Response> {
  // A multipart form post needs no preflight: another site must not file evidence consults.
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return answerFailure(request, evidenceFailure(400, ['badRequest']));
  let form: FormData;
  try {
    const body = await readBoundedBody(request, EVIDENCE_MAX_BODY_BYTES);
    form = await new Response(new Blob([new Uint8Array(body)]), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    const tooLarge = error instanceof BodyTooLargeError;
    return answerFailure(request, evidenceFailure(tooLarge ? 413 : 400, [tooLarge ? 'bodyTooLarge' : 'badRequest']));
  }
  const result = await submitEvidence(form, { address: clientAddress(request.headers) });
  if (!result.ok) return answerFailure(request, result);
  if (wantsJson(request))
    return Response.json(
      { success: true, location: result.receiptPath, files: result.files },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  return new Response(null, { status: 303, headers: { Location: result.receiptPath, 'Cache-Control': 'no-store' } });
}
