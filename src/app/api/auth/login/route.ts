// POST /api/auth/login: the spec's token login for outside clients.
import { loginWithPassword } from '@/features/auth/server/api';

export const POST = loginWithPassword;
