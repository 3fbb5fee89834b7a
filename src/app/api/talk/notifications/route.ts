// GET /api/talk/notifications: the signed-in member's unread notification count, `{ unread }`.
import { unreadCountResponse } from '@/features/community/server/notifications';

export const GET = (request: Request) => unreadCountResponse(request);
