'use client';

import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client, for social sign-in and linking: it asks the server for the
 * provider's address and sends the browser there. About 12 KB gzipped, so components load it with
 * `await import('./auth-client')` when a visitor presses a provider's button (decision 006); every
 * other call goes through `authRequest` (`auth-request.ts`, plain fetch), re-exported here.
 */
export const authClient = createAuthClient();
