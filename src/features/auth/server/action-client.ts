import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import { normalizeInput } from '@/lib/text';
import { clientAddress } from '@/server/client-address';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { hitRateLimit } from '@/server/rate-limit';
import { can, type Capability } from '../domain/permissions';
import { getViewer, type Viewer } from './viewer';

/**
 * The one chain every server action goes through (STYLE.md): session, then permission, then
 * validation, then the handler. Answers `{ ok: true, data }` or `{ ok: false, formError?, fieldErrors? }`,
 * never throws at the browser.
 */

export type FieldErrors = Record<string, string>;
export type ActionResult<T> = { ok: true; data: T } | { ok: false; formError?: string; fieldErrors?: FieldErrors };

/** Handlers return this for a rule the input broke (a 4xx, in HTTP terms). */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export const actionMessages = {
  signedOut: '로그인이 필요합니다. 다시 로그인해 주세요.',
  forbidden: '이 작업을 할 권한이 없습니다.',
  invalid: '입력한 내용을 다시 확인해 주세요.',
  failed: '저장하지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
  tooMany: '요청이 너무 많습니다. 잠시 뒤 다시 시도해 주세요.',
};

type Context = { db: Db; ipAddress: string };
export type UserContext = Context & { viewer: Viewer };

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

async function run<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  handler: (value: z.infer<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  // Every string people send is normalized here, once, before any rule sees it (src/lib/text.ts).
  const parsed = schema.safeParse(normalizeInput(input));
  if (!parsed.success) return { ok: false, formError: actionMessages.invalid, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    return { ok: true, data: await handler(parsed.data) };
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, formError: error.message, fieldErrors: error.fieldErrors };
    // Next's redirect() and notFound() travel as thrown errors: let them through.
    if (error instanceof Error && 'digest' in error && typeof error.digest === 'string' && error.digest.startsWith('NEXT_')) throw error;
    console.error('[action] failed', error);
    return { ok: false, formError: actionMessages.failed };
  }
}

/** Anyone may call it; limited per address. */
export function publicAction<S extends z.ZodType, T>(
  options: { name: string; limit: number; windowMs: number },
  schema: S,
  handler: (input: z.infer<S>, context: Context) => Promise<T>,
) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const db = await getDb();
    const ipAddress = clientAddress(await headers());
    const hit = await hitRateLimit(db, { key: `action:${options.name}:${ipAddress}`, limit: options.limit, windowMs: options.windowMs });
    if (!hit.allowed) return { ok: false, formError: actionMessages.tooMany };
    return run(schema, input, (value) => handler(value, { db, ipAddress }));
  };
}

/** A signed-in member. */
export function userAction<S extends z.ZodType, T>(schema: S, handler: (input: z.infer<S>, context: UserContext) => Promise<T>) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const viewer = await getViewer();
    if (!viewer) return { ok: false, formError: actionMessages.signedOut };
    const db = await getDb();
    const ipAddress = clientAddress(await headers());
    return run(schema, input, (value) => handler(value, { db, ipAddress, viewer }));
  };
}

/** A signed-in member whose roles grant `capability`, checked on the server before anything else. */
export function staffAction<S extends z.ZodType, T>(
  capability: Capability,
  schema: S,
  handler: (input: z.infer<S>, context: UserContext) => Promise<T>,
) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const viewer = await getViewer();
    if (!viewer) return { ok: false, formError: actionMessages.signedOut };
    if (!can(viewer.ability, capability)) return { ok: false, formError: actionMessages.forbidden };
    const db = await getDb();
    const ipAddress = clientAddress(await headers());
    return run(schema, input, (value) => handler(value, { db, ipAddress, viewer }));
  };
}
