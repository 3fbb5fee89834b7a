import { describe, expect, it } from 'vitest';
import { replyEmailText, unreadBadge } from './member-notices';

describe('unreadBadge', () => {
  it('shows the count up to 99 and 99+ past it', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});

describe('replyEmailText', () => {
  it('says what happened with the post title and link only', () => {
    const mail = replyEmailText('reply', '아이 면접교섭 일정', 'https://family.example/talk/post/7');
    expect(mail.subject).toBe('[커뮤니티] 내 댓글에 답글이 달렸어요');
    expect(mail.text).toContain('글 제목: 아이 면접교섭 일정');
    expect(mail.text).toContain('바로 가기: https://family.example/talk/post/7');
    expect(replyEmailText('comment', '제목', 'x').subject).toBe('[커뮤니티] 내 글에 새 댓글이 달렸어요');
  });
});
