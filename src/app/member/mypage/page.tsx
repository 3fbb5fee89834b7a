import type { Metadata } from 'next';
import { authMessage } from '@/features/auth/domain/auth-messages';
import { configuredProviders } from '@/features/auth/server/auth';
import { signInMethodsOf } from '@/features/auth/server/sign-in-methods';
import { requireUser } from '@/features/auth/server/viewer';
import { firstParam } from '@/features/auth/ui/auth-paths';
import type { SearchParams } from '@/features/auth/ui/login-page';
import { DeleteAccountSection, LinkedAccountsSection, PasswordSection, ProfileSection } from '@/features/auth/ui/mypage-sections';
import { providerNames, type SocialProvider } from '@/features/auth/ui/social-providers';
import { listMyTalkActivity } from '@/features/community/server/queries';
import { getMyTalkSanction } from '@/features/community/server/sanctions';
import { MyTalkActivitySection } from '@/features/community/ui/my-talk-activity';
import { cursorParam } from '@/lib/keyset';
import { listMyBookmarks } from '@/features/community/server/bookmarks';
import { getReplyEmailSetting } from '@/features/community/server/notifications';
import { MyBookmarksSection } from '@/features/community/ui/my-bookmarks';
import { SanctionNotice } from '@/features/community/ui/sanction-notice';
import { TalkSettingsSection } from '@/features/community/ui/talk-settings';
import { listMyQuestions } from '@/features/qna/server/queries';
import { MyQuestionsSection } from '@/features/qna/ui/my-questions';
import { paymentsForUser } from '@/features/payments/server/visitor-queries';
import { MyPaymentsSection } from '@/features/payments/ui/my-payments';
import { routes } from '@/lib/routes';
import { getDb } from '@/server/db/db';

export const metadata: Metadata = { title: '마이페이지', robots: { index: false, follow: false } };

/** My page (spec section 2): profile, password, social accounts, my posts, account deletion. */
export default async function MyPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireUser(routes.myPage);
  const [accounts, activity, sanction, bookmarks, replyEmail, questions, payments] = await Promise.all([
    signInMethodsOf(viewer),
    listMyTalkActivity(viewer),
    getMyTalkSanction(viewer),
    listMyBookmarks(viewer, cursorParam((await searchParams).bookmarks)),
    getReplyEmailSetting(viewer),
    listMyQuestions(viewer),
    getDb().then((db) => paymentsForUser(db, viewer.id)),
  ]);
  const hasPassword = accounts.some((account) => account.providerId === 'credential');
  const params = await searchParams;
  const linked = firstParam(params.linked);
  const error = firstParam(params.error);
  return (
    <div className="mx-auto w-full max-w-[760px] px-4 py-10 desk:py-14">
      <h1 className="text-[26px] font-bold tracking-[-0.02em] text-brand-900">마이페이지</h1>
      <p className="mt-2 text-[15px] text-slate-700">
        <span data-testid="mypage-name">{viewer.name}</span>님의 계정 정보를 확인하고 바꿀 수 있습니다.
      </p>
      <div className="mt-8 space-y-6">
        <ProfileSection key={viewer.id} email={viewer.email} name={viewer.name} />
        <PasswordSection hasPassword={hasPassword} email={viewer.email} />
        <LinkedAccountsSection
          accounts={accounts}
          providers={configuredProviders()}
          notice={linked && linked in providerNames ? `${providerNames[linked as SocialProvider]} 계정을 연결했습니다.` : undefined}
          returnError={error ? authMessage(error) : undefined}
        />
        {sanction && <SanctionNotice sanction={sanction} />}
        <MyPaymentsSection payments={payments} />
        <MyQuestionsSection questions={questions} />
        <MyTalkActivitySection activity={activity} />
        <MyBookmarksSection page={bookmarks} />
        <TalkSettingsSection replyEmail={replyEmail} />
        <DeleteAccountSection hasPassword={hasPassword} />
      </div>
    </div>
  );
}
