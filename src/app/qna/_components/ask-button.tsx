import Link from 'next/link';
import { qnaAskPath } from '@/lib/routes';

/** The centre's ask button: members write at /qna/ask; a visitor is offered sign-in or a private consultation there. */
export function AskButton({ topic, tone = 'dark' }: { topic?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      href={topic ? `${qnaAskPath}?topic=${topic}` : qnaAskPath}
      className={`inline-flex items-center gap-2 rounded-lg px-5 py-3 font-bold ${tone === 'dark' ? 'bg-brand-800 text-white hover:bg-brand-900' : 'bg-white text-brand-900 hover:bg-brand-50'}`}
      data-testid="qna-ask"
    >
      변호사에게 질문하기
    </Link>
  );
}
