// GET /api/office/consults/export: the inbox's consults as CSV for Excel, with the inbox's filters (issue 3).
import { parseInboxFilters } from '@/features/consult/domain/office-inbox';
import { seoulDay } from '@/lib/seoul-date';
import { exportOfficeConsults } from '@/features/consult/server/office-queries';
import { viewerCan, viewerFromHeaders } from '@/features/auth/server/viewer';
import { clientAddress } from '@/server/client-address';
import { jsonError } from '@/server/http';

const exportMessages = {
  signedOut: '로그인이 필요합니다. 다시 로그인해 주세요.',
  forbidden: '상담 목록을 내려받을 권한이 없습니다.',
  failed: '상담 목록 파일을 만들지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
};

export async function GET(request: Request) {
  const viewer = await viewerFromHeaders(request.headers);
  if (!viewer) return jsonError(401, exportMessages.signedOut);
  if (!viewerCan(viewer, 'consult.export')) return jsonError(403, exportMessages.forbidden);
  const { filters, errors } = parseInboxFilters(new URL(request.url).searchParams);
  if (errors.length > 0) return jsonError(400, errors[0]!, { errors });
  let csv: string;
  try {
    ({ csv } = await exportOfficeConsults(viewer, filters, { ipAddress: clientAddress(request.headers) }));
  } catch (error) {
    console.error('[export] consult export failed', error);
    return jsonError(500, exportMessages.failed);
  }
  const day = seoulDay(new Date());
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="consults-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`상담목록-${day}.csv`)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
