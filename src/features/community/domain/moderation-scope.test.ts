import { describe, expect, it } from 'vitest';
import { buildAbility, roleNames } from '@/features/auth/domain/permissions';
import { moderationScopeOf, scopeCovers } from './moderation-scope';
import { sanctionEndsAt } from './sanctions';

describe('moderationScopeOf', () => {
  it('gives 관리자 every board and 톡 관리팀 the couples and divorce boards (자유수다, 익명 게시판, 육아·양육 이야기)', () => {
    expect(moderationScopeOf(buildAbility(['관리자']))).toBe('all');
    expect([...(moderationScopeOf(buildAbility(['톡 관리팀'])) as string[])].sort()).toEqual(['anonymous', 'free', 'parenting']);
    expect(scopeCovers(moderationScopeOf(buildAbility(['톡 관리팀'])), 'public')).toBe(false);
  });

  it('gives no board to roles without community.moderate, to 퇴사, or to no one', () => {
    for (const role of roleNames.filter((name) => name !== '관리자')) expect(moderationScopeOf(buildAbility([role]))).toEqual([]);
    expect(moderationScopeOf(buildAbility(['퇴사', '톡 관리팀']))).toEqual([]);
    expect(moderationScopeOf(null)).toEqual([]);
  });
});

describe('sanctionEndsAt', () => {
  it('ends 1, 3, 7 or 30 days later, or never', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    expect(sanctionEndsAt('1', now)).toEqual(new Date('2026-11-27T00:00:00Z'));
    expect(sanctionEndsAt('30', now)).toEqual(new Date('2026-12-26T00:00:00Z'));
    expect(sanctionEndsAt('permanent', now)).toBeNull();
  });
});
