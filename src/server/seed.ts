import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accounts, firmSettings, lawyers, roles, userRoles, users } from './db/schema';
import type { Db } from './db/client';
import { demoFirmSettings } from '@/features/firm/domain/firm-settings';
import { roleDescriptions, roleNames, teamRoleNames } from '@/features/auth/domain/permissions';
import { demoContent } from '@/features/content/demo/demo-content';
import { seedDemoCatalog } from '@/features/content/server/demo-seed';
import { demoAffairAwards } from '@/features/calculators/demo/affair-awards';
import { seedAffairAwards } from '@/features/calculators/server/award-seed';
import { demoTalkPosts } from '@/features/community/demo/demo-talk-posts';
import { seedDemoTalkPosts } from '@/features/community/server/demo-seed';
import { demoQnaQuestions } from '@/features/qna/demo/demo-questions';
import { seedDemoQna } from '@/features/qna/server/demo-seed';
import { seedDemoBookingCalendar } from '@/features/booking/server/demo-seed';
import { syncHolidays } from '@/features/booking/server/holidays';

/**
 * Seeds what an empty database needs; existing rows are never overwritten. The role list is
 * reference data every deployment needs; the firm settings are fictional demo values.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  await db.insert(firmSettings).values({ id: 1, data: demoFirmSettings }).onConflictDoNothing();
  await db
    .insert(roles)
    .values([...roleNames, ...teamRoleNames].map((name) => ({ name, description: roleDescriptions[name] })))
    .onConflictDoNothing({ target: roles.name });
  // Public holidays are reference data too: the years the installed package knows (decision 015).
  await syncHolidays(db);
}

/**
 * The firm's demo lawyers, cases, reviews, posts and fee schedule, into an empty content store;
 * and the award analysis's fictional cases and the community's demo posts into empty tables of their
 * own (checked apart, so a database seeded before those tables existed gets them too).
 */
export async function seedDemoCatalogIfEmpty(db: Db): Promise<boolean> {
  const catalog = await seedDemoCatalog(db, demoContent);
  await seedAffairAwards(db, demoAffairAwards);
  await seedDemoTalkPosts(db, demoTalkPosts);
  await seedDemoQna(db, demoQnaQuestions, Object.fromEntries(demoContent.lawyers.map((lawyer) => [lawyer.key, lawyer.name])));
  await seedDemoBookingCalendar(db);
  return catalog;
}

export const demoAccounts = [
  { email: 'admin@onsaemiro.example', name: '운영 관리자', roles: ['관리자'] },
  { email: 'manager@onsaemiro.example', name: '한지우 매니저', roles: ['매니저'] },
  // Answers in the Q&A centre as the demo profile of the same name (lawyers.account_id).
  { email: 'lawyer@onsaemiro.example', name: '김도윤 변호사', roles: ['변호사'], lawyerName: '김도윤' },
  { email: 'member@onsaemiro.example', name: '데모 회원', roles: [] },
] as const;

/**
 * Demo staff for the embedded demo only (never on DATABASE_URL): one random password, written
 * once to DATA_DIR/demo-accounts.txt (mode 600), so no well-known password ever goes live.
 */
export async function seedDemoAccounts(db: Db, dataDir: string): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  if (existing.length > 0) return;
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return;
  const password = randomBytes(9).toString('base64url');
  const hash = await hashPassword(password);
  const now = new Date();
  for (const account of demoAccounts) {
    const id = randomUUID();
    await db.insert(users).values({ id, name: account.name, email: account.email, emailVerified: true, ageConfirmedAt: now });
    await db.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    for (const roleName of account.roles) {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
      if (role) await db.insert(userRoles).values({ userId: id, roleId: role.id });
    }
    if ('lawyerName' in account)
      await db
        .update(lawyers)
        .set({ accountId: id })
        .where(and(eq(lawyers.name, account.lawyerName), isNull(lawyers.accountId)));
  }
  const file = path.join(dataDir, 'demo-accounts.txt');
  fs.writeFileSync(
    file,
    [
      '데모 계정 (내장 데이터베이스 데모 전용, 운영 전에 삭제하거나 비밀번호를 바꾸세요)',
      ...demoAccounts.map((a) => `${a.email}\t${a.roles.join(', ') || '회원'}`),
      `비밀번호: ${password}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  console.log(`[seed] 데모 계정을 만들었습니다. 이메일과 비밀번호는 ${file} 에 있습니다.`);
}
