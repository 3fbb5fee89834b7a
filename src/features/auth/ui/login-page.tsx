import { authMessage } from '../domain/auth-messages';
import { isSafeRedirect } from '../domain/safe-redirect';
import { configuredProviders, SOCIAL_CONSENT_COOKIE } from '../server/auth';
import { requireGuest } from '../server/viewer';
import { firstParam } from './auth-paths';
import { AuthScreen } from './auth-screen';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Codes of an OAuth return that mean the visitor still has to give the sign-up consent. */
const consentCodes = new Set(['unable_to_create_user', 'SIGNUP_CONSENT_REQUIRED']);

/**
 * The server half of /member/login and /auth/login (one screen, two paths): guests only; reads
 * the remembered page, an OAuth failure (`?error=`) and which providers are configured.
 */
export async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  await requireGuest();
  const params = await searchParams;
  const redirect = firstParam(params.redirect);
  const error = firstParam(params.error);
  const mode = firstParam(params.mode) === 'signup' || (error && consentCodes.has(error)) ? 'signup' : 'login';
  return (
    <AuthScreen
      initialMode={mode}
      redirect={isSafeRedirect(redirect) ? redirect : undefined}
      errorMessage={error ? authMessage(error) : undefined}
      providers={configuredProviders()}
      consentCookieName={SOCIAL_CONSENT_COOKIE}
    />
  );
}
