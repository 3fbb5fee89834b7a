'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormAlert, FormStatus } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { SectionCard } from '@/components/section-card';
import { routes } from '@/lib/routes';
import { notificationMessages } from '../domain/member-notices';
import { setTalkReplyEmailAction } from '../server/member-actions';

/**
 * My page's '커뮤니티 알림': the link to the notification list and the opt-in email per new comment
 * or reply (off unless chosen). The email names no writer and quotes nothing: the post's title and
 * a link only.
 */
export function TalkSettingsSection({ replyEmail: initial }: { replyEmail: boolean }) {
  const [replyEmail, setReplyEmail] = useState(initial);
  const action = useAction<{ replyEmail: boolean }>({ refresh: false });
  const change = (next: boolean) => {
    const before = replyEmail;
    setReplyEmail(next);
    action.run(
      () => setTalkReplyEmailAction({ replyEmail: next }),
      (data) => (data.replyEmail ? notificationMessages.replyEmailOn : notificationMessages.replyEmailOff),
      () => setReplyEmail(before),
    );
  };
  return (
    <SectionCard id="talk-settings" title="커뮤니티 알림">
      <p className="text-[15px] text-slate-700">
        내 글에 댓글이, 내 댓글에 답글이 달리면{' '}
        <Link href={routes.myNotifications} className="font-semibold text-brand-700 underline underline-offset-2">
          알림 목록
        </Link>
        에 알려 드려요. 누가 썼는지는 알림에 나오지 않습니다.
      </p>
      <div className="mt-4 flex items-start gap-2.5">
        <input
          id="talk-reply-email"
          type="checkbox"
          checked={replyEmail}
          disabled={action.pending}
          onChange={(event) => change(event.target.checked)}
          aria-describedby="talk-reply-email-hint"
          className="mt-0.5 size-5 shrink-0 accent-brand-800"
          data-testid="talk-reply-email"
        />
        <label htmlFor="talk-reply-email" className="cursor-pointer text-[15px] font-semibold leading-snug text-slate-900">
          새 댓글·답글을 이메일로도 받기
        </label>
      </div>
      <p id="talk-reply-email-hint" className="ml-[30px] mt-1 text-[14px] text-slate-600">
        가입한 이메일로 글 제목과 바로 가기 링크만 보내 드려요. 댓글 내용과 쓴 사람은 담지 않습니다.
      </p>
      <div className="mt-3">
        <FormAlert message={action.error} look="page" />
        <FormStatus message={action.success} look="page" />
      </div>
    </SectionCard>
  );
}
