import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { firstParam } from '@/components/office/admin-ui';
import { pageParam } from '@/features/community/domain/post-rules';
import { listPostsForModeration, type ModerationFilter } from '@/features/community/server/queries';
import { OfficeTalkList } from '@/features/community/ui/office-talk-list';
import { listReportedComments } from '@/features/community/server/comment-reports';
import { OfficeReportedComments } from '@/features/community/ui/office-reported-comments';
import { officeTalkPath } from '@/lib/routes';

export const metadata: Metadata = { title: '커뮤니티 관리' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /office/talk: moderators (톡 관리팀, 관리자) review reported posts first, hide and recommend. */
export default async function OfficeTalkPage({ searchParams }: Props) {
  const viewer = await requireCapability('community.moderate', officeTalkPath);
  const params = await searchParams;
  const raw = firstParam(params.filter);
  const filter: ModerationFilter = raw === 'reported' || raw === 'hidden' || raw === 'trash' ? raw : 'all';
  const [result, comments] = await Promise.all([
    listPostsForModeration(viewer, filter, pageParam(params.page)),
    listReportedComments(viewer),
  ]);
  return (
    <>
      <OfficeTalkList result={result} filter={filter} />
      <OfficeReportedComments items={comments} />
    </>
  );
}
