import 'server-only';
import { randomBytes } from 'node:crypto';

/**
 * What the storage deals in (issue 4: post images; issue 5: evidence files). The database keeps the
 * file's row (`storedFiles`: key, visibility, content type, size, uploader); the bytes sit behind
 * `FileStorage`. Keys are made by the server, never taken from user input.
 */
export type FileVisibility = 'public' | 'private';

export type StoredObject = { bytes: Uint8Array; contentType: string };

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string, visibility?: FileVisibility): Promise<void>;
  get(key: string, visibility?: FileVisibility): Promise<StoredObject | null>;
  delete(key: string, visibility?: FileVisibility): Promise<void>;
}

/** Keys the storage accepts: what `newFileKey` makes (base64url id, a dot, a short extension). */
export const fileKeyPattern = /^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;

/** A fresh key: 18 random bytes as base64url (24 characters), then the extension. */
export function newFileKey(extension: string): string {
  return `${randomBytes(18).toString('base64url')}.${extension}`;
}
