/**
 * Korean search without a database extension (decision 012): a text's search terms are the
 * two-character pieces (bigrams) of each of its words, computed here and stored in a `text[]`
 * column with a GIN index. A query's bigrams must all be present (`terms @> query`), which finds
 * a two-syllable word such as 이혼 through the index, where pg_trgm extracts nothing from it; the
 * candidates are then checked for the literal words, because bigrams can meet without the word.
 * Works the same on PGlite and PostgreSQL, whatever the database's collation. No framework imports.
 */

export const searchLimits = { termMin: 2, termMax: 50, wordsMax: 5 } as const;

/** Letters and digits of every script form words; everything else separates them. */
const wordPattern = /[\p{L}\p{N}]+/gu;

/** The words of a text as search sees them: NFC, lower case, letters and digits only. */
export function searchWords(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(wordPattern) ?? [];
}

function bigramsOf(word: string, into: Set<string>): void {
  const chars = [...word];
  if (chars.length === 1) {
    into.add(word);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i += 1) into.add(chars[i]! + chars[i + 1]!);
}

/** What is stored for a text: its distinct bigrams (and single-character words), sorted. */
export function searchTermsOf(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) for (const word of searchWords(text)) bigramsOf(word, terms);
  return [...terms].sort();
}

export type SearchQuery = {
  /** The words a match must contain, each literally (title or body). */
  words: string[];
  /** The bigrams every match has: the index's part of the work. */
  terms: string[];
};

/**
 * A query as typed: up to five words of at least one character, together at least two
 * characters long; null when there is nothing to search. Words are matched literally, in any order.
 */
export function parseSearchQuery(raw: string): SearchQuery | null {
  const words = [...new Set(searchWords([...raw].slice(0, searchLimits.termMax).join('')))].slice(0, searchLimits.wordsMax);
  const length = words.reduce((sum, word) => sum + [...word].length, 0);
  if (words.length === 0 || length < searchLimits.termMin) return null;
  const terms = new Set<string>();
  for (const word of words) bigramsOf(word, terms);
  return { words, terms: [...terms].sort() };
}

/** A LIKE pattern that matches `word` literally anywhere: %, _ and \ are escaped. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type HighlightPart = { text: string; match: boolean };

/**
 * `text` cut into parts around the query's words (case-insensitive), for a `<mark>` on each match.
 * Works on the text as shown: positions are found in a lower-cased copy of the same length.
 */
export function highlightParts(text: string, words: readonly string[]): HighlightPart[] {
  const needles = words.filter((word) => word.length > 0);
  if (needles.length === 0 || text.length === 0) return [{ text, match: false }];
  const lower = text.toLowerCase();
  // Lower-casing may change a string's length (rare letters); then no highlight rather than a wrong one.
  if (lower.length !== text.length) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const needle of needles) {
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
      marked.fill(true, at, at + needle.length);
    }
  }
  const parts: HighlightPart[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || marked[i] !== marked[start]) {
      parts.push({ text: text.slice(start, i), match: marked[start]! });
      start = i;
    }
  }
  return parts;
}

/** About `max` characters of `text` on one line, starting a little before the first match. */
export function snippetAround(text: string, words: readonly string[], max = 110): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const lower = line.toLowerCase();
  const first = Math.min(...words.map((word) => lower.indexOf(word)).filter((at) => at >= 0), Number.POSITIVE_INFINITY);
  const chars = [...line];
  if (chars.length <= max) return line;
  // Start up to 20 characters before the match (counted in UTF-16 units, close enough for Korean text).
  const start = Number.isFinite(first) && first > 30 ? [...line.slice(0, first)].length - 20 : 0;
  const slice = chars
    .slice(start, start + max - 1)
    .join('')
    .trim();
  return `${start > 0 ? '…' : ''}${slice}${start + max - 1 < chars.length ? '…' : ''}`;
}
