// `npm run user:grant -- <email> <role>`: grants a role to an existing account from the server's shell.
// This is how the first 관리자 of a real deployment is made: sign up on the site, then run this
// where the server runs (it opens the configured database; stop a PGlite server first).
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { databaseTarget } from '../src/server/db/db';
import { auditLogs, roles, userRoles, users } from '../src/server/db/schema';
import { seedDemoContent } from '../src/server/seed';

const [email, roleName] = process.argv.slice(2);
if (!email || !roleName) {
  console.error('사용법: npm run user:grant -- <이메일> <역할 이름>   예) npm run user:grant -- lee@example.com 관리자');
  process.exit(2);
}

const handle = await openDatabase(databaseTarget());
try {
  await seedDemoContent(handle.db);
  const [user] = await handle.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  const [role] = await handle.db.select().from(roles).where(eq(roles.name, roleName));
  if (!user) throw new Error(`가입된 계정이 없습니다: ${email}`);
  if (!role) {
    const names = (await handle.db.select({ name: roles.name }).from(roles)).map((r) => r.name);
    throw new Error(`없는 역할입니다: ${roleName} (역할: ${names.join(', ')})`);
  }
  const existing = await handle.db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, role.id)));
  if (existing.length === 0) {
    await handle.db.transaction(async (tx) => {
      await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
      await tx.insert(auditLogs).values({
        actorName: '서버 명령 (user:grant)',
        action: 'user.role.grant',
        subjectType: 'user',
        subjectId: user.id,
        detail: { role: role.name },
      });
    });
  }
  console.log(`${user.email} → ${role.name} ${existing.length ? '(이미 있음)' : '부여함'}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
