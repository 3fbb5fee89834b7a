// GET /office/consults/{id}/files/{key}: one evidence file of a consult (issue 5, /upload), for
// staff holding consult.read only. Always a download (never rendered in the office's origin), never
// cached, and every open is audit-logged.
import { recordAudit } from '@/features/auth/server/audit';
import { viewerCan, viewerFromHeaders } from '@/features/auth/server/viewer';
import { findConsultFile } from '@/features/consult/server/evidence-files';
import { clientAddress } from '@/server/client-address';
import { getDb } from '@/server/db/db';
import { jsonError } from '@/server/http';
import { fileKeyPattern } from '@/server/storage/file-keys';
import { getFileStorage } from '@/server/storage/storage';

export const dynamic = 'force-dynamic';

const fileMessages = {
  signedOut: '로그인이 필요합니다. 다시 로그인해 주세요.',
  forbidden: '상담 첨부 파일을 열람할 권한이 없습니다.',
  notFound: '첨부 파일을 찾을 수 없습니다.',
  failed: '첨부 파일을 읽지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
};

export async function GET(request: Request, { params }: { params: Promise<{ id: string; key: string }> }): Promise<Response> {
  const viewer = await viewerFromHeaders(request.headers);
  if (!viewer) return jsonError(401, fileMessages.signedOut);
  if (!viewerCan(viewer, 'consult.read')) return jsonError(403, fileMessages.forbidden);
  const { id, key } = await params;
  if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647 || !fileKeyPattern.test(key)) return jsonError(404, fileMessages.notFound);
  const consultId = Number(id);
  try {
    const db = await getDb();
    const file = await findConsultFile(db, consultId, key);
    if (!file) return jsonError(404, fileMessages.notFound);
    const object = await getFileStorage().get(key, 'private');
    if (!object) return jsonError(404, fileMessages.notFound);
    await recordAudit(db, {
      actor: { id: viewer.id, name: viewer.name },
      action: 'consult.file.open',
      subjectType: 'consult',
      subjectId: consultId,
      detail: { key, originalName: file.originalName, contentType: file.contentType, size: file.size },
      ipAddress: clientAddress(request.headers),
    });
    const asciiName = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_') || key;
    return new Response(Buffer.from(object.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(object.bytes.byteLength),
        'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    console.error('[evidence] opening a consult file failed', error);
    return jsonError(500, fileMessages.failed);
  }
}
