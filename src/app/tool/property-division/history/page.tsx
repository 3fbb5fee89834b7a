import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { guideContainer } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { encodePath, routes } from '@/lib/routes';
import { HistoryList } from './history-list';

export const metadata = pageMetadata(
  routes.propertyDivisionHistory,
  '재산분할 계산 기록',
  '이 브라우저에서 재산분할 계산기로 계산한 결과를 날짜, 순재산, 정산금과 함께 모아 보고 다시 열 수 있습니다. 기록은 서버로 보내지 않습니다.',
);

export default function PropertyDivisionHistoryPage() {
  return (
    <article className={guideContainer}>
      <Breadcrumbs
        crumbs={[
          { name: '계산기', path: routes.toolIndex },
          { name: '재산분할 계산기', path: routes.propertyDivisionCalculator },
          { name: '계산 기록', path: routes.propertyDivisionHistory },
        ]}
      />
      <h1 className="mt-2 text-[28px] font-bold leading-tight tracking-[-0.035em] text-brand-900 desk:text-[36px]">재산분할 계산 기록</h1>
      <p className="mt-4 text-[16.5px] leading-relaxed text-slate-700">
        이 브라우저에서{' '}
        <Link href={routes.propertyDivisionCalculator} className="font-medium text-brand-700 underline underline-offset-2">
          재산분할 계산기
        </Link>
        로 본 결과가 최근 것부터 20개까지 남습니다. 기록은 이 기기의 브라우저 저장소(localStorage)에만 있고 서버로 보내지 않으므로, 다른
        기기나 브라우저에서는 보이지 않습니다. 공용 기기라면 다 본 뒤 기록을 지워 주세요.
      </p>
      <noscript>
        <p className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-[15.5px] text-slate-900">
          계산 기록은 브라우저에 저장된 내용을 자바스크립트로 읽어 보여 주므로, 자바스크립트가 꺼져 있으면 볼 수 없습니다. 계산 결과의
          주소를 저장해 두면 자바스크립트 없이도 같은 결과를 다시 열 수 있습니다.
        </p>
      </noscript>
      <HistoryList calculatorPath={encodePath(routes.propertyDivisionCalculator)} />
    </article>
  );
}
