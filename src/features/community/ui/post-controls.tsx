'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useAction } from '@/components/form/use-action';
import { talkWritePath } from '@/lib/routes';
import { deleteTalkPostAction, moderateTalkPostAction, reportTalkPostAction } from '../server/actions';

const smallButton =
  'inline-flex h-9 items-center rounded-lg border border-slate-400 bg-white px-3 text-[14px] font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';

/** The form kit's useAction, its answer as one message line. */
function useRun<T>() {
  const router = useRouter();
  const action = useAction<T>();
  const message = action.error ? { error: true, text: action.error } : action.success ? { error: false, text: action.success } : null;
  return { pending: action.pending, message, run: action.run, router };
}

function Message({ message }: { message: { error: boolean; text: string } | null }) {
  return (
    <p
      role={message?.error ? 'alert' : 'status'}
      className={message ? `text-[14px] font-medium ${message.error ? 'text-red-800' : 'text-emerald-800'}` : 'sr-only'}
    >
      {message?.text ?? ''}
    </p>
  );
}

/** The author's edit link and delete button. */
export function OwnerControls({ id, boardHref }: { id: number; boardHref: string }) {
  const { pending, message, run, router } = useRun<{ id: number; board: string }>();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link href={talkWritePath(id)} className={smallButton}>
        고치기
      </Link>
      <button
        type="button"
        className={smallButton}
        disabled={pending}
        onClick={() => {
          if (!window.confirm('이 글을 지울까요? 지운 글은 목록과 검색에서 바로 사라집니다.')) return;
          run(
            () => deleteTalkPostAction({ id }),
            () => {
              router.push(boardHref);
              return '';
            },
          );
        }}
      >
        지우기
      </button>
      <Message message={message} />
    </div>
  );
}

/** Any member may report someone else's post once. */
export function ReportButton({ id, reported }: { id: number; reported: boolean }) {
  const { pending, message, run } = useRun<{ alreadyReported: boolean }>();
  if (reported) return <p className="text-[14px] text-slate-600">신고한 글입니다. 운영진이 살펴볼게요.</p>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={smallButton}
        disabled={pending}
        onClick={() => {
          if (!window.confirm('운영원칙에 어긋나는 글로 신고할까요? 같은 글은 한 번만 신고할 수 있습니다.')) return;
          run(
            () => reportTalkPostAction({ id }),
            (data) => (data.alreadyReported ? '이미 신고한 글입니다.' : '신고했습니다. 운영진이 살펴볼게요.'),
          );
        }}
      >
        신고하기
      </button>
      <Message message={message} />
    </div>
  );
}

/** Moderators' small control on the post page and in /office/talk. */
export function ModerationControls({
  id,
  hidden,
  recommended,
  compact = false,
}: {
  id: number;
  hidden: boolean;
  recommended: boolean;
  compact?: boolean;
}) {
  const { pending, message, run } = useRun<{ id: number }>();
  const act = (action: 'hide' | 'unhide' | 'recommend' | 'unrecommend', text: string) =>
    run(
      () => moderateTalkPostAction({ id, action }),
      () => text,
    );
  return (
    <div className={compact ? 'flex flex-wrap items-center gap-1.5' : 'flex flex-wrap items-center gap-2'} data-testid="talk-moderation">
      {hidden ? (
        <button type="button" className={smallButton} disabled={pending} onClick={() => act('unhide', '다시 보이게 했습니다.')}>
          숨김 해제
        </button>
      ) : (
        <button
          type="button"
          className={smallButton}
          disabled={pending}
          onClick={() => act('hide', '숨겼습니다. 목록과 검색에서 빠집니다.')}
        >
          숨기기
        </button>
      )}
      {recommended ? (
        <button type="button" className={smallButton} disabled={pending} onClick={() => act('unrecommend', '추천을 해제했습니다.')}>
          추천 해제
        </button>
      ) : (
        <button type="button" className={smallButton} disabled={pending || hidden} onClick={() => act('recommend', '추천글로 올렸습니다.')}>
          추천
        </button>
      )}
      <Message message={message} />
    </div>
  );
}
