import { describe, expect, it } from 'vitest';
import { checkAdRules } from '@/features/content/domain/ad-rules';
import { qnaTopics } from '@/features/content/guides/qna-topics';
import { findPersonalData } from '@/features/text-safety/domain/personal-data';
import { checkAnswerRules } from '../domain/answer-rules';
import { qnaLimits } from '../domain/question-rules';
import { demoQnaQuestions } from './demo-questions';

describe('the demo Q&A centre', () => {
  it('has at least 30 questions over every topic, most answered, some waiting and some accepted', () => {
    expect(demoQnaQuestions.length).toBeGreaterThanOrEqual(30);
    for (const topic of qnaTopics())
      expect(demoQnaQuestions.filter((q) => q.topic === topic.id).length, topic.id).toBeGreaterThanOrEqual(3);
    const answered = demoQnaQuestions.filter((q) => q.answers.length > 0);
    expect(answered.length / demoQnaQuestions.length).toBeGreaterThan(0.6);
    expect(demoQnaQuestions.some((q) => q.state === 'waiting')).toBe(true);
    expect(demoQnaQuestions.filter((q) => q.answers.some((a) => a.accepted)).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps the rules members are held to: lengths, no personal data, unique titles, one accepted answer at most', () => {
    expect(new Set(demoQnaQuestions.map((q) => q.title)).size).toBe(demoQnaQuestions.length);
    for (const question of demoQnaQuestions) {
      expect([...question.title].length, question.title).toBeLessThanOrEqual(qnaLimits.titleMax);
      expect([...question.body].length, question.title).toBeLessThanOrEqual(qnaLimits.bodyMax);
      for (const text of [question.title, question.body, ...(question.followUps ?? [])]) expect(findPersonalData(text), text).toEqual([]);
      expect(question.answers.filter((a) => a.accepted).length).toBeLessThanOrEqual(1);
      expect(question.state === 'waiting' ? question.answers.length === 0 : question.answers.length > 0, question.title).toBe(true);
    }
  });

  it('ships no word the lawyer-advertising rules forbid and no promise of an outcome', () => {
    for (const question of demoQnaQuestions) {
      expect(checkAdRules([question.title, question.body, ...(question.followUps ?? [])]), question.title).toEqual([]);
      for (const answer of question.answers) expect(checkAnswerRules(answer.html), question.title).toEqual([]);
    }
  });
});
