import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataVersion, noteDataChanged } from '@/server/db/data-version';
import { useDatabaseForTests } from '@/server/db/db';
import { users } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestUser } from '../../../../tests/support/auth-factory';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { getAuth } from './auth';
import { logout } from './api';
import { viewerFromHeaders } from './viewer';
import { cachedViewer, credentialOf, rememberViewer, viewerCacheMs } from './viewer-cache';

/**
 * Decision 025: a viewer found in the last seconds is reused, for at most viewerCacheMs and never
 * past its session's end, and whatever changes what the member holds is seen at once. A change
 * written straight to the table, behind the site's back, is what shows the cache at work.
 */
let database: TestDatabase;

beforeAll(async () => {
  resetEnvForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A rename this process does not see: written by another server process, or by hand. */
async function renameFromAnotherProcess(id: string, name: string): Promise<void> {
  const version = dataVersion();
  await database.db.update(users).set({ name }).where(eq(users.id, id));
  (globalThis as { __familyLawDataVersion?: number }).__familyLawDataVersion = version;
}

describe('the viewer cache', () => {
  it('reuses a viewer within its window and looks again after it', async () => {
    const member = await createTestUser(database.db, { name: '캐시회원 가' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    expect((await viewerFromHeaders(member.headers))!.name).toBe('캐시회원 가');
    await renameFromAnotherProcess(member.id, '캐시회원 나');
    expect((await viewerFromHeaders(member.headers))!.name).toBe('캐시회원 가');
    vi.setSystemTime(Date.now() + viewerCacheMs + 1);
    expect((await viewerFromHeaders(member.headers))!.name).toBe('캐시회원 나');
  });

  it('keys on the credential: the same member by cookie and by bearer token are two entries', async () => {
    const member = await createTestUser(database.db);
    const bearer = credentialOf(member.headers)!;
    await viewerFromHeaders(member.headers);
    expect(cachedViewer(bearer)?.id).toBe(member.id);
    const cookie = new Headers({ cookie: `auth.session_token=${encodeURIComponent(member.token)}` });
    expect(cachedViewer(credentialOf(cookie)!)).toBeUndefined();
    expect((await viewerFromHeaders(cookie))?.id).toBe(member.id);
    expect(cachedViewer(credentialOf(cookie)!)?.id).toBe(member.id);
  });

  it('looks again after any write in this process, even one that forgets nobody', async () => {
    const member = await createTestUser(database.db, { name: '쓰기확인 가' });
    expect((await viewerFromHeaders(member.headers))!.name).toBe('쓰기확인 가');
    await database.db.update(users).set({ name: '쓰기확인 나' }).where(eq(users.id, member.id));
    expect((await viewerFromHeaders(member.headers))!.name).toBe('쓰기확인 나');
  });

  it('keeps no viewer whose lookup a write overlapped, since the write may have purged it already', async () => {
    const member = await createTestUser(database.db, { name: '겹친조회 가' });
    const credential = credentialOf(member.headers)!;
    const lookup = viewerFromHeaders(member.headers);
    // A write commits while the lookup is under way (a rename's purge would run now).
    noteDataChanged();
    expect((await lookup)?.name).toBe('겹친조회 가');
    expect(cachedViewer(credential)).toBeUndefined();
    await viewerFromHeaders(member.headers);
    expect(cachedViewer(credential)?.id).toBe(member.id);
  });

  it('keeps no miss: a made-up token is asked of the database every time', async () => {
    const madeUp = new Headers({ authorization: 'Bearer made-up-token.signature' });
    expect(await viewerFromHeaders(madeUp)).toBeNull();
    expect(cachedViewer(credentialOf(madeUp)!)).toBeUndefined();
    expect(credentialOf(new Headers())).toBeNull();
    expect(await viewerFromHeaders(new Headers({ cookie: 'other=1' }))).toBeNull();
  });

  it('never outlives the session it was found with', async () => {
    const member = await createTestUser(database.db);
    const viewer = (await viewerFromHeaders(member.headers))!;
    const credential = 'a-session-about-to-end\n';
    const now = Date.now();
    rememberViewer(credential, viewer, new Date(now + 1_000), dataVersion(), now);
    expect(cachedViewer(credential, now + 999)).toBe(viewer);
    expect(cachedViewer(credential, now + 1_000)).toBeUndefined();
    rememberViewer(credential, viewer, new Date(now - 1), dataVersion(), now);
    expect(cachedViewer(credential, now)).toBeUndefined();
  });

  it('forgets a member at once when they sign out', async () => {
    const member = await createTestUser(database.db);
    expect(await viewerFromHeaders(member.headers)).not.toBeNull();
    const out = await logout(new Request('http://localhost:3000/api/auth/logout', { method: 'POST', headers: member.headers }));
    expect(out.status).toBe(200);
    expect(await viewerFromHeaders(member.headers)).toBeNull();
  });

  it('forgets a member at once when better-auth updates their account', async () => {
    const member = await createTestUser(database.db, { name: '이름변경 전' });
    expect((await viewerFromHeaders(member.headers))!.name).toBe('이름변경 전');
    const auth = await getAuth();
    await auth.api.updateUser({ body: { name: '이름변경 후' }, headers: member.headers });
    expect((await viewerFromHeaders(member.headers))!.name).toBe('이름변경 후');
  });
});
