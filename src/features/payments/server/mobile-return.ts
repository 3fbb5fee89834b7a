import 'server-only';
import { payOptPath, routes } from '@/lib/routes';
import { readBoundedBody } from '@/server/http';

/**
 * /pay/mobileCallback and /pay/pmobileCallback (the spec's mobile returns, issue 16): a phone's
 * payment app comes back here by GET or by a form POST. Both end in the one result handling: a
 * success goes to /pay/result with the same order id, payment key and amount; a failure to the
 * order's payment page with the provider's code and message. Only same-site relative redirects.
 */
const FIELDS = ['orderId', 'paymentKey', 'amount', 'code', 'message', 'paymentType'] as const;

async function returnedFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const url = new URL(request.url);
  for (const name of FIELDS) {
    const value = url.searchParams.get(name);
    if (value) fields[name] = value.slice(0, 500);
  }
  if (request.method === 'POST') {
    try {
      const form = new URLSearchParams(new TextDecoder().decode(await readBoundedBody(request, 16 * 1024)));
      for (const name of FIELDS) {
        const value = form.get(name);
        if (value) fields[name] ??= value.slice(0, 500);
      }
    } catch {
      // an unreadable body: the query alone decides
    }
  }
  return fields;
}

export async function mobileReturn(request: Request): Promise<Response> {
  const fields = await returnedFields(request);
  let location: string = routes.premiumPay;
  if (fields.orderId && fields.paymentKey && fields.amount) {
    const params = new URLSearchParams({ orderId: fields.orderId, paymentKey: fields.paymentKey, amount: fields.amount });
    location = `${routes.payResult}?${params.toString()}`;
  } else if (fields.orderId) {
    const params = new URLSearchParams();
    if (fields.code) params.set('code', fields.code);
    if (fields.message) params.set('message', fields.message);
    const extra = params.toString();
    location = `${payOptPath(fields.orderId)}${extra ? `&${extra}` : ''}`;
  }
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
