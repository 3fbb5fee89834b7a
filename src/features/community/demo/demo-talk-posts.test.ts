import { describe, expect, it } from 'vitest';
import { boardByKey } from '../domain/boards';
import { talkPostInputSchema } from '../schemas';
import { demoTalkPosts } from './demo-talk-posts';

describe('demo community posts', () => {
  it('are about a dozen, on every writable board, some recommended', () => {
    expect(demoTalkPosts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(demoTalkPosts.map((post) => post.board))).toEqual(new Set(['free', 'anonymous', 'public', 'parenting']));
    expect(demoTalkPosts.filter((post) => post.recommended).length).toBeGreaterThanOrEqual(3);
    expect(new Set(demoTalkPosts.map((post) => post.title)).size).toBe(demoTalkPosts.length);
  });

  it('pass the rules members write under', () => {
    for (const post of demoTalkPosts) {
      const parsed = talkPostInputSchema.safeParse({ board: post.board, title: post.title, body: post.body });
      expect(parsed.success, post.title).toBe(true);
    }
  });

  it('carry pseudonyms on anonymous boards and no contact details anywhere', () => {
    for (const post of demoTalkPosts) {
      if (boardByKey(post.board)!.anonymous) expect(post.authorLabel, post.title).toMatch(/^익명 [0-9a-f]{4}$/);
      const text = `${post.title} ${post.body} ${post.authorLabel}`;
      expect(text, post.title).not.toMatch(/\d{2,3}-?\d{3,4}-?\d{4}|@|https?:/);
    }
  });
});
