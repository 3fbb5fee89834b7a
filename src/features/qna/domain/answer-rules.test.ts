import { describe, expect, it } from 'vitest';
import { checkAnswerRules } from './answer-rules';

describe('checkAnswerRules', () => {
  it('warns about advertising words and outcome promises, and names them', () => {
    const warnings = checkAnswerRules('<p>무료 법률상담으로 반드시 이길 수 있습니다. 승소 보장, 100% 돌려받습니다.</p>');
    expect(warnings.map((w) => w.word)).toEqual(expect.arrayContaining(['무료', '반드시 …', '보장', '100%']));
    expect(warnings.find((w) => w.word === '반드시 …')?.excerpt).toContain('반드시 이길');
  });

  it('leaves a careful answer alone', () => {
    const html =
      '<p>민법 제839조의2에 따라 재산분할은 혼인 중 함께 이룬 재산을 기여도에 따라 나눕니다. 사정에 따라 비율이 달라질 수 있습니다.</p>';
    expect(checkAnswerRules(html)).toEqual([]);
  });
});
