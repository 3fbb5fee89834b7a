// GET /api/office/payments/export: the payment list as CSV for Excel, with the list's filters (issue 16).
import { viewerCan, viewerFromHeaders } from '@/features/auth/server/viewer';
import { parsePaymentFilters } from '@/features/payments/domain/office-payments';
import { exportOfficePayments } from '@/features/payments/server/office-queries';
import { seoulDay } from '@/lib/seoul-date';
import { clientAddress } from '@/server/client-address';
import { jsonError } from '@/server/http';

const exportMessages = {
  signedOut: '로그인이 필요합니다. 다시 로그인해 주세요.',
  forbidden: '결제 내역을 내려받을 권한이 없습니다.',
  failed: '결제 내역 파일을 만들지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
};

export async function GET(request: Request) {
  const viewer = await viewerFromHeaders(request.headers);
  if (!viewer) return jsonError(401, exportMessages.signedOut);
  if (!viewerCan(viewer, 'payments.manage')) return jsonError(403, exportMessages.forbidden);
  const { filters, errors } = parsePaymentFilters(new URL(request.url).searchParams);
  if (errors.length > 0) return jsonError(400, errors[0]!, { errors });
  let stream: ReadableStream<Uint8Array>;
  try {
    ({ stream } = await exportOfficePayments(viewer, filters, { ipAddress: clientAddress(request.headers) }));
  } catch (error) {
    console.error('[export] payment export failed', error);
    return jsonError(500, exportMessages.failed);
  }
  const day = seoulDay(new Date());
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="payments-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`결제내역-${day}.csv`)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
