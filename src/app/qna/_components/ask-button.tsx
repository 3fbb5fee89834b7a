import Link from 'next/link';
import { qnaAskPath } from '@/lib/routes';

/**
 * The centre's ask button: members write at /qna/ask; a visitor is offered sign-in or a private
 * consultation there. Not prefetched: that page is rendered per reader, so a prefetch would cost a
 * render on every view of the centre (issue 17).
 */
export function AskButton({ topic }: { topic?: string }) {
  return (
    <Link href={topic ? `${qnaAskPath}?topic=${topic}` : qnaAskPath} prefetch={false} className="qna-ask" data-testid="qna-ask">
      변호사에게 질문하기
    </Link>
  );
}
