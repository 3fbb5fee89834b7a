import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BoardRoute, boardPageMetadata } from '../../../../../../_components/board-route';

type Props = { params: Promise<{ kind: string; id: string; mode: string; value: string }> };

// Rendered on first request and then kept in Next's page cache like the rest of the site (the
// root layout's 5 seconds, decision 001); writes refresh it at once (community/server/revalidate.ts).
export const dynamicParams = true;
export function generateStaticParams(): { kind: string; id: string; mode: string; value: string }[] {
  return [];
}

/** The board position the rewrite (lib/routes.ts talkCachedRewrites) put into the path; anything else is not a page. */
async function position(params: Props['params']) {
  const { kind, id, mode, value } = await params;
  if ((kind !== 'category' && kind !== 'section') || (mode !== 'page' && mode !== 'best')) return null;
  return { kind, id, query: mode === 'best' ? { best: value } : { page: value } } as const;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const board = await position(params);
  return board ? boardPageMetadata(board) : {};
}

/** A board's numbered page or 베스트 tab, the same for every reader, served from the page cache (decision 013). */
export default async function CachedTalkBoardPage({ params }: Props) {
  const board = await position(params);
  if (!board) notFound();
  return <BoardRoute {...board} />;
}
