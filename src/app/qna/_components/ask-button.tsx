import Link from 'next/link';
import { qnaAskPath } from '@/lib/routes';

/** The centre's ask button: members write at /qna/ask; a visitor is offered sign-in or a private consultation there. */
export function AskButton({ topic }: { topic?: string }) {
  return (
    <Link href={topic ? `${qnaAskPath}?topic=${topic}` : qnaAskPath} className="qna-ask" data-testid="qna-ask">
      변호사에게 질문하기
    </Link>
  );
}
