import 'server-only';
import { env } from '@/server/env';
import type { FileStorage } from './file-keys';
import { LocalDiskStorage } from './local-disk';

/**
 * Where uploaded files live: the implementation in use, behind the `FileStorage` interface of
 * file-keys.ts (which local-disk.ts implements without importing this module).
 */
let chosen: FileStorage | undefined;

/**
 * The storage in use: local disk under DATA_DIR/files by default. An S3-compatible
 * implementation (R2, MinIO, NCP Object Storage) plugs in here, chosen by an environment
 * variable, with the same three methods.
 */
export function getFileStorage(): FileStorage {
  chosen ??= new LocalDiskStorage(env().DATA_DIR);
  return chosen;
}

/** For tests that point DATA_DIR somewhere else between cases. */
export function resetFileStorageForTests(): void {
  chosen = undefined;
}
