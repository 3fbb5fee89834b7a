import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Toss Payments API (v1 shapes) on loopback, plus a stand-in for the v2 payment widget script.
 * Integration tests import it directly; browser tests start it in-process and point TOSS_API_URL and
 * TOSS_SDK_URL at it. Every request is recorded; failures and slowness can be injected per path.
 */

export type FakeTossMethod = 'card' | 'reject' | 'virtual-account' | 'transfer' | 'easy-pay';

export type TossPaymentStatus = 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED';

export type TossCard = {
  issuerCode: string;
  number: string;
  installmentPlanMonths: number;
  approveNo: string;
  cardType: string;
  ownerType: string;
  amount: number;
};

export type TossVirtualAccount = {
  accountType: string;
  accountNumber: string;
  bankCode: string;
  customerName: string;
  dueDate: string;
  refundStatus: string;
  expired: boolean;
  settlementStatus: string;
};

export type TossTransfer = { bankCode: string; settlementStatus: string };

export type TossEasyPay = { provider: string; amount: number; discountAmount: number };

export type TossCashReceipt = {
  type: string;
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string;
  amount: number;
  taxFreeAmount: number;
};

export type TossCancel = {
  transactionKey: string;
  cancelReason: string;
  cancelAmount: number;
  taxFreeAmount: number;
  refundableAmount: number;
  canceledAt: string;
  cancelStatus: string;
};

export type TossPayment = {
  mId: string;
  version: string;
  paymentKey: string;
  type: string;
  orderId: string;
  orderName: string;
  currency: string;
  method: string;
  totalAmount: number;
  balanceAmount: number;
  suppliedAmount: number;
  vat: number;
  status: TossPaymentStatus;
  requestedAt: string;
  approvedAt: string | null;
  useEscrow: boolean;
  cultureExpense: boolean;
  card: TossCard | null;
  virtualAccount: TossVirtualAccount | null;
  transfer: TossTransfer | null;
  easyPay: TossEasyPay | null;
  mobilePhone: null;
  giftCertificate: null;
  cashReceipt: TossCashReceipt | null;
  cashReceipts: TossCashReceipt[] | null;
  cancels: TossCancel[] | null;
  receipt: { url: string };
  checkout: { url: string };
  secret: string | null;
  failure: null;
  isPartialCancelable: boolean;
  taxFreeAmount: number;
  country: string;
  lastTransactionKey: string;
};

export type FakeTossRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown };

export type FakeTossDepositCallback = { createdAt: string; secret: string; status: string; transactionKey: string; orderId: string };

export type FakeTossStatusChanged = { eventType: string; createdAt: string; data: TossPayment };

export type FakeToss = {
  /** e.g. http://127.0.0.1:PORT (the app's TOSS_API_URL). */
  url: string;
  /** `${url}/v2/standard` (the app's TOSS_SDK_URL). */
  sdkUrl: string;
  secretKey: string;
  clientKey: string;
  /** Every request that reached the server, in order (`path` is the raw request target, query included). */
  requests: FakeTossRequest[];
  /** Confirmed payments, by paymentKey. */
  payments: Map<string, TossPayment>;
  /** Creates a payment session as the widget would after the buyer authorises: returns the paymentKey. */
  authorize(input: { orderId: string; amount: number; method?: FakeTossMethod; orderName?: string }): string;
  /** Slow mode: every response to paths matching `match` (all paths when omitted) waits `ms` before it is written; the work is done first. ms 0 turns it off. */
  setDelay(ms: number, match?: RegExp): void;
  /** The next `count` (default 1) requests whose path matches `match` answer this error instead (nothing is done, nothing is stored for their Idempotency-Key). */
  failNext(input: { match: RegExp; status: number; code: string; message: string; count?: number }): void;
  /** The buyer deposits into a virtual account: WAITING_FOR_DEPOSIT → DONE. Returns the DEPOSIT_CALLBACK webhook body Toss would POST. */
  deposit(orderId: string): FakeTossDepositCallback;
  /** A cancellation made in Toss's console (not through the API); returns the PAYMENT_STATUS_CHANGED webhook body. */
  cancelInConsole(paymentKey: string, amount?: number, reason?: string): FakeTossStatusChanged;
  /** How many confirm calls reached the server and were processed, whatever the answer (replays of an Idempotency-Key, injected failures and unauthorised calls not counted). */
  confirmCount(): number;
  close(): Promise<void>;
};

type Session = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  method: FakeTossMethod;
  requestedAt: string;
  confirmed: boolean;
};

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

type InjectedFailure = { match: RegExp; status: number; code: string; message: string; remaining: number };

const methods: readonly FakeTossMethod[] = ['card', 'reject', 'virtual-account', 'transfer', 'easy-pay'];

const messages = {
  unauthorized: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
  sessionNotFound: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
  invalid: '잘못된 요청입니다.',
  amountMismatch: '결제 금액이 일치하지 않습니다.',
  alreadyProcessed: '이미 처리된 결제 입니다.',
  rejected: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
  paymentNotFound: '존재하지 않는 결제 정보 입니다.',
  alreadyCanceled: '이미 취소된 결제 입니다.',
  notCancelable: '취소 할 수 없는 금액 입니다.',
} as const;

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number, alphabet = alphanumerics): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** An ISO timestamp in Seoul time, e.g. '2026-11-26T14:30:00+09:00'. */
function seoulIso(date = new Date()): string {
  return `${new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;
}

function error(status: number, code: string, message: string): Reply {
  return { status, body: { code, message } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function matches(pattern: RegExp, path: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(path);
}

/** Keeps the first three and the last four characters, as Toss masks phone and card numbers. */
function mask(identity: string): string {
  if (identity.length <= 7) return '*'.repeat(Math.max(0, identity.length - 2)) + identity.slice(-2);
  return identity.slice(0, 3) + '*'.repeat(identity.length - 7) + identity.slice(-4);
}

export async function startFakeToss(options: { port?: number; secretKey?: string; clientKey?: string } = {}): Promise<FakeToss> {
  const secretKey = options.secretKey ?? 'test_sk_fake_onsaemiro_0000';
  const clientKey = options.clientKey ?? 'test_ck_fake_onsaemiro_0000';
  const expectedAuthorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  const requests: FakeTossRequest[] = [];
  const payments = new Map<string, TossPayment>();
  const sessions = new Map<string, Session>();
  const idempotent = new Map<string, Reply>();
  const failures: InjectedFailure[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let delay: { ms: number; match: RegExp | undefined } = { ms: 0, match: undefined };
  let confirms = 0;
  let url = '';

  function authorize(input: { orderId: string; amount: number; method?: FakeTossMethod; orderName?: string }): string {
    if (!nonEmpty(input.orderId)) throw new Error('fake-toss authorize: orderId is required');
    if (!isPositiveInteger(input.amount)) throw new Error(`fake-toss authorize: amount must be a positive integer, got ${input.amount}`);
    const method = input.method ?? 'card';
    if (!methods.includes(method)) throw new Error(`fake-toss authorize: unknown method ${method}`);
    const paymentKey = `tfake${randomText(20)}`;
    sessions.set(paymentKey, {
      paymentKey,
      orderId: input.orderId,
      orderName: input.orderName ?? '온새미로 상담료',
      amount: input.amount,
      method,
      requestedAt: seoulIso(),
      confirmed: false,
    });
    return paymentKey;
  }

  function newPayment(session: Session): TossPayment {
    const total = session.amount;
    const suppliedAmount = Math.round(total / 1.1);
    const now = new Date();
    const waiting = session.method === 'virtual-account';
    const payment: TossPayment = {
      mId: 'tosspayments',
      version: '2022-11-16',
      paymentKey: session.paymentKey,
      type: 'NORMAL',
      orderId: session.orderId,
      orderName: session.orderName,
      currency: 'KRW',
      method: '카드',
      totalAmount: total,
      balanceAmount: total,
      suppliedAmount,
      vat: total - suppliedAmount,
      status: waiting ? 'WAITING_FOR_DEPOSIT' : 'DONE',
      requestedAt: session.requestedAt,
      approvedAt: waiting ? null : seoulIso(now),
      useEscrow: false,
      cultureExpense: false,
      card: null,
      virtualAccount: null,
      transfer: null,
      easyPay: null,
      mobilePhone: null,
      giftCertificate: null,
      cashReceipt: null,
      cashReceipts: null,
      cancels: null,
      receipt: { url: `${url}/receipt/${session.paymentKey}` },
      checkout: { url: `${url}/checkout/${session.paymentKey}` },
      secret: null,
      failure: null,
      isPartialCancelable: true,
      taxFreeAmount: 0,
      country: 'KR',
      lastTransactionKey: randomText(32),
    };
    switch (session.method) {
      case 'card':
      case 'reject':
        payment.method = '카드';
        payment.card = {
          issuerCode: '11',
          number: '43301234****123*',
          installmentPlanMonths: 0,
          approveNo: '00000000',
          cardType: '신용',
          ownerType: '개인',
          amount: total,
        };
        break;
      case 'easy-pay':
        payment.method = '간편결제';
        payment.easyPay = { provider: '토스페이', amount: total, discountAmount: 0 };
        break;
      case 'transfer':
        payment.method = '계좌이체';
        payment.transfer = { bankCode: '20', settlementStatus: 'INCOMPLETED' };
        break;
      case 'virtual-account':
        payment.method = '가상계좌';
        payment.virtualAccount = {
          accountType: '일반',
          accountNumber: 'X6505636518308',
          bankCode: '20',
          customerName: '온새미로',
          dueDate: seoulIso(new Date(now.getTime() + 3 * 24 * 3600_000)),
          refundStatus: 'NONE',
          expired: false,
          settlementStatus: 'INCOMPLETED',
        };
        payment.secret = randomText(24);
        break;
    }
    return payment;
  }

  function confirm(body: unknown): Reply {
    if (!isRecord(body) || !nonEmpty(body.paymentKey) || !nonEmpty(body.orderId) || typeof body.amount !== 'number') {
      return error(400, 'INVALID_REQUEST', messages.invalid);
    }
    const session = sessions.get(body.paymentKey);
    if (!session) return error(404, 'NOT_FOUND_PAYMENT_SESSION', messages.sessionNotFound);
    if (body.orderId !== session.orderId) return error(400, 'INVALID_REQUEST', messages.invalid);
    if (body.amount !== session.amount) return error(400, 'INVALID_REQUEST', messages.amountMismatch);
    if (session.confirmed) return error(400, 'ALREADY_PROCESSED_PAYMENT', messages.alreadyProcessed);
    if (session.method === 'reject') return error(403, 'REJECT_CARD_PAYMENT', messages.rejected);
    session.confirmed = true;
    const payment = newPayment(session);
    payments.set(payment.paymentKey, payment);
    return { status: 200, body: payment };
  }

  function findByOrder(orderId: string): TossPayment | undefined {
    let found: TossPayment | undefined;
    for (const payment of payments.values()) if (payment.orderId === orderId) found = payment;
    return found;
  }

  /** Cancels through the API or the console; answers an error reply, or the payment after the change. */
  function cancel(paymentKey: string, cancelReason: unknown, cancelAmount: unknown): Reply {
    const payment = payments.get(paymentKey);
    if (!payment) return error(404, 'NOT_FOUND_PAYMENT', messages.paymentNotFound);
    if (!nonEmpty(cancelReason)) return error(400, 'INVALID_REQUEST', messages.invalid);
    if (cancelAmount !== undefined && cancelAmount !== null && !isPositiveInteger(cancelAmount)) {
      return error(400, 'INVALID_REQUEST', messages.invalid);
    }
    if (payment.status === 'CANCELED') return error(400, 'ALREADY_CANCELED_PAYMENT', messages.alreadyCanceled);
    const waiting = payment.status === 'WAITING_FOR_DEPOSIT';
    const requested = typeof cancelAmount === 'number' ? cancelAmount : payment.balanceAmount;
    if (requested > payment.balanceAmount) return error(400, 'NOT_CANCELABLE_AMOUNT', messages.notCancelable);
    // A virtual account nobody has paid into is cancelled whole: there is no money to split.
    const amount = waiting ? payment.balanceAmount : requested;
    const transactionKey = randomText(32);
    payment.balanceAmount -= amount;
    payment.status = waiting || payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    payment.lastTransactionKey = transactionKey;
    payment.cancels = [
      ...(payment.cancels ?? []),
      {
        transactionKey,
        cancelReason,
        cancelAmount: amount,
        taxFreeAmount: 0,
        refundableAmount: payment.balanceAmount,
        canceledAt: seoulIso(),
        cancelStatus: 'DONE',
      },
    ];
    return { status: 200, body: payment };
  }

  function issueCashReceipt(body: unknown): Reply {
    if (
      !isRecord(body) ||
      !isPositiveInteger(body.amount) ||
      !nonEmpty(body.orderId) ||
      !nonEmpty(body.orderName) ||
      !nonEmpty(body.customerIdentityNumber) ||
      (body.type !== '소득공제' && body.type !== '지출증빙')
    ) {
      return error(400, 'INVALID_REQUEST', messages.invalid);
    }
    const receiptKey = `tfakecr${randomText(20)}`;
    const issueNumber = randomText(9, '0123456789');
    const receiptUrl = `${url}/cash-receipt/${receiptKey}`;
    const payment = findByOrder(body.orderId);
    if (payment) payment.cashReceipt = { type: body.type, receiptKey, issueNumber, receiptUrl, amount: body.amount, taxFreeAmount: 0 };
    return {
      status: 200,
      body: {
        receiptKey,
        issueNumber,
        issueStatus: 'COMPLETED',
        amount: body.amount,
        type: body.type,
        orderId: body.orderId,
        orderName: body.orderName,
        customerIdentityNumber: mask(body.customerIdentityNumber),
        transactionType: 'CONFIRM',
        receiptUrl,
        requestedAt: seoulIso(),
      },
    };
  }

  /** The widget's redirect target: creates the session, then sends the buyer back to successUrl. */
  function standInAuthorize(query: URLSearchParams): Reply {
    const orderId = query.get('orderId') ?? '';
    const amount = Number(query.get('amount'));
    const method = query.get('method') ?? 'card';
    const successUrl = query.get('successUrl') ?? '';
    if (!nonEmpty(orderId) || !isPositiveInteger(amount) || !(methods as readonly string[]).includes(method) || !nonEmpty(successUrl)) {
      return error(400, 'INVALID_REQUEST', messages.invalid);
    }
    const paymentKey = authorize({ orderId, amount, method: method as FakeTossMethod, orderName: query.get('orderName') || undefined });
    const params = `paymentType=NORMAL&orderId=${encodeURIComponent(orderId)}&paymentKey=${encodeURIComponent(paymentKey)}&amount=${amount}`;
    const location = successUrl + (successUrl.includes('?') ? '&' : '?') + params;
    return { status: 302, body: undefined, headers: { location } };
  }

  function route(method: string, pathname: string, query: URLSearchParams, body: unknown): Reply {
    if (method === 'GET' && pathname === '/v2/standard') {
      return {
        status: 200,
        body: widgetScript(url),
        headers: {
          'content-type': 'application/javascript; charset=utf-8',
          'access-control-allow-origin': '*',
          'cache-control': 'no-store',
        },
      };
    }
    if (method === 'GET' && pathname === '/stand-in/authorize') return standInAuthorize(query);
    if (method === 'POST' && pathname === '/v1/payments/confirm') {
      confirms++;
      return confirm(body);
    }
    if (method === 'POST' && pathname === '/v1/cash-receipts') return issueCashReceipt(body);
    const byOrder = /^\/v1\/payments\/orders\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && byOrder?.[1]) {
      const payment = findByOrder(decodeURIComponent(byOrder[1]));
      return payment ? { status: 200, body: payment } : error(404, 'NOT_FOUND_PAYMENT', messages.paymentNotFound);
    }
    const cancelPath = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(pathname);
    if (method === 'POST' && cancelPath?.[1]) {
      const fields = isRecord(body) ? body : {};
      return cancel(decodeURIComponent(cancelPath[1]), fields.cancelReason, fields.cancelAmount);
    }
    const byKey = /^\/v1\/payments\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && byKey?.[1]) {
      const payment = payments.get(decodeURIComponent(byKey[1]));
      return payment ? { status: 200, body: payment } : error(404, 'NOT_FOUND_PAYMENT', messages.paymentNotFound);
    }
    return error(404, 'NOT_FOUND', 'not found');
  }

  function handle(request: FakeTossRequest): Reply {
    const target = new URL(request.path, 'http://fake-toss.invalid');
    const pathname = target.pathname;
    if (pathname.startsWith('/v1/') && request.headers.authorization !== expectedAuthorization) {
      return error(401, 'UNAUTHORIZED_KEY', messages.unauthorized);
    }
    const failure = failures.find((candidate) => candidate.remaining > 0 && matches(candidate.match, request.path));
    if (failure) {
      failure.remaining--;
      if (failure.remaining === 0) failures.splice(failures.indexOf(failure), 1);
      return error(failure.status, failure.code, failure.message);
    }
    const header = request.headers['idempotency-key'];
    const key = request.method === 'POST' && typeof header === 'string' && header !== '' ? `${pathname}\n${header}` : undefined;
    const stored = key === undefined ? undefined : idempotent.get(key);
    if (stored) return stored;
    const reply = route(request.method, pathname, target.searchParams, request.body);
    // Store a copy: later changes to the payment must not show up in a replay of this answer.
    if (key !== undefined) idempotent.set(key, { ...reply, body: structuredClone(reply.body) });
    return reply;
  }

  function write(res: http.ServerResponse, reply: Reply, text: string): void {
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
    res.end(text);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw === '' ? undefined : raw;
      try {
        if (raw !== '') body = JSON.parse(raw);
      } catch {
        // keep the raw text
      }
      const request: FakeTossRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      let reply: Reply;
      try {
        reply = handle(request);
      } catch (cause) {
        reply = error(500, 'FAKE_TOSS_ERROR', cause instanceof Error ? cause.message : String(cause));
      }
      // Serialise now: a delayed answer shows the payment as it was when the work was done.
      const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const wait = delay.ms > 0 && (!delay.match || matches(delay.match, request.path)) ? delay.ms : 0;
      if (wait === 0) return write(res, reply, text);
      const timer = setTimeout(() => {
        timers.delete(timer);
        write(res, reply, text);
      }, wait);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    sdkUrl: `${url}/v2/standard`,
    secretKey,
    clientKey,
    requests,
    payments,
    authorize,
    setDelay: (ms, match) => {
      delay = { ms, match };
    },
    failNext: ({ match, status, code, message, count = 1 }) => {
      if (count > 0) failures.push({ match, status, code, message, remaining: count });
    },
    deposit: (orderId) => {
      const payment = [...payments.values()].find(
        (candidate) => candidate.orderId === orderId && candidate.status === 'WAITING_FOR_DEPOSIT',
      );
      if (!payment?.secret) throw new Error(`fake-toss deposit: no virtual account waiting for a deposit for order ${orderId}`);
      const transactionKey = randomText(32);
      const now = seoulIso();
      payment.status = 'DONE';
      payment.approvedAt = now;
      payment.lastTransactionKey = transactionKey;
      return { createdAt: now, secret: payment.secret, status: 'DONE', transactionKey, orderId };
    },
    cancelInConsole: (paymentKey, amount, reason = '관리자 콘솔에서 취소') => {
      const reply = cancel(paymentKey, reason, amount);
      if (reply.status !== 200) throw new Error(`fake-toss cancelInConsole: ${JSON.stringify(reply.body)}`);
      return { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: seoulIso(), data: structuredClone(reply.body as TossPayment) };
    },
    confirmCount: () => confirms,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The stand-in for Toss's v2 payment widget script: plain ES2017 browser JavaScript, no eval and no
 * inline handlers (the site runs a strict CSP). The buyer picks a method from labelled radio inputs;
 * requestPayment sends the browser to this server's /stand-in/authorize, which redirects to successUrl.
 */
function widgetScript(base: string): string {
  return `(function () {
  'use strict';
  var BASE = ${JSON.stringify(base)};
  var METHODS = [
    ['card', '신용·체크카드'],
    ['easy-pay', '토스페이'],
    ['transfer', '계좌이체'],
    ['virtual-account', '가상계좌'],
    ['reject', '한도 초과 카드'],
    ['close', '결제 취소 (창 닫기)']
  ];
  var counter = 0;

  function fail(code, message) {
    var error = new Error(message);
    error.code = code;
    return Promise.reject(error);
  }

  function target(selector) {
    var element = typeof selector === 'string' ? document.querySelector(selector) : null;
    if (!element) return null;
    while (element.firstChild) element.removeChild(element.firstChild);
    return element;
  }

  function absolute(value) {
    return new URL(String(value), window.location.href).href;
  }

  function TossPayments(clientKey) {
    if (typeof clientKey !== 'string' || clientKey === '') throw new Error('TossPayments: clientKey is required');
    return {
      widgets: function () {
        var amount = null;
        var fieldset = null;
        var group = 'fake-toss-method-' + (++counter);
        return {
          setAmount: function (input) {
            if (!input || typeof input.value !== 'number' || !isFinite(input.value) || input.value < 0) {
              return fail('INVALID_AMOUNT', '결제 금액이 올바르지 않습니다.');
            }
            amount = { currency: input.currency || 'KRW', value: input.value };
            return Promise.resolve();
          },
          renderPaymentMethods: function (input) {
            var element = target(input && input.selector);
            if (!element) return fail('NOT_FOUND_ELEMENT', '결제 수단을 표시할 요소를 찾을 수 없습니다.');
            fieldset = document.createElement('fieldset');
            var legend = document.createElement('legend');
            legend.textContent = '결제 수단 (테스트용 대역)';
            fieldset.appendChild(legend);
            METHODS.forEach(function (entry, index) {
              var row = document.createElement('div');
              var id = group + '-' + entry[0];
              var radio = document.createElement('input');
              radio.type = 'radio';
              radio.name = group;
              radio.id = id;
              radio.value = entry[0];
              radio.checked = index === 0;
              var label = document.createElement('label');
              label.htmlFor = id;
              label.textContent = entry[1];
              row.appendChild(radio);
              row.appendChild(label);
              fieldset.appendChild(row);
            });
            element.appendChild(fieldset);
            var current = fieldset;
            return Promise.resolve({
              getSelectedPaymentMethod: function () {
                var checked = current.querySelector('input:checked');
                return Promise.resolve({ type: 'NORMAL', method: checked ? checked.value : 'card' });
              },
              destroy: function () {
                if (current.parentNode) current.parentNode.removeChild(current);
                return Promise.resolve();
              }
            });
          },
          renderAgreement: function (input) {
            var element = target(input && input.selector);
            if (!element) return fail('NOT_FOUND_ELEMENT', '약관을 표시할 요소를 찾을 수 없습니다.');
            var paragraph = document.createElement('p');
            paragraph.textContent = '결제 대행 서비스 약관에 동의합니다 (테스트용 대역).';
            element.appendChild(paragraph);
            return Promise.resolve({
              destroy: function () {
                if (paragraph.parentNode) paragraph.parentNode.removeChild(paragraph);
                return Promise.resolve();
              }
            });
          },
          requestPayment: function (input) {
            if (amount === null) return fail('INVALID_AMOUNT', '결제 금액이 설정되지 않았습니다.');
            if (!input || !input.orderId || !input.orderName || !input.successUrl || !input.failUrl) {
              return fail('INVALID_PARAMETERS', '결제 요청 값이 올바르지 않습니다.');
            }
            var checked = fieldset ? fieldset.querySelector('input:checked') : null;
            var method = checked ? checked.value : 'card';
            if (method === 'close') {
              var failUrl = absolute(input.failUrl);
              window.location.href = failUrl + (failUrl.indexOf('?') >= 0 ? '&' : '?') +
                'code=PAY_PROCESS_CANCELED&message=' + encodeURIComponent('사용자에 의해 결제가 취소되었습니다.') +
                '&orderId=' + encodeURIComponent(input.orderId);
            } else {
              window.location.href = BASE + '/stand-in/authorize' +
                '?orderId=' + encodeURIComponent(input.orderId) +
                '&amount=' + encodeURIComponent(String(amount.value)) +
                '&method=' + encodeURIComponent(method) +
                '&orderName=' + encodeURIComponent(input.orderName) +
                '&successUrl=' + encodeURIComponent(absolute(input.successUrl)) +
                '&failUrl=' + encodeURIComponent(absolute(input.failUrl));
            }
            // Like the real widget in redirect mode: the page navigates away, so the promise never settles.
            return new Promise(function () {});
          }
        };
      }
    };
  }
  TossPayments.ANONYMOUS = '@@ANONYMOUS';
  window.TossPayments = TossPayments;
})();
`;
}
