/**
 * A route parameter as the visitor typed it: Korean segments may reach a page still
 * percent-encoded (they pass through a rewrite), and a malformed escape is kept as it is.
 */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value).normalize('NFC');
  } catch {
    return value;
  }
}

/** A positive integer id from a route parameter, or null ('12abc', '0', '-1' are not ids). */
export function idParam(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** A page's search parameters as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One search parameter: the first value when it is repeated, undefined when absent. */
export function searchParam(query: SearchParams, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}
