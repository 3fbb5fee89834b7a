// GET /api/auth/user: the signed-in user as `{ user }` (cookie or bearer token).
import { currentUser } from '@/features/auth/server/api';

export const GET = (request: Request) => currentUser(request, 'user');
