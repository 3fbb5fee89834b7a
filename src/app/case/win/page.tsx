import { WinCasesView, winCasesMetadata } from './view';
import type { SearchParams } from '@/lib/params';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return winCasesMetadata(await searchParams);
}

/** With a query (`?specialty=`, `?before=`), rendered per request; the plain address is /cached/win-cases (decision 017). */
export default async function WinCasesPage({ searchParams }: Props) {
  return <WinCasesView query={await searchParams} />;
}
