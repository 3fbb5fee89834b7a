/**
 * The word filter (금지어) staff edit in the back office. Each entry belongs to a rule; a match
 * refuses the text with a message that names the rule, never the word list, so the list cannot be
 * read out by trial. Matching ignores case, spaces and punctuation between letters, so '광 고'
 * and '광.고' match '광고'. No framework imports.
 */

export const wordRules = {
  abuse: '욕설·비하',
  advertising: '광고·홍보',
  obscene: '음란한 표현',
  impersonation: '사칭',
  other: '운영 원칙',
} as const;

export type WordRule = keyof typeof wordRules;
export const wordRuleKeys = Object.keys(wordRules) as [WordRule, ...WordRule[]];

export type BannedWord = { word: string; rule: WordRule };

export const wordLimits = { max: 40 } as const;

export const wordMessages = {
  wordMissing: '금지어를 적어 주세요.',
  wordLong: `금지어는 ${wordLimits.max}자 이내로 적어 주세요.`,
  wordNoLetters: '글자나 숫자가 들어간 말을 적어 주세요.',
  ruleMissing: '어떤 원칙에 어긋나는지 골라 주세요.',
  duplicate: '이미 등록된 금지어입니다.',
  notFound: '금지어를 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
} as const;

/** The form matching uses: NFKC, lower case, letters and digits only. */
export function filterForm(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join('');
}

/** The first rule `text` breaks, or null. */
export function findBannedWord(text: string, words: readonly BannedWord[]): WordRule | null {
  const haystack = filterForm(text);
  if (!haystack) return null;
  for (const { word, rule } of words) {
    const needle = filterForm(word);
    if (needle && haystack.includes(needle)) return rule;
  }
  return null;
}

export function bannedWordMessage(rule: WordRule): string {
  return `커뮤니티 운영 원칙(${wordRules[rule]})에 맞지 않는 표현이 있어요. 고쳐서 다시 올려 주세요.`;
}
