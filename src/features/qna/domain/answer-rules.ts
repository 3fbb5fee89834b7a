import { checkAdRules, textOfHtml, type AdRuleWarning } from '@/features/content/domain/ad-rules';

/**
 * What the back office checks in an answer before it is published (issue 14, section 2): the
 * advertising words the site already warns about (content/domain/ad-rules.ts), and promises of an
 * outcome, which 변호사법 제23조 제2항 and the Bar's 광고 규정 forbid whatever words carry them.
 * A lawyer may still publish after reading a warning; the rule is about context.
 */
const outcomePromises = [
  { pattern: /반드시\s*(?:이[기길깁겨긴]|승소|받|인정|돌려)/g, word: '반드시 …', reason: '결과를 약속하는 표현입니다.' },
  { pattern: /확실(?:히|하게)\s*(?:이[기길깁겨긴]|승소|받|인정|돌려)/g, word: '확실히 …', reason: '결과를 약속하는 표현입니다.' },
  { pattern: /무조건/g, word: '무조건', reason: '사실관계와 상관없이 결과가 정해진 것처럼 읽힙니다.' },
  { pattern: /100\s*%/g, word: '100%', reason: '결과를 보장하는 것처럼 읽히는 숫자 표시입니다.' },
  { pattern: /승소(?:를)?\s*보장|결과(?:를)?\s*보장|보장해\s*드립/g, word: '보장', reason: '결과를 보장하는 표현은 금지됩니다.' },
  { pattern: /틀림없이/g, word: '틀림없이', reason: '결과를 단정하는 표현입니다.' },
] as const;

export function checkAnswerRules(html: string): AdRuleWarning[] {
  const text = textOfHtml(html);
  const warnings = checkAdRules([text]);
  for (const { pattern, word, reason } of outcomePromises) {
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    const at = matches[0]!.index ?? 0;
    const excerpt = text
      .slice(Math.max(0, at - 15), at + matches[0]![0].length + 15)
      .replace(/\s+/g, ' ')
      .trim();
    warnings.push({ word, reason, count: matches.length, excerpt });
  }
  return warnings;
}
