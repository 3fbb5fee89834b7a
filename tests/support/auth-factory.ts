import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { roles, userRoles, users } from '@/server/db/schema';
import { getAuth } from '@/features/auth/server/auth';

/**
 * Makes a real account through better-auth (the same path a visitor takes), grants roles, and
 * returns a bearer token for it. Korean sample values, unique emails per call.
 */
let counter = 0;

export type TestUser = { id: string; email: string; password: string; name: string; token: string; headers: Headers };

export async function createTestUser(
  db: Db,
  options: { roles?: string[]; name?: string; roleRules?: string; address?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = `member${Date.now()}${counter}@test.example`;
  const password = '안전한-비밀번호-2026';
  const name = options.name ?? `테스트회원${counter}`;
  const auth = await getAuth();
  const requestHeaders = new Headers({ 'x-forwarded-for': options.address ?? `203.0.113.${counter % 250}` });
  await auth.api.signUpEmail({
    body: { email, password, name, ageConfirmed: true, privacyConsent: true } as never,
    headers: requestHeaders,
  });
  const [user] = await db.select().from(users).where(eq(users.email, email));
  for (const roleName of options.roles ?? []) {
    const [role] = await db.select().from(roles).where(eq(roles.name, roleName));
    if (!role) throw new Error(`unknown role ${roleName}`);
    await db.insert(userRoles).values({ userId: user!.id, roleId: role.id });
  }
  if (options.roleRules !== undefined) await db.update(users).set({ roleRules: options.roleRules }).where(eq(users.id, user!.id));
  const signedIn = await auth.api.signInEmail({ body: { email, password }, headers: requestHeaders, returnHeaders: true });
  const token = signedIn.headers.get('set-auth-token')!;
  return {
    id: user!.id,
    email,
    password,
    name,
    token,
    headers: new Headers({ authorization: `Bearer ${token}`, 'x-forwarded-for': requestHeaders.get('x-forwarded-for')! }),
  };
}
