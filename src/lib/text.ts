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

/**
 * What is stored for a text field: Unicode NFC, Windows and old Mac line ends as '\n', control
 * characters (other than line breaks and tabs) removed, outer blank space trimmed. No HTML is
 * interpreted: `<b>` stays the four characters it is, and React escapes it on the page.
 */
export function normalizePlainText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u2028\u2029]/g, '')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
}

/** A title is one line: line breaks and runs of spaces become single spaces. */
export function normalizeTitle(value: string): string {
  return normalizePlainText(value).replace(/\s+/g, ' ');
}

/** Length as a reader counts it (a Korean syllable or an emoji is one). */
export function textLength(value: string): number {
  return [...value].length;
}

/** The first words of a body for lists and meta descriptions, on one line. */
export function excerptOf(body: string, max = 110): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
