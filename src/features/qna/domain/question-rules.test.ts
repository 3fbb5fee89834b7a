import { describe, expect, it } from 'vitest';
import {
  isIndexable,
  isPubliclyVisible,
  mayAddFollowUp,
  mayAnswer,
  mayClose,
  mayWithdraw,
  qnaStateLabels,
  qnaStates,
} from './question-rules';

describe('the question states', () => {
  it('has a Korean label for every state', () => {
    expect(qnaStates.map((state) => qnaStateLabels[state])).toEqual([
      '검토 대기',
      '답변 대기',
      '답변 완료',
      '종료',
      '게시 거절',
      '질문 철회',
    ]);
  });

  it('lets the asker add to an open question, withdraw an unanswered one and close an answered one', () => {
    expect(qnaStates.filter(mayAddFollowUp)).toEqual(['review', 'waiting', 'answered']);
    expect(mayWithdraw('waiting', 0)).toBe(true);
    expect(mayWithdraw('waiting', 1)).toBe(false);
    expect(mayWithdraw('answered', 1)).toBe(false);
    expect(qnaStates.filter(mayClose)).toEqual(['answered']);
    expect(qnaStates.filter(mayAnswer)).toEqual(['waiting', 'answered']);
  });

  it('shows only public, reviewed, unhidden questions to everyone, and indexes only answered ones', () => {
    const base = { visibility: 'public', state: 'waiting', hiddenAt: null };
    expect(isPubliclyVisible(base)).toBe(true);
    expect(isIndexable(base)).toBe(false);
    expect(isIndexable({ ...base, state: 'answered' })).toBe(true);
    expect(isPubliclyVisible({ ...base, state: 'review' })).toBe(false);
    expect(isPubliclyVisible({ ...base, visibility: 'private', state: 'answered' })).toBe(false);
    expect(isPubliclyVisible({ ...base, hiddenAt: new Date() })).toBe(false);
    expect(isPubliclyVisible({ ...base, state: 'declined' })).toBe(false);
  });
});
