'use client';

import { ChatIcon } from '@/components/icons';
import { openConsultModal } from '@/lib/site-events';

/**
 * Carries a calculator's inputs and result into the consultation modal (issue 5): the summary is
 * prefilled as the request's content, which the visitor can still edit before sending.
 */
export function CalculatorConsultButton({
  summary,
  category,
  label = '이 결과로 상담 신청',
}: {
  summary: string;
  category: string;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => openConsultModal({ content: summary, category, placeholder: '계산 결과에 덧붙일 상황을 적어 주세요.' })}
      className="no-print inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-accent-600 px-6 text-[16px] font-bold text-white hover:bg-accent-500"
      data-testid="calculator-consult"
    >
      <ChatIcon size={20} />
      {label}
    </button>
  );
}
