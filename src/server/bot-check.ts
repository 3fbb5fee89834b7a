/**
 * Cloudflare Turnstile verification, used only when TURNSTILE_SECRET_KEY is configured.
 * The verify URL is a setting so tests can point it at a local fake.
 */
export const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export async function verifyTurnstile(config: {
  secret: string;
  verifyUrl?: string;
  token: string | null | undefined;
  remoteIp: string;
}): Promise<boolean> {
  if (!config.token) return false;
  const body = new URLSearchParams({ secret: config.secret, response: config.token, remoteip: config.remoteIp });
  try {
    const response = await fetch(config.verifyUrl ?? DEFAULT_TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    return false;
  }
}
