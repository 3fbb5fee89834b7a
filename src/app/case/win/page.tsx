import { WinCasesView, winCasesMetadata } from './view';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  return winCasesMetadata(await searchParams);
}

/** With a query (`?specialty=`, `?before=`), rendered per request; the plain address is /cached/win-cases (decision 017). */
export default async function WinCasesPage({ searchParams }: Props) {
  return <WinCasesView query={await searchParams} />;
}
