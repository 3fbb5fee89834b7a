import { qnaSearchPath } from '@/lib/routes';

/** The centre's search: a plain GET form, so it works without JavaScript and its result has an address. */
export function QnaSearchBox({ value = '' }: { value?: string }) {
  return (
    <form role="search" action={qnaSearchPath()} method="get" className="flex gap-2">
      <label htmlFor="qna-search" className="sr-only">
        법률 Q&amp;A 검색
      </label>
      <input
        id="qna-search"
        name="q"
        type="search"
        defaultValue={value}
        maxLength={50}
        placeholder="예) 양육비, 재산분할 퇴직금"
        className="qna-search-input"
      />
      <button type="submit" className="qna-search-button">
        검색
      </button>
    </form>
  );
}
