import { bookingConsentNotice } from '@/features/booking/domain/booking-rules';

/**
 * 개인정보 보호법 제15조 제2항 for the paid consultation paid online (issue 16): purpose, items,
 * retention (the consult's, and the payment record the e-commerce law keeps for five years) and the
 * right to refuse. Card details go to Toss Payments, never to this site.
 */
export const PAYMENT_CONSENT_VERSION = 'premium-pay-2026-11';

export function paymentConsentNotice(retentionMonths: number) {
  const booking = bookingConsentNotice('premium', retentionMonths);
  return {
    ...booking,
    purpose: '심층 상담 예약과 상담료 결제, 영수증·현금영수증 발급, 예약·결제 안내 연락',
    items:
      '이름·휴대전화·상담 내용·예약 장소와 일시(필수), 이메일·상담 분야(선택), 주문번호·결제 금액·결제 수단·승인 시각(결제 시). 카드 번호 등 결제 수단 정보는 토스페이먼츠가 직접 받으며 이 사이트에 저장하지 않습니다. 현금영수증은 적어 주신 휴대전화 번호로 발급합니다.',
    retention: `상담 신청 정보는 ${booking.retention}, 결제 기록은 전자상거래법에 따라 5년 보관`,
    refusal: '동의를 거부할 수 있으며, 거부하시면 온라인 예약과 결제는 할 수 없습니다. 전화로 예약하실 수 있습니다.',
  };
}
