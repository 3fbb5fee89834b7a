import { describe, expect, it } from 'vitest';
import { talkCommentInputSchema, talkModerationSchema, talkPostInputSchema } from './schemas';

const errorsOf = (input: unknown) => {
  const result = talkPostInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('talkPostInputSchema', () => {
  it('accepts a post on a writable board and stores it normalized', () => {
    const result = talkPostInputSchema.parse({
      board: 'anonymous',
      title: '  남편과의 대화  ',
      body: '요즘 대화가 줄었어요.\r\n어떻게 하면 좋을까요?',
    });
    expect(result).toEqual({
      board: 'anonymous',
      title: '남편과의 대화',
      body: '요즘 대화가 줄었어요.\n어떻게 하면 좋을까요?',
      secret: false,
    });
    expect(
      talkPostInputSchema.parse({ board: 'free', title: '비밀 이야기', body: '아무에게도 못 한 이야기예요.', secret: true }).secret,
    ).toBe(true);
  });

  it('answers each broken rule in Korean at its field', () => {
    expect(errorsOf({ board: 'recommended', title: '가', body: '짧아요' })).toEqual({
      board: '게시판을 골라 주세요.',
      title: '제목을 2자 이상 적어 주세요.',
      body: '본문을 10자 이상 적어 주세요.',
    });
    expect(errorsOf({ board: 'public', title: '가'.repeat(81), body: '나'.repeat(5001) })).toEqual({
      title: '제목은 80자 이내로 적어 주세요.',
      body: '본문은 5,000자 이내로 적어 주세요.',
    });
    expect(errorsOf({})).toMatchObject({ board: '게시판을 골라 주세요.' });
  });

  it('takes the limits at their edges, counting what is stored', () => {
    expect(errorsOf({ board: 'free', title: '가나', body: '가'.repeat(10) })).toEqual({});
    expect(errorsOf({ board: 'free', title: '가'.repeat(80), body: '가'.repeat(5000) })).toEqual({});
    expect(errorsOf({ board: 'free', title: ' 가 ', body: `  ${'가'.repeat(9)}   ` })).toMatchObject({
      title: '제목을 2자 이상 적어 주세요.',
      body: '본문을 10자 이상 적어 주세요.',
    });
  });

  it('reads a post id from a form as a positive whole number', () => {
    expect(talkPostInputSchema.parse({ id: '12', board: 'free', title: '제목', body: '본문은 열 글자 이상입니다' }).id).toBe(12);
    expect(errorsOf({ id: 'abc', board: 'free', title: '제목', body: '본문은 열 글자 이상입니다' })).toHaveProperty('id');
  });
});

describe('talkModerationSchema', () => {
  it('knows four actions', () => {
    expect(talkModerationSchema.safeParse({ id: 1, action: 'hide' }).success).toBe(true);
    expect(talkModerationSchema.safeParse({ id: 1, action: 'delete' }).success).toBe(false);
  });
});

describe('talkCommentInputSchema', () => {
  it('wants 2 to 1,000 characters after trimming, with Korean messages', () => {
    expect(talkCommentInputSchema.parse({ postId: '3', body: ' 힘내세요 \r\n응원해요 ' })).toEqual({
      postId: 3,
      body: '힘내세요 \n응원해요',
    });
    const short = talkCommentInputSchema.safeParse({ postId: 3, body: ' 가 ' });
    expect(short.success ? null : short.error.issues[0]!.message).toBe('댓글을 2자 이상 적어 주세요.');
    const long = talkCommentInputSchema.safeParse({ postId: 3, body: '가'.repeat(1001) });
    expect(long.success ? null : long.error.issues[0]!.message).toBe('댓글은 1,000자 이내로 적어 주세요.');
  });
});
