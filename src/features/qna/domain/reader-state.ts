/**
 * What the Q&A question page served from the cache learns about a signed-in reader (decision 014):
 * the answers they marked '도움이 됐어요', or `full` when the cached page cannot serve them (the
 * asker of the question, staff): their browser then asks for the page rendered for them.
 */
export type QnaReaderState = { full: boolean; helpful: number[] };
