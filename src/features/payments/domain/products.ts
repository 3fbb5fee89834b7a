/**
 * What a visitor can pay for online (issue 16): the paid consultation, in person or by video, one
 * hour. The price is the fee schedule's 'premium-consult' item, which staff edit; it includes VAT.
 */

export const products = ['premium-visit', 'premium-video'] as const;
export type Product = (typeof products)[number];

export const productNames: Record<Product, string> = {
  'premium-visit': '변호사 심층 상담 1시간 (방문)',
  'premium-video': '변호사 심층 상담 1시간 (화상)',
};

/** The product a booking place means: a video place is the video consultation. */
export function productForPlace(placeKind: string): Product {
  return placeKind === 'video' ? 'premium-video' : 'premium-visit';
}

/** The VAT inside a VAT-inclusive price in won (10 %, the supply value rounded to the won). */
export function vatIncluded(amount: number): { supply: number; vat: number } {
  const supply = Math.round(amount / 1.1);
  return { supply, vat: amount - supply };
}

export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/**
 * 현금영수증: a law firm must issue one for a cash-type payment (virtual account, transfer) of
 * 100,000 won or more, asked for or not (부가가치세법 시행령 and 소득세법: 현금영수증 의무발행업종).
 */
export const CASH_RECEIPT_THRESHOLD = 100_000;
const cashMethods = new Set(['가상계좌', '계좌이체']);

export function needsCashReceipt(method: string | null, amount: number): boolean {
  return method !== null && cashMethods.has(method) && amount >= CASH_RECEIPT_THRESHOLD;
}
