import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import type { FieldErrors } from '@/lib/field-errors';
import { normalizeInput } from '@/lib/text';
import { verifyTurnstile } from '@/server/bot-check';
import { clientAddress } from '@/server/client-address';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { env } from '@/server/env';
import { hitRateLimit, type RateRule } from '@/server/rate-limit';
import { can, type Capability } from '../domain/permissions';
import { getViewer, type Viewer } from './viewer';

/**
 * The one chain every server action goes through (STYLE.md): session, then permission, then
 * validation, then the handler. Answers `{ ok: true, data }` or `{ ok: false, formError?, fieldErrors? }`,
 * never throws at the browser.
 *
 * One way to declare an action (issue 12):
 * - it lives in a file-level `'use server'` module, `src/features/<feature>/server/actions.ts` or a
 *   clearly named `*-actions.ts` beside it (never an inline 'use server' inside a function);
 * - the chain call is a module constant, `const saveX = staffAction('x.manage', schema, handler)`, and
 *   the export is an async function named for it, `saveXAction(input: unknown): Promise<ActionResult<T>>`,
 *   that only hands it the input (Next sees an async function; the answer's type is written out);
 * - a form that must work without JavaScript gets a thin `(previous, formData)` adapter instead: it
 *   builds the input from the FormData, calls the chain constant and turns the answer into the form's
 *   state (community's `submitTalkPostAction`, consult's `fileConsultBoardAction`).
 * The browser calls an action one of two ways: `useActionState` with such an adapter, or the office
 * kit's `useAction` hook (components/form/use-action.ts) for everything else (`refresh: false` where the
 * page must stay as it is, like the rich editor's image upload).
 */

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
  botRejected: '자동 입력이 의심되어 처리하지 못했습니다. 새로고침 후 다시 시도해 주세요.',
  botCheckFailed: '보안 확인에 실패했습니다. 새로고침 후 다시 시도해 주세요.',
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
  options: { guard?: (value: z.infer<S>) => Promise<string | null>; failed?: string } = {},
): Promise<ActionResult<T>> {
  // Every string people send is normalized here, once, before any rule sees it (src/lib/text.ts).
  // Async so a rule may read settings (the visit form's offices); a plain schema parses the same.
  const parsed = await schema.safeParseAsync(normalizeInput(input));
  if (!parsed.success) return { ok: false, formError: actionMessages.invalid, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const refused = options.guard ? await options.guard(parsed.data) : null;
    if (refused) return { ok: false, formError: refused };
    return { ok: true, data: await handler(parsed.data) };
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, formError: error.message, fieldErrors: error.fieldErrors };
    // Next's redirect() and notFound() travel as thrown errors: let them through.
    if (error instanceof Error && 'digest' in error && typeof error.digest === 'string' && error.digest.startsWith('NEXT_')) throw error;
    console.error('[action] failed', error);
    return { ok: false, formError: options.failed ?? actionMessages.failed };
  }
}

export type PublicActionOptions<V> = {
  /** Names the action in the log. */
  name: string;
  /** The allowance this request counts against, per address: a feature's own rule when its JSON API shares the counter. */
  rateLimit: (ipAddress: string) => RateRule;
  /**
   * Bot checks on the validated input: a honeypot field people never see (anything in it was typed
   * by a bot; checked before counting, it costs nothing), and the Turnstile token, verified after
   * counting so a flood cannot make us call Cloudflare, and only when TURNSTILE_SECRET_KEY is set.
   */
  botCheck?: { honeypot?: (input: V) => string | null | undefined; turnstileToken?: (input: V) => string | null | undefined };
  /** The feature's own words for the chain's refusals, where its visitors have always read them. */
  messages?: Partial<Pick<typeof actionMessages, 'tooMany' | 'botRejected' | 'botCheckFailed' | 'failed'>>;
};

/**
 * Anyone may call it: validation, then the bot checks and the rate limit (after validation, so a
 * typo does not spend the visitor's allowance), then the handler.
 */
export function publicAction<S extends z.ZodType, T>(
  options: PublicActionOptions<z.infer<S>>,
  schema: S,
  handler: (input: z.infer<S>, context: Context) => Promise<T>,
) {
  const refusal = { ...actionMessages, ...options.messages };
  return async (input: unknown): Promise<ActionResult<T>> => {
    const ipAddress = clientAddress(await headers());
    const guard = async (value: z.infer<S>): Promise<string | null> => {
      if (options.botCheck?.honeypot?.(value)?.trim()) return refusal.botRejected;
      const hit = await hitRateLimit(await getDb(), options.rateLimit(ipAddress));
      if (!hit.allowed) return refusal.tooMany;
      const { TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL: verifyUrl } = env();
      if (secret && options.botCheck?.turnstileToken) {
        const passed = await verifyTurnstile({ secret, verifyUrl, token: options.botCheck.turnstileToken(value), remoteIp: ipAddress });
        if (!passed) return refusal.botCheckFailed;
      }
      return null;
    };
    return run(schema, input, async (value) => handler(value, { db: await getDb(), ipAddress }), { guard, failed: refusal.failed });
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
