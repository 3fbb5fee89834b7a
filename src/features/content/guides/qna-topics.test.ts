import { describe, expect, it } from 'vitest';
import { devOnlyPaths } from '@/lib/routes';
import { allGuides } from './all-guides';
import { getQnaEntry, getQnaTopic, qnaEntryId, qnaTopics } from './qna-topics';

describe('the legal information centre (/qna)', () => {
  const topics = qnaTopics();
  const entries = topics.flatMap((topic) => topic.entries);

  it('answers every question the guides answer, each once', () => {
    const guideQuestions = new Set(allGuides.flatMap((guide) => guide.faqs.map((faq) => faq.question)));
    expect(new Set(entries.map((entry) => entry.question))).toEqual(guideQuestions);
    expect(entries).toHaveLength(guideQuestions.size);
    expect(entries.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every topic questions and every entry a unique anchor', () => {
    for (const topic of topics) expect(topic.entries.length, topic.title).toBeGreaterThan(0);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('gives each question an id from its text, so its address outlives a reordering', () => {
    expect(qnaEntryId('숙려기간을 줄일 수 있나요?')).toMatch(/^[0-9a-f]{8}$/);
    expect(qnaEntryId('숙려기간을 줄일 수 있나요?')).toBe(qnaEntryId('숙려기간을 줄일 수 있나요?'));
    const entry = entries[5]!;
    expect(entry.id).toBe(qnaEntryId(entry.question));
    expect(getQnaEntry(entry.id)?.entry.question).toBe(entry.question);
    expect(getQnaEntry('00000000')).toBeNull();
    expect(getQnaTopic('property')?.title).toBe('재산분할');
    expect(getQnaTopic('없는주제')).toBeNull();
  });

  it('never links to a development-only page', () => {
    for (const entry of entries) if (entry.source) expect(devOnlyPaths).not.toContain(entry.source.path);
    expect(entries.some((entry) => entry.source === null)).toBe(true);
  });
});
