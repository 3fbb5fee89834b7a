import { z } from 'zod';
import type { PermissionRule } from './domain/permissions';
import { userAdminMessages } from './domain/user-admin-messages';

/**
 * What the back office's member, role, badge and audit screens send, with the Korean messages staff
 * see at each field, and the role rules (JSON) a 관리자 writes for a member.
 */

// ---------------------------------------------------------------------------------------------
// Stored role rules (`userinfo.role`)
// ---------------------------------------------------------------------------------------------

const ruleSchema = z
  .object({
    action: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    subject: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    inverted: z.boolean().optional(),
  })
  .strict();

const roleRulesJsonSchema = z.array(ruleSchema).max(100);

export type RoleRulesResult = { ok: true; rules: PermissionRule[] } | { ok: false; message: string };

/**
 * Parses the member's role JSON (`userinfo.role`): a list of `{ action, subject, inverted? }`. The
 * same check runs when a 관리자 saves the text and when the stored text is read for a session.
 * All or nothing: one bad rule rejects the whole text, so a rule set is never half-applied.
 */
export function parseRoleRules(text: string | null | undefined): RoleRulesResult {
  if (text === null || text === undefined || text.trim() === '') return { ok: true, rules: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: '역할 규칙이 올바른 JSON이 아닙니다.' };
  }
  const parsed = roleRulesJsonSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    return {
      ok: false,
      message: `역할 규칙은 [{ "action": "manage", "subject": "송무팀" }] 형식의 목록이어야 합니다${where}.`,
    };
  }
  return { ok: true, rules: parsed.data };
}

// ---------------------------------------------------------------------------------------------
// Members and roles (/office/users)
// ---------------------------------------------------------------------------------------------

const userIdField = z
  .string({ error: userAdminMessages.userNotFound })
  .trim()
  .min(1, userAdminMessages.userNotFound)
  .max(100, userAdminMessages.userNotFound);
const roleIdField = z.coerce
  .number({ error: userAdminMessages.chooseRole })
  .int(userAdminMessages.chooseRole)
  .positive(userAdminMessages.chooseRole);

export const roleChangeSchema = z.object({ userId: userIdField, roleId: roleIdField });

export const roleRulesInputSchema = z.object({
  userId: userIdField,
  roleRules: z.string({ error: userAdminMessages.rulesTooLong }).max(10_000, userAdminMessages.rulesTooLong),
});

export const userAccountSchema = z.object({ userId: userIdField });

// ---------------------------------------------------------------------------------------------
// Badges (/member/badge, behind the development flag)
// ---------------------------------------------------------------------------------------------

const badgeFields = {
  name: z
    .string({ error: userAdminMessages.badgeName })
    .trim()
    .min(1, userAdminMessages.badgeName)
    .max(40, userAdminMessages.badgeNameTooLong),
  description: z
    .string({ error: userAdminMessages.badgeDescription })
    .trim()
    .min(1, userAdminMessages.badgeDescription)
    .max(200, userAdminMessages.badgeDescriptionTooLong),
};
const badgeIdField = z.coerce
  .number({ error: userAdminMessages.chooseBadge })
  .int(userAdminMessages.chooseBadge)
  .positive(userAdminMessages.chooseBadge);

export const badgeInputSchema = z.object(badgeFields);

export const badgeUpdateSchema = z.object({ id: badgeIdField, ...badgeFields });

export const badgeAwardSchema = z.object({
  badgeId: badgeIdField,
  email: z
    .string({ error: userAdminMessages.email })
    .trim()
    .toLowerCase()
    .min(1, userAdminMessages.email)
    .max(254, userAdminMessages.email)
    .pipe(z.email(userAdminMessages.email)),
});

export const badgeRevokeSchema = z.object({ badgeId: badgeIdField, userId: userIdField });

// ---------------------------------------------------------------------------------------------
// The audit log's filter (/office/audit, read from the query string)
// ---------------------------------------------------------------------------------------------

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 2026-01-31 형식으로 입력해 주세요.')
  .refine((value) => {
    const [year, month, date] = value.split('-').map(Number) as [number, number, number];
    const parsed = new Date(Date.UTC(year, month - 1, date));
    return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
  }, '없는 날짜입니다. 다시 골라 주세요.');

export const auditFilterSchema = z.object({
  actor: z.string().trim().max(100, '작업자는 100자 이하로 입력해 주세요.').optional(),
  action: z.string().trim().max(100, '작업 종류가 올바르지 않습니다.').optional(),
  subjectType: z.string().trim().max(100, '대상 종류가 올바르지 않습니다.').optional(),
  subjectId: z.string().trim().max(200, '대상 번호는 200자 이하로 입력해 주세요.').optional(),
  from: day.optional(),
  to: day.optional(),
  before: z.coerce.number().int().positive().optional(),
});
