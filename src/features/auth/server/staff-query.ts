import 'server-only';
import { can, type Capability } from '../domain/permissions';
import { actionMessages } from './action-client';
import { getViewer, type Viewer } from './viewer';

/**
 * Back-office queries check the capability again where the data is read (DESIGN section 3), even
 * though their page already called requireCapability: a query reused elsewhere stays closed.
 */
export class StaffAccessError extends Error {
  constructor(readonly reason: 'signed-out' | 'forbidden') {
    super(reason === 'signed-out' ? actionMessages.signedOut : actionMessages.forbidden);
    this.name = 'StaffAccessError';
  }
}

export async function requireStaffViewer(capability: Capability): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) throw new StaffAccessError('signed-out');
  if (!can(viewer.ability, capability)) throw new StaffAccessError('forbidden');
  return viewer;
}
