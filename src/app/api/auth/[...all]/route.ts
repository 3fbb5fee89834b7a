// GET and POST /api/auth/*: better-auth (sessions, sign-up, password reset, social sign-in, account links).
import { handleAuthRequest } from '@/features/auth/server/api';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
