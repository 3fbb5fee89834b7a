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

/**
 * The one permission check of the back office's reads (issue 12): a query that is handed the viewer
 * calls this; one that is not calls requireStaffViewer. Both refuse with StaffAccessError.
 */
export function assertStaff(viewer: Viewer | null, capability: Capability): asserts viewer is Viewer {
  if (!viewer) throw new StaffAccessError('signed-out');
  if (!can(viewer.ability, capability)) throw new StaffAccessError('forbidden');
}

export async function requireStaffViewer(capability: Capability): Promise<Viewer> {
  const viewer = await getViewer();
  assertStaff(viewer, capability);
  return viewer;
}
