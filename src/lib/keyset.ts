/**
 * Keyset paging (issue 13, 'flat to a million rows'): a list continues below the last row shown,
 * named by its time and id, so any depth costs what the first page costs.
 */

export type ListCursor = { at: Date; id: number };

/** A cursor as it goes in a link: the post's time in base-36 milliseconds and its id ('m3x0k2a-1234'). */
export function encodeCursor(cursor: ListCursor): string {
  return `${cursor.at.getTime().toString(36)}-${cursor.id}`;
}

/** `?before=` back to a cursor; null for anything that is not one (the list then starts at the top). */
export function cursorParam(raw: string | string[] | undefined): ListCursor | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const match = value ? /^([0-9a-z]{1,10})-(\d{1,10})$/.exec(value) : null;
  if (!match) return null;
  const ms = parseInt(match[1]!, 36);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(ms) || ms <= 0 || ms > 4_102_444_800_000 || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    return null;
  return { at: new Date(ms), id };
}
