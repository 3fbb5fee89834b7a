// POST /api/auth/logout: ends the session of the cookie or the bearer token.
import { logout } from '@/features/auth/server/api';

export const POST = logout;
