import { describe, expect, it } from 'vitest';
import { accountLinks, parseStoredPermissions, parseUserPayload, permissionsToStore } from './account-model';

const payload = {
  user: {
    id: 'u1',
    display_name: '김하늘',
    email: 'haneul@example.com',
    scope: ['office.enter', 'consult.read'],
    roles: [{ name: '매니저' }],
    userinfo: { role: null },
    permissions: [{ action: 'manage', subject: '매니저' }],
  },
};

describe('parseUserPayload', () => {
  it("reads the user endpoint's fields", () => {
    expect(parseUserPayload(payload)).toEqual(payload.user);
  });

  it('treats a missing or malformed user as signed out', () => {
    expect(parseUserPayload(null)).toBeNull();
    expect(parseUserPayload({ message: '로그인이 필요합니다.' })).toBeNull();
    expect(parseUserPayload({ user: { id: 'u1', email: 'a@b.c' } })).toBeNull();
  });

  it('drops list entries it cannot read', () => {
    const user = parseUserPayload({
      user: { ...payload.user, scope: 'office.enter', roles: [{ name: 1 }, { name: '홍보' }], permissions: [{ action: 3 }, {}] },
    });
    expect(user).toMatchObject({ scope: [], roles: [{ name: '홍보' }], permissions: [{}] });
  });
});

describe('accountLinks', () => {
  it('gives a member only my page', () => {
    expect(accountLinks({ scope: [] }, false).map((link) => link.href)).toEqual(['/member/mypage']);
  });

  it('adds the back office for staff who may enter it', () => {
    expect(accountLinks({ scope: ['office.enter'] }, false).map((link) => link.title)).toEqual(['마이페이지', '관리']);
  });

  it('adds badge management and the back office with the development flag', () => {
    expect(accountLinks({ scope: [] }, true).map((link) => link.href)).toEqual(['/member/mypage', '/member/badge', '/office']);
  });
});

describe('parseStoredPermissions', () => {
  it('defaults to one entry with no action and no subject', () => {
    expect(parseStoredPermissions(null)).toEqual([{}]);
    expect(parseStoredPermissions('not json')).toEqual([{}]);
    expect(parseStoredPermissions('[]')).toEqual([{}]);
    expect(parseStoredPermissions('{"action":"manage"}')).toEqual([{}]);
    expect(parseStoredPermissions('[{"action":1}]')).toEqual([{}]);
  });

  it('reads a stored list of rules', () => {
    expect(parseStoredPermissions('[{"action":"manage","subject":["송무팀"]}]')).toEqual([{ action: 'manage', subject: ['송무팀'] }]);
  });
});

describe('permissionsToStore', () => {
  it("stores the user's rules, or the default for a member without rules and when signed out", () => {
    expect(permissionsToStore(parseUserPayload(payload))).toEqual([{ action: 'manage', subject: '매니저' }]);
    expect(permissionsToStore({ permissions: [] })).toEqual([{}]);
    expect(permissionsToStore(null)).toEqual([{}]);
  });
});
