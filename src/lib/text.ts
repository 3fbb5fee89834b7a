/**
 * Text people send, made safe to store and compare, applied once at the boundary (the action
 * client, the spec's JSON API, the auth API) to every string in a request:
 * - NUL and the other C0 controls except tab and newline are dropped (PostgreSQL refuses NUL in
 *   text, which turned a stray byte into a lost consult); CR LF and lone CR become LF;
 * - C1 controls (U+0080–U+009F) and the byte-order mark are dropped;
 * - lone surrogates (half of an emoji cut by a client) become U+FFFD instead of failing to encode;
 * - the result is NFC, so '이혼' typed on a Mac (decomposed jamo) matches '이혼' typed elsewhere.
 */
const dropped = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF]/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(dropped, '').replace(loneSurrogate, '\uFFFD').normalize('NFC');
}

const MAX_DEPTH = 20;

/**
 * Every string inside a request's input (plain objects, arrays and FormData; files and other
 * values untouched) through `normalizeText`. Returns a new value; the input is not changed.
 */
export function normalizeInput<T>(input: T, depth = 0): T {
  if (typeof input === 'string') return normalizeText(input) as T;
  if (depth > MAX_DEPTH || input === null || typeof input !== 'object') return input;
  if (Array.isArray(input)) return input.map((item) => normalizeInput(item, depth + 1)) as T;
  if (typeof FormData !== 'undefined' && input instanceof FormData) {
    const copy = new FormData();
    for (const [key, value] of input.entries()) copy.append(normalizeText(key), typeof value === 'string' ? normalizeText(value) : value);
    return copy as T;
  }
  if (Object.getPrototypeOf(input) !== Object.prototype && Object.getPrototypeOf(input) !== null) return input;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) copy[normalizeText(key)] = normalizeInput(value, depth + 1);
  return copy as T;
}
