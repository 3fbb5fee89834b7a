import { describe, expect, it } from 'vitest';
import { checkAdRules } from '@/features/content/domain/ad-rules';
import { findPersonalData } from '@/features/text-safety/domain/personal-data';
import { boardByKey, writableBoardKeys } from '../domain/boards';
import { pseudonymPattern } from '../domain/pseudonym';
import { talkCommentInputSchema, talkPostInputSchema } from '../schemas';
import { demoTalkPosts } from './demo-talk-posts';

const texts = demoTalkPosts.flatMap((post) => [
  { where: post.title, text: `${post.title}\n${post.body}\n${post.authorLabel}` },
  ...post.comments.map((comment) => ({ where: `${post.title}: ${comment.body}`, text: `${comment.body}\n${comment.authorLabel}` })),
]);

describe('demo community posts', () => {
  it('fill every writable board with at least 20 posts over the last four months, some recommended', () => {
    for (const board of writableBoardKeys) {
      const posts = demoTalkPosts.filter((post) => post.board === board);
      expect(posts.length, board).toBeGreaterThanOrEqual(20);
      const days = posts.map((post) => post.daysAgo);
      expect(Math.min(...days), board).toBeLessThanOrEqual(1);
      expect(Math.max(...days), board).toBeGreaterThanOrEqual(100);
      expect(Math.max(...days), board).toBeLessThanOrEqual(125);
    }
    expect(demoTalkPosts.filter((post) => post.recommended).length).toBeGreaterThanOrEqual(6);
    expect(new Set(demoTalkPosts.map((post) => post.title)).size).toBe(demoTalkPosts.length);
  });

  it('have one to six comments each', () => {
    for (const post of demoTalkPosts) {
      expect(post.comments.length, post.title).toBeGreaterThanOrEqual(1);
      expect(post.comments.length, post.title).toBeLessThanOrEqual(6);
    }
  });

  it('pass the rules members write under', () => {
    for (const post of demoTalkPosts) {
      const parsed = talkPostInputSchema.safeParse({ board: post.board, title: post.title, body: post.body });
      expect(parsed.success, post.title).toBe(true);
      for (const comment of post.comments)
        expect(talkCommentInputSchema.safeParse({ postId: 1, body: comment.body }).success, comment.body).toBe(true);
    }
  });

  it('carry member-like pseudonyms on anonymous boards and nicknames on 공개 게시판, one name per writer in a post', () => {
    for (const post of demoTalkPosts) {
      const labels = [post.authorLabel, ...post.comments.map((comment) => comment.authorLabel)];
      expect(new Set(labels).size, post.title).toBe(labels.length);
      for (const label of labels) {
        if (boardByKey(post.board)!.anonymous) expect(label, post.title).toMatch(pseudonymPattern);
        else {
          expect(label, post.title).toMatch(/^[가-힣]{2,8}$/);
          expect(label, post.title).not.toMatch(pseudonymPattern);
        }
      }
    }
  });

  it('hold no personal data, links or contact details', () => {
    for (const { where, text } of texts) {
      expect(findPersonalData(text), where).toEqual([]);
      expect(text, where).not.toMatch(/@|https?:|www\./);
    }
  });

  it('use none of the words the advertising rules warn about, nor rates', () => {
    for (const { where, text } of texts) {
      expect(checkAdRules([text]), where).toEqual([]);
      expect(text, where).not.toMatch(/%|퍼센트|승소/);
    }
  });
});
