import { z } from 'zod';

/**
 * The only reader of process.env (DESIGN section 4). Validated once; a bad value stops the
 * server with a message naming the variable.
 */

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'on' || v === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: 'http:// 또는 https:// 로 시작하는 올바른 주소여야 합니다' }).optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : String(fallback)))
    .pipe(z.string().regex(/^\d+$/, '양의 정수여야 합니다').transform(Number))
    .pipe(z.number().int().positive());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt(3000).pipe(z.number().max(65535)),
  SITE_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 주소여야 합니다')
        .optional(),
    ),
  DATA_DIR: z.string().trim().default('./data'),
  PARTNER_API_URL: optionalUrl,
  LEGAL_DESK_URL: optionalUrl,
  AUTH_SECRET: optionalText.pipe(z.string().min(32, '32자 이상이어야 합니다').optional()),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  AUTH_RATE_LIMIT: positiveInt(30),
  SMTP_URL: optionalText,
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  TURNSTILE_VERIFY_URL: optionalUrl,
  // Toss Payments (issue 16): both keys or neither; the secret key never leaves the server.
  TOSS_CLIENT_KEY: optionalText,
  TOSS_SECRET_KEY: optionalText,
  TOSS_API_URL: optionalUrl,
  TOSS_SDK_URL: optionalUrl,
  TOSS_TIMEOUT_MS: positiveInt(15_000),
  CHANNEL_TALK_PLUGIN_KEY: optionalText,
  NAVER_WCS_ID: optionalText,
  MOBON_ID: optionalText,
  MOBON_SCRIPT_URL: optionalUrl,
  DEV_MENU: flag,
  CONSULT_RATE_LIMIT: positiveInt(10),
  // Read by scripts/start.mjs (src/server/forwarded-for.mjs): off, on (one proxy), or a count 1–5.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(|0|1|2|3|4|5|on|off|true|false|yes|no)$/i, 'on/off 또는 앞단 프록시 수(1~5)여야 합니다')
    .optional()
    .transform((v) => (v ? !/^(0|off|false|no)$/i.test(v) : false)),
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  // The spec's own clients on the firm's other hosts that may call the JSON API from a browser.
  API_ALLOWED_ORIGINS: z
    .string()
    .trim()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(
      z.array(z.url({ protocol: /^https?$/, error: '쉼표로 구분한 http(s) 주소 목록이어야 합니다' }).transform((v) => new URL(v).origin)),
    ),
});

export type Env = z.infer<typeof envSchema> & { SITE_URL: string };

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`설정 값이 올바르지 않습니다 (invalid configuration):\n${lines.join('\n')}`);
  }
  const data = result.data;
  if (Boolean(data.TOSS_CLIENT_KEY) !== Boolean(data.TOSS_SECRET_KEY)) {
    const missing = data.TOSS_CLIENT_KEY ? 'TOSS_SECRET_KEY' : 'TOSS_CLIENT_KEY';
    throw new EnvError(
      `설정 값이 올바르지 않습니다 (invalid configuration):\n  ${missing}: TOSS_CLIENT_KEY와 TOSS_SECRET_KEY는 함께 설정해야 합니다 (set both Toss Payments keys, or neither)`,
    );
  }
  const siteUrl = (data.SITE_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, '');
  return { ...data, SITE_URL: siteUrl };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}

export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build';
