import Link from 'next/link';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { LawyerPhoto, SpecialtyTags } from '@/features/content/ui/lawyer-card';
import { formatSeoulDate } from '@/lib/seoul-date';
import { lawyerPath } from '@/lib/routes';
import { answerDisclaimer } from '../domain/question-rules';
import type { QnaAnswerView } from '../server/queries';

/**
 * One lawyer's answer: the lawyer's card (photo, name, specialty, profile link), the answer as
 * sanitized rich text, the firm's fixed note, and the slot for the reader's buttons.
 */
export function AnswerCard({ answer, children }: { answer: QnaAnswerView; children?: React.ReactNode }) {
  const lawyer = answer.lawyer;
  return (
    <article
      id={`answer-${answer.id}`}
      aria-labelledby={`answer-${answer.id}-by`}
      className={`rounded-2xl border bg-white p-5 desk:p-6 ${answer.accepted ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'}`}
      data-testid="qna-answer"
    >
      <header className="flex items-start gap-4">
        {lawyer ? (
          <LawyerPhoto name={lawyer.name} photoPath={lawyer.photoPath} className="size-16 shrink-0 rounded-full" />
        ) : (
          <LawyerPhoto name="법무법인" photoPath={null} className="size-16 shrink-0 rounded-full" />
        )}
        <div className="min-w-0 flex-1">
          {answer.accepted && (
            <p
              className="mb-1 inline-block rounded-full bg-brand-800 px-2.5 py-0.5 text-[13px] font-bold text-white"
              data-testid="qna-accepted"
            >
              질문자 채택
            </p>
          )}
          <h3 id={`answer-${answer.id}-by`} className="text-[17px] font-bold text-brand-900">
            {lawyer ? (
              <Link href={lawyerPath(lawyer.id)} className="hover:underline" data-testid="qna-answer-lawyer">
                {lawyer.name} {lawyer.title}
              </Link>
            ) : (
              '법무법인 변호사'
            )}
            의 답변
          </h3>
          {lawyer && lawyer.registeredSpecialties.length > 0 && (
            <p className="mt-0.5 text-[13.5px] text-slate-700">대한변호사협회 등록 전문분야: {lawyer.registeredSpecialties.join(', ')}</p>
          )}
          {lawyer && (
            <div className="mt-2">
              <SpecialtyTags items={lawyer.specialties} label={`${lawyer.name} 변호사의 주요 업무`} />
            </div>
          )}
          <p className="mt-1 text-[13px] text-slate-600">
            <time dateTime={answer.publishedAt}>{formatSeoulDate(answer.publishedAt)}</time> 답변
          </p>
        </div>
      </header>
      <div className="rich-text mt-5 text-[16px]" dangerouslySetInnerHTML={{ __html: answer.bodyHtml }} />
      <p className="mt-5 rounded-lg bg-slate-50 px-4 py-3 text-[13.5px] leading-relaxed text-slate-700" data-testid="qna-disclaimer">
        {answerDisclaimer}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {children}
        <ConsultCtaButton
          label={lawyer ? `${lawyer.name} 변호사에게 상담 신청` : '변호사에게 상담 신청'}
          placeholder="Q&A에서 본 답변과 관련해 제 상황을 상담받고 싶습니다."
          className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 text-[15px] font-semibold text-brand-800 hover:bg-brand-50"
        />
      </div>
    </article>
  );
}
