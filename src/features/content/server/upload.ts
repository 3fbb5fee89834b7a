import 'server-only';
import { ActionError } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import type { Db } from '@/server/db/client';
import { storedFiles } from '@/server/db/schema';
import { newFileKey } from '@/server/storage/file-keys';
import { getFileStorage } from '@/server/storage/storage';
import { maxImageBytes, uploadMessages } from '../domain/image-upload';

/**
 * Images for the editor (issue 4), recognised by their first bytes rather than by the name or the
 * browser's claim, stored under a random key and served publicly at /files/{key}. The size limit
 * and the messages are in domain/image-upload.ts.
 */

type ImageType = { contentType: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes really are, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

export type UploadedImage = { key: string; url: string; contentType: string; size: number };

export async function storeContentImage(
  db: Db,
  file: { name: string; bytes: Uint8Array },
  actor: { id: string; name: string },
  ipAddress: string,
): Promise<UploadedImage> {
  if (file.bytes.byteLength === 0) throw new ActionError(uploadMessages.empty, { file: uploadMessages.empty });
  if (file.bytes.byteLength > maxImageBytes) throw new ActionError(uploadMessages.tooLarge, { file: uploadMessages.tooLarge });
  const type = sniffImageType(file.bytes);
  if (!type) throw new ActionError(uploadMessages.wrongType, { file: uploadMessages.wrongType });
  const key = newFileKey(type.extension);
  const storage = getFileStorage();
  await storage.put(key, file.bytes, type.contentType, 'public');
  const originalName = file.name.normalize('NFC').slice(0, 200) || 'image';
  try {
    await db.transaction(async (tx) => {
      await tx.insert(storedFiles).values({
        key,
        visibility: 'public',
        contentType: type.contentType,
        size: file.bytes.byteLength,
        originalName,
        uploadedBy: actor.id,
      });
      await recordAudit(tx, {
        actor,
        action: 'content.image.upload',
        subjectType: 'stored_file',
        subjectId: key,
        detail: { originalName, contentType: type.contentType, size: file.bytes.byteLength },
        ipAddress,
      });
    });
  } catch (error) {
    // No row, no file: the bytes would be unreachable anyway.
    await storage.delete(key, 'public').catch(() => undefined);
    throw error;
  }
  return { key, url: `/files/${key}`, contentType: type.contentType, size: file.bytes.byteLength };
}
