import { describe, expect, it } from 'vitest';
import { checkAdRules } from '@/features/content/domain/ad-rules';
import { findPersonalData } from '@/features/text-safety/domain/personal-data';
import { boardByKey, writableBoardKeys } from '../domain/boards';
import { pseudonymPattern } from '@/features/text-safety/domain/pseudonym';
import { talkCommentInputSchema, talkPostInputSchema } from '../schemas';
import { demoTalkPosts } from './demo-talk-posts';
import { demoReplyDrafts } from './demo-talk-replies';

const replies = demoTalkPosts.flatMap((post) =>
  post.comments.flatMap((comment) => comment.replies.map((reply) => ({ post, comment, reply }))),
);

const texts = demoTalkPosts.flatMap((post) => [
  { where: post.title, text: `${post.title}\n${post.body}\n${post.authorLabel}` },
  ...post.comments.flatMap((comment) =>
    [comment, ...comment.replies].map((entry) => ({ where: `${post.title}: ${entry.body}`, text: `${entry.body}\n${entry.authorLabel}` })),
  ),
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

  it('have replies under comments on every board, each answering a comment that exists', () => {
    expect(replies.length).toBeGreaterThanOrEqual(60);
    for (const board of writableBoardKeys)
      expect(replies.filter(({ post }) => post.board === board).length, board).toBeGreaterThanOrEqual(5);
    for (const [title, drafts] of Object.entries(demoReplyDrafts)) {
      const post = demoTalkPosts.find((entry) => entry.title === title);
      expect(post, title).toBeDefined();
      for (const draft of drafts) {
        expect(post!.comments[draft.to], `${title} → ${draft.to}`).toBeDefined();
        if (typeof draft.by === 'number') expect(post!.comments[draft.by], `${title} by ${draft.by}`).toBeDefined();
      }
    }
    expect(replies.length).toBe(Object.values(demoReplyDrafts).flat().length);
  });

  it('carry 공감 on every post, so 주간 and 월간 베스트 of every board show posts on a fresh install', () => {
    for (const post of demoTalkPosts) expect(post.likeCount, post.title).toBeGreaterThan(0);
    for (const board of writableBoardKeys) {
      const posts = demoTalkPosts.filter((post) => post.board === board);
      // Seeded up to 929 minutes before the seed's day count (demo-seed.ts): daysAgo 6 is inside 7 days.
      expect(posts.filter((post) => post.daysAgo <= 6).length, board).toBeGreaterThanOrEqual(3);
      expect(posts.filter((post) => post.daysAgo <= 29).length, board).toBeGreaterThanOrEqual(8);
      expect(new Set(posts.map((post) => post.likeCount)).size, board).toBeGreaterThan(5);
    }
    const counts = demoTalkPosts
      .flatMap((post) => post.comments.flatMap((comment) => [comment, ...comment.replies]))
      .map((entry) => entry.likeCount);
    expect(counts.every((count) => Number.isInteger(count) && count >= 0)).toBe(true);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(counts.length / 2);
  });

  it('pass the rules members write under', () => {
    for (const post of demoTalkPosts) {
      const parsed = talkPostInputSchema.safeParse({ board: post.board, title: post.title, body: post.body });
      expect(parsed.success, post.title).toBe(true);
      for (const comment of post.comments) {
        expect(talkCommentInputSchema.safeParse({ postId: 1, body: comment.body }).success, comment.body).toBe(true);
        for (const reply of comment.replies)
          expect(talkCommentInputSchema.safeParse({ postId: 1, parentId: 1, body: reply.body }).success, reply.body).toBe(true);
      }
    }
  });

  it('carry member-like pseudonyms on anonymous boards and nicknames on 공개 게시판, one name per writer in a post', () => {
    for (const post of demoTalkPosts) {
      const labels = [post.authorLabel, ...post.comments.map((comment) => comment.authorLabel)];
      expect(new Set(labels).size, post.title).toBe(labels.length);
      // A reply by the post's writer or a commenter carries their name; a new replier gets a new one.
      const drafts = demoReplyDrafts[post.title] ?? [];
      const postReplies = post.comments.flatMap((comment) => comment.replies);
      for (const [at, draft] of drafts
        .map((draft, order) => ({ draft, order }))
        .sort((a, b) => a.draft.to - b.draft.to || a.order - b.order)
        .map(({ draft }) => draft)
        .entries()) {
        const label = postReplies[at]!.authorLabel;
        if (draft.by === 'writer') expect(label, post.title).toBe(post.authorLabel);
        else if (typeof draft.by === 'number') expect(label, post.title).toBe(post.comments[draft.by]!.authorLabel);
        else {
          expect(labels, post.title).not.toContain(label);
          labels.push(label);
        }
      }
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
