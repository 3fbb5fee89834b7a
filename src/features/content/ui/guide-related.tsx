import Link from 'next/link';
import { lawyerPath, routes, winCasePath } from '@/lib/routes';
import { caseResolutionTitle, specialtyTitle } from '../domain/catalog';
import type { LawyerCard, WinCaseCard } from '../domain/types';
import { guideH2 } from './guide-article';

/** Published win cases of a specialty; an empty list says so and links the full list. */
export function GuideRelatedCases({ cases, title = '관련 승소사례' }: { cases: WinCaseCard[]; title?: string }) {
  return (
    <section aria-labelledby="related-cases-title" className="mt-12" data-testid="guide-related-cases">
      <h2 id="related-cases-title" className={guideH2}>
        {title}
      </h2>
      {cases.length === 0 ? (
        <p className="mt-4 text-[15.5px] text-slate-700">
          이 분야에 공개된 사례를 준비하고 있습니다. 다른 분야의 사례는{' '}
          <Link href={routes.winCases} className="font-semibold text-brand-700 underline underline-offset-2">
            승소사례 목록
          </Link>
          에서 보실 수 있습니다.
        </p>
      ) : (
        <>
          <ul className="mt-5 grid gap-3 desk:grid-cols-2">
            {cases.map((item) => (
              <li key={item.id}>
                <Link href={winCasePath(item.id)} className="group link-card">
                  <span className="text-[13px] font-semibold text-accent-600">
                    {specialtyTitle(item.specialty)} · {caseResolutionTitle(item.resolution)} · {item.court}
                  </span>
                  <span className="mt-1.5 text-[16.5px] font-bold leading-snug text-brand-900 group-hover:underline">{item.title}</span>
                  <span className="mt-1.5 line-clamp-3 text-[14.5px] leading-relaxed text-slate-700">{item.summary}</span>
                  {item.lawyer && (
                    <span className="mt-auto pt-3 text-[13.5px] text-slate-600">
                      담당 {item.lawyer.name} {item.lawyer.title}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-[13.5px] text-slate-600">사건마다 사실관계와 증거가 달라, 비슷한 사건이라도 결과는 다를 수 있습니다.</p>
        </>
      )}
    </section>
  );
}

/** Lawyers who take cases of a specialty. */
export function GuideRelatedLawyers({ lawyers, title = '담당 변호사' }: { lawyers: LawyerCard[]; title?: string }) {
  return (
    <section aria-labelledby="related-lawyers-title" className="mt-12" data-testid="guide-related-lawyers">
      <h2 id="related-lawyers-title" className={guideH2}>
        {title}
      </h2>
      {lawyers.length === 0 ? (
        <p className="mt-4 text-[15.5px] text-slate-700">
          이 분야를 맡는 변호사는{' '}
          <Link href={routes.lawyers} className="font-semibold text-brand-700 underline underline-offset-2">
            변호사 소개
          </Link>
          에서 보실 수 있습니다.
        </p>
      ) : (
        <ul className="mt-5 grid gap-3 desk:grid-cols-2">
          {lawyers.map((lawyer) => (
            <li key={lawyer.id}>
              <Link href={lawyerPath(lawyer.id)} className="group link-card">
                <span className="text-[17px] font-bold text-brand-900 group-hover:underline">
                  {lawyer.name} <span className="text-[14.5px] font-semibold text-slate-700">{lawyer.title}</span>
                </span>
                {lawyer.officeName && <span className="mt-0.5 text-[13.5px] text-slate-600">{lawyer.officeName}</span>}
                <span className="mt-2 line-clamp-3 text-[14.5px] leading-relaxed text-slate-700">{lawyer.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
