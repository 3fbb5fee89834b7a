// GET /api/auth/me: the alternate strategy's user endpoint, `{ data }`.
import { currentUser } from '@/features/auth/server/api';

export const GET = (request: Request) => currentUser(request, 'data');
