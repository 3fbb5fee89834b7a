/** A signed-in reader's own state on a cached post page (server/reader-state.ts). */
export type TalkReaderState = {
  /** The reader needs the page rendered for them (the author, a moderator, a hidden or secret post). */
  full: boolean;
  liked: boolean;
  bookmarked: boolean;
  reported: boolean;
  /** By comment id: the reader's own comments, and their 공감 and reports on the others. */
  comments: Record<number, { mine: boolean; liked: boolean; reported: boolean }>;
};
