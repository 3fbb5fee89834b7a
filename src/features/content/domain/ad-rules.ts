/**
 * 변호사 광고에 관한 규정 (대한변호사협회) and 변호사법 제23조 forbid advertising that promises
 * results, compares with other lawyers, or offers fee inducements. The words below are the ones
 * the firm decided to warn about before anything is published (issue 4); staff may still publish
 * after reading the warning, because the rule is about context, not spelling.
 */
export const bannedAdWords = [
  { word: '최고', reason: '다른 변호사와 비교하거나 우월함을 주장하는 표현입니다.' },
  { word: '유일', reason: '객관적으로 증명할 수 없는 배타적 표현입니다.' },
  { word: '승소율', reason: '승소율·성공률 표시는 결과를 보장하는 것처럼 오인하게 합니다.' },
  { word: '무료', reason: '무료 상담·수임료 면제는 금지된 경제적 이익 제공 광고에 해당할 수 있습니다.' },
  { word: '후불', reason: '수임료 지급 조건을 내세워 사건을 유치하는 표현입니다.' },
  { word: '할인', reason: '수임료 할인 광고는 금지된 경제적 이익 제공에 해당할 수 있습니다.' },
  { word: '환불 보장', reason: '결과에 따른 환불 약속은 결과를 보장하는 광고가 됩니다.' },
  { word: '전관', reason: '전관 표시는 공정한 수임 질서를 해치는 광고로 금지됩니다.' },
] as const;

export type AdRuleWarning = { word: string; reason: string; count: number; excerpt: string };

/** Text of an HTML fragment, for checking what a reader sees rather than markup. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every banned word in the given texts, with how often it occurs and the first place it stands.
 * Spaces inside a phrase are optional ('환불보장' is found too).
 */
export function checkAdRules(texts: readonly string[]): AdRuleWarning[] {
  const text = texts.join('\n');
  const warnings: AdRuleWarning[] = [];
  for (const { word, reason } of bannedAdWords) {
    const pattern = new RegExp(word.split(' ').join('\\s*'), 'g');
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    const at = matches[0]!.index ?? 0;
    const excerpt = text
      .slice(Math.max(0, at - 15), at + word.length + 15)
      .replace(/\s+/g, ' ')
      .trim();
    warnings.push({ word, reason, count: matches.length, excerpt });
  }
  return warnings;
}
