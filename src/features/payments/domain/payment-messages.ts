/**
 * What the visitor and staff read about a payment (issue 16). Toss's own messages are Korean
 * already; the common codes get the site's plainer words and what to do next.
 */

const tossCodeMessages: Record<string, string> = {
  PAY_PROCESS_CANCELED: '결제를 취소하셨습니다. 잡아 둔 시간 안에 다시 결제하실 수 있습니다.',
  PAY_PROCESS_ABORTED: '결제가 중간에 멈췄습니다. 다시 시도해 주세요.',
  REJECT_CARD_PAYMENT: '카드사에서 결제를 거절했습니다(한도 초과나 잔액 부족 등). 다른 카드나 결제 수단으로 다시 시도해 주세요.',
  REJECT_CARD_COMPANY: '카드사에서 결제를 거절했습니다. 카드사에 확인하시거나 다른 결제 수단을 이용해 주세요.',
  INVALID_CARD_EXPIRATION: '카드 유효기간이 맞지 않습니다. 확인 후 다시 시도해 주세요.',
  INVALID_STOPPED_CARD: '정지된 카드입니다. 다른 카드로 결제해 주세요.',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: '하루 결제 가능 횟수를 넘었습니다. 다른 결제 수단을 이용해 주세요.',
  NOT_FOUND_PAYMENT_SESSION: '결제 시간이 지나 결제 정보를 찾을 수 없습니다. 다시 결제해 주세요.',
  UNAUTHORIZED_KEY: '결제 설정에 문제가 있어 결제를 마치지 못했습니다. 전화로 문의해 주세요.',
};

export function tossFailureMessage(code: string | null | undefined, message: string | null | undefined): string {
  if (code && tossCodeMessages[code]) return tossCodeMessages[code];
  return message?.trim() || '결제를 마치지 못했습니다. 다시 시도해 주세요.';
}

export const paymentMessages = {
  notFound: '결제 정보를 찾을 수 없습니다. 주소를 다시 확인해 주세요.',
  amountMismatch: '결제 금액이 주문 금액과 달라 결제를 진행하지 않았습니다. 청구된 금액은 없습니다. 처음부터 다시 신청해 주세요.',
  notPayable: '이미 처리된 주문입니다.',
  holdLost:
    '결제하시는 사이 잡아 둔 시간이 풀려 결제를 바로 취소했습니다. 청구된 금액은 모두 취소되며, 아래에서 다른 시간을 골라 다시 신청해 주세요.',
  holdExpired: '잡아 둔 시간이 지나 이 주문으로는 결제할 수 없습니다. 청구된 금액은 없습니다. 다시 시간을 골라 신청해 주세요.',
  checking: '결제 결과를 확인하고 있습니다. 이 화면은 잠시 후 스스로 새로 고쳐집니다. 다시 결제하지 마세요.',
  unavailable: '지금은 온라인 결제를 받지 않습니다. 신청하시면 담당자가 일정을 확정한 뒤 결제 방법을 안내해 드립니다.',
  noPrice: '상담료가 정해지지 않아 온라인 결제를 받을 수 없습니다. 전화로 문의해 주세요.',
  refundTooMuch: (left: number) => `환불할 수 있는 금액은 ${left.toLocaleString('ko-KR')}원까지입니다.`,
  refundNotPaid: '결제가 끝난 주문만 환불할 수 있습니다.',
  refundReason: '환불 사유를 적어 주세요 (방문자에게 전해집니다).',
  refundAmount: '환불 금액을 1원 이상의 정수로 적어 주세요.',
  refundFailed: (message: string) => `토스페이먼츠가 환불을 거절했습니다: ${message}`,
  refundPending: '토스페이먼츠의 응답이 늦어 환불을 다시 시도하는 중입니다. 잠시 후 이 화면을 새로 고쳐 확인해 주세요.',
} as const;

/**
 * 청약철회 (전자상거래법 제17조) as this service applies it: shown before paying, on the payment
 * information page and with the receipt. The same rule as the paid consultation's page
 * (consult/ui/premium-consult.ts `premiumCancellation`); no promise beyond it.
 */
export const refundPolicy = [
  '결제하신 날부터 7일 안에는 청약을 철회할 수 있습니다(전자상거래법 제17조 제1항). 다만 상담이 이미 진행된 뒤에는 철회할 수 없습니다(같은 조 제2항).',
  '상담 전날 18시까지 일정을 바꾸거나 취소하시면 결제하신 상담료를 모두 돌려 드립니다.',
  '그 뒤에 취소하시면 변호사가 보내 주신 자료 검토에 쓴 시간만큼 정산하고 나머지를 돌려 드립니다.',
  '법무법인 사정으로 상담을 하지 못하게 되면 결제하신 상담료를 모두 돌려 드립니다.',
  '취소와 환불은 대표전화로 요청해 주세요. 환불은 결제하신 수단으로 되돌아가며, 카드는 카드사에 따라 3–7영업일이 걸립니다.',
] as const;
