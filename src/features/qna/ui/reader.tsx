'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAction } from '@/components/form/use-action';
import { useAccount } from '@/features/auth/ui/account-store';
import { qnaFullViewCookie, qnaReaderStatePath } from '@/lib/routes';
import type { QnaReaderState } from '../domain/reader-state';
import { markQnaHelpfulAction } from '../server/actions';

/**
 * The signed-in reader's part of a question page served from the cache (decision 014). The page is
 * the same for everyone; once the chrome knows someone is signed in, this island asks
 * GET /api/qna/post/{id}/reader for their own '도움이 됐어요' and turns the visitor's counts and login
 * links into buttons. The asker and staff get the routing hint cookie and the page again, rendered
 * for them. The page rendered per request hands its reader's state in directly (`state`).
 */
const ReaderContext = createContext<QnaReaderState | null>(null);
const sentOn = new Set<number>();

export function QnaReader({ questionId, state, children }: { questionId: number; state?: QnaReaderState; children: ReactNode }) {
  const account = useAccount();
  const router = useRouter();
  const [fetched, setFetched] = useState<{ questionId: number; state: QnaReaderState } | null>(null);
  const signedIn = account.status === 'signed-in';
  const reader = state ?? (signedIn && fetched?.questionId === questionId ? fetched.state : null);
  useEffect(() => {
    if (state || !signedIn) return;
    let current = true;
    void (async () => {
      try {
        const response = await fetch(qnaReaderStatePath(questionId), { credentials: 'same-origin', cache: 'no-store' });
        if (!response.ok || !current) return;
        const answer = (await response.json()) as QnaReaderState;
        if (!current) return;
        // Once per question and page load: should the cache answer again all the same, no loop.
        if (answer.full && !sentOn.has(questionId)) {
          sentOn.add(questionId);
          const secure = window.location.protocol === 'https:' ? '; Secure' : '';
          document.cookie = `${qnaFullViewCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
          router.refresh();
          return;
        }
        setFetched({ questionId, state: answer });
      } catch {
        // Offline: the reader keeps the visitor's page until the next load.
      }
    })();
    return () => {
      current = false;
    };
  }, [state, signedIn, questionId, router]);
  return <ReaderContext.Provider value={reader}>{children}</ReaderContext.Provider>;
}

/** '도움이 됐어요': the count and a sign-in link for a visitor; the button, once per member, for a reader. */
export function HelpfulButton({ answerId, count, loginHref }: { answerId: number; count: number; loginHref: string }) {
  const reader = useContext(ReaderContext);
  const { run, pending, error } = useAction<{ helpfulCount: number; counted: boolean }>({ refresh: false });
  const [pressed, setPressed] = useState<{ count: number } | null>(null);
  const shown = pressed?.count ?? count;
  const label = `도움이 됐어요 ${shown}`;
  if (!reader)
    return (
      <Link
        href={loginHref}
        className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-[15px] font-semibold text-slate-800 hover:bg-slate-50"
      >
        {label}
        <span className="sr-only"> (로그인하고 누르기)</span>
      </Link>
    );
  const voted = pressed !== null || reader.helpful.includes(answerId);
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        aria-pressed={voted}
        disabled={pending || voted}
        onClick={() =>
          run(
            () => markQnaHelpfulAction({ answerId }),
            (data) => {
              setPressed({ count: data.helpfulCount });
              return '';
            },
          )
        }
        className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-[15px] font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-default aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
        data-testid="qna-helpful"
      >
        {label}
      </button>
      {error && (
        <span role="alert" className="mt-1 text-[13px] text-rose-800">
          {error}
        </span>
      )}
    </span>
  );
}
