import { AwardAnalysisView, awardAnalysisMetadata } from './view';
import type { SearchParams } from '@/lib/params';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return awardAnalysisMetadata(await searchParams);
}

/** With a query (the visitor's situation, a later page of cases), rendered per request; the plain address is /cached/award-analysis (decision 017). */
export default async function AwardAnalysisPage({ searchParams }: Props) {
  return <AwardAnalysisView query={await searchParams} />;
}
