import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IntegrationSettings } from './security-headers.mjs';
export function createSecureResponder(
  settings: IntegrationSettings & { SITE_URL?: string; enforce?: boolean },
): (req: IncomingMessage, res: ServerResponse) => void;
