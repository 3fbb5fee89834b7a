import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import { ActionError } from '@/features/auth/server/action-client';
import type { Viewer } from '@/features/auth/server/viewer';
import { getFirmSettings } from '@/features/firm/server/queries';
import type { DbOrTx } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { storedFiles, talkPostImages, talkPosts } from '@/server/db/schema';
import { newFileKey } from '@/server/storage/file-keys';
import { getFileStorage } from '@/server/storage/storage';
import { viewerModerates } from './moderation-scope';
import { megabyte, nthImageMessage, talkImageMessages, talkImageRules, tooLargeMessage } from '../domain/image-rules';

/**
 * Images on community posts (issue 13). Every upload is re-encoded here, never stored as sent:
 * turned upright by its EXIF orientation, stripped of every piece of metadata (EXIF with GPS and
 * camera, XMP, IPTC, the ICC profile after conversion to sRGB), scaled to at most 1280 px wide and
 * written as WebP. The copies go through the storage interface as public files (/files/{key});
 * their rows (stored_files, talk_post_images) are written in the post's transaction. Storage is
 * not transactional, so the bytes are written first and removed again when the transaction fails;
 * bytes of removed images are deleted only after the transaction that removed their rows commits.
 */

type ReencodedImage = { bytes: Uint8Array; width: number; height: number };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** JPEG, PNG or WebP by the first bytes; anything else (SVG, GIF, HEIC, a renamed PDF) never reaches the decoder. */
function isAcceptedImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}

/** One upload, re-encoded; a refusal is an ActionError with the Korean reason. */
export async function reencodeTalkImage(bytes: Uint8Array): Promise<ReencodedImage> {
  if (bytes.byteLength === 0) throw new ActionError(talkImageMessages.empty);
  if (!isAcceptedImage(bytes)) throw new ActionError(talkImageMessages.wrongType);
  // Loaded on the first upload, not with every page that shows a post: libvips and its threads
  // cost the server memory it would otherwise hold from start-up.
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { limitInputPixels: talkImageRules.maxInputPixels, failOn: 'error', sequentialRead: true });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    throw decodeRefusal(error);
  }
  if (!metadata.width || !metadata.height) throw new ActionError(talkImageMessages.unreadable);
  if ((metadata.pages ?? 1) > 1) throw new ActionError(talkImageMessages.animated);
  if (metadata.width * metadata.height > talkImageRules.maxInputPixels) throw new ActionError(talkImageMessages.tooManyPixels);
  try {
    // No keepMetadata/withMetadata: sharp writes none, and converts to sRGB without embedding a profile.
    const { data, info } = await image
      .autoOrient()
      .resize({ width: talkImageRules.maxWidth, height: talkImageRules.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: talkImageRules.quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    throw decodeRefusal(error);
  }
}

/** What the decoder's error means for the member: too many pixels (sharp's limitInputPixels), or a file it cannot read. */
function decodeRefusal(error: unknown): ActionError {
  const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
  return new ActionError(tooLarge ? talkImageMessages.tooManyPixels : talkImageMessages.unreadable);
}

/** What the write form sends about images: new files, and on an edit the ids of earlier images to keep. */
export type TalkImageInput = { images?: File[]; keepImages?: number[] };

type StagedFile = { key: string; size: number; width: number; height: number };

export type StagedTalkImages = {
  /** In the post's transaction: drops the earlier images not kept, numbers the rest, adds the new ones. */
  save(tx: DbOrTx, postId: number, uploaderId: string): Promise<void>;
  /**
   * Waits for the post's transaction: when it commits, the bytes of the images it removed go; when it
   * fails, the new bytes go and the error passes on.
   */
  settle<T>(transaction: Promise<T>): Promise<T>;
};

const field = 'images';
const refuse = (message: string): never => {
  throw new ActionError(message, { [field]: message });
};

/**
 * Checks and re-encodes the new images and writes their bytes, before the post's transaction; the
 * handle it returns writes the rows in that transaction and cleans up after it.
 */
export async function stageTalkImages(input: TalkImageInput): Promise<StagedTalkImages> {
  // An empty part is a file field left blank (image-form.ts); the form itself refuses an empty file.
  const files = (input.images ?? []).filter((file) => file.size > 0);
  const keep = new Set(input.keepImages ?? []);
  if (files.length + keep.size > talkImageRules.maxImages) refuse(talkImageMessages.tooMany);
  const staged: StagedFile[] = [];
  const removedKeys: string[] = [];
  const storage = getFileStorage();
  const discard = async (error: unknown): Promise<never> => {
    await deleteTalkImageBlobs(staged.map((file) => file.key));
    throw error;
  };

  if (files.length > 0) {
    const maxMegabytes = (await getFirmSettings()).talkImageMaxMegabytes;
    // Sizes and kinds of all files first, so a wrong sixth file costs no decoding of the first five.
    for (const [index, file] of files.entries()) {
      if (file.size > maxMegabytes * megabyte) refuse(nthImageMessage(index, tooLargeMessage(maxMegabytes)));
    }
    try {
      for (const [index, file] of files.entries()) {
        const image = await reencodeTalkImage(new Uint8Array(await file.arrayBuffer())).catch((error: unknown) =>
          error instanceof ActionError ? refuse(nthImageMessage(index, error.message)) : Promise.reject(error),
        );
        const key = newFileKey('webp');
        await storage.put(key, image.bytes, 'image/webp', 'public');
        staged.push({ key, size: image.bytes.byteLength, width: image.width, height: image.height });
      }
    } catch (error) {
      await discard(error);
    }
  }

  return {
    async settle(transaction) {
      const result = await transaction.catch(discard);
      await deleteTalkImageBlobs(removedKeys);
      return result;
    },
    async save(tx, postId, uploaderId) {
      const existing = await tx
        .select({ id: talkPostImages.id, fileId: talkPostImages.fileId, key: storedFiles.key })
        .from(talkPostImages)
        .innerJoin(storedFiles, eq(storedFiles.id, talkPostImages.fileId))
        .where(eq(talkPostImages.postId, postId))
        .orderBy(asc(talkPostImages.position));
      const kept = existing.filter((image) => keep.has(image.id));
      if (kept.length < keep.size) refuse(talkImageMessages.removedGone);
      if (kept.length + staged.length > talkImageRules.maxImages) refuse(talkImageMessages.tooMany);
      const removed = existing.filter((image) => !keep.has(image.id));
      // Deleting the file row removes its talk_post_images row too (the foreign key cascades).
      if (removed.length > 0)
        await tx.delete(storedFiles).where(
          inArray(
            storedFiles.id,
            removed.map((image) => image.fileId),
          ),
        );
      // Kept images move up in order; each new position is free (lower ones were moved or deleted).
      for (const [position, image] of kept.entries()) {
        await tx.update(talkPostImages).set({ position }).where(eq(talkPostImages.id, image.id));
      }
      for (const [index, file] of staged.entries()) {
        const [row] = await tx
          .insert(storedFiles)
          .values({
            key: file.key,
            visibility: 'public',
            contentType: 'image/webp',
            size: file.size,
            // Not the member's file name, which can itself be personal data ('주민등록증_홍길동.jpg').
            originalName: `talk-image.webp`,
            uploadedBy: uploaderId,
          })
          .returning({ id: storedFiles.id });
        await tx
          .insert(talkPostImages)
          .values({ postId, fileId: row!.id, position: kept.length + index, width: file.width, height: file.height });
      }
      removedKeys.push(...removed.map((image) => image.key));
    },
  };
}

/** Removes stored bytes; a failure is logged, not thrown (the rows are already gone or never were). */
export async function deleteTalkImageBlobs(keys: readonly string[]): Promise<void> {
  const storage = getFileStorage();
  await Promise.all(
    keys.map((key) =>
      storage.delete(key, 'public').catch((error: unknown) => console.error('[talk-images] could not delete a stored image', key, error)),
    ),
  );
}

/**
 * For a hard delete of posts, in its transaction: removes the posts' image rows and file rows and
 * returns the keys whose bytes to delete once the transaction commits.
 */
export async function removeTalkPostImageRows(tx: DbOrTx, postIds: readonly number[]): Promise<string[]> {
  if (postIds.length === 0) return [];
  const files = await tx
    .select({ fileId: talkPostImages.fileId, key: storedFiles.key })
    .from(talkPostImages)
    .innerJoin(storedFiles, eq(storedFiles.id, talkPostImages.fileId))
    .where(inArray(talkPostImages.postId, [...postIds]));
  if (files.length === 0) return [];
  await tx.delete(storedFiles).where(
    inArray(
      storedFiles.id,
      files.map((file) => file.fileId),
    ),
  );
  return files.map((file) => file.key);
}

export type TalkPostImage = { id: number; url: string; width: number; height: number; position: number };

/**
 * A post's images in order. The caller has already decided the viewer may see the post
 * (getTalkPost / getTalkPostForEdit); this reads nothing else about it.
 */
export async function listTalkPostImages(postId: number): Promise<TalkPostImage[]> {
  if (!Number.isSafeInteger(postId) || postId <= 0 || postId > 2_147_483_647) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: talkPostImages.id,
      key: storedFiles.key,
      width: talkPostImages.width,
      height: talkPostImages.height,
      position: talkPostImages.position,
    })
    .from(talkPostImages)
    .innerJoin(storedFiles, eq(storedFiles.id, talkPostImages.fileId))
    .where(eq(talkPostImages.postId, postId))
    .orderBy(asc(talkPostImages.position));
  return rows.map(({ key, ...row }) => ({ ...row, url: `/files/${key}` }));
}

/**
 * Who may fetch a stored file that is a community image: 'everyone' while its post is open to
 * all readers; while it is secret, hidden or in the trash, only those who may read the post (its
 * author, its board's moderators; the trash to moderators only), and to the rest it does not
 * exist. Null when the key is no community image.
 */
export async function talkImageAudience(
  key: string,
  viewer: () => Promise<Viewer | null>,
): Promise<'everyone' | 'allowed' | 'refused' | null> {
  const db = await getDb();
  const [post] = await db
    .select({
      authorId: talkPosts.authorId,
      board: talkPosts.board,
      secret: talkPosts.secret,
      hiddenAt: talkPosts.hiddenAt,
      deletedAt: talkPosts.deletedAt,
    })
    .from(storedFiles)
    .innerJoin(talkPostImages, eq(talkPostImages.fileId, storedFiles.id))
    .innerJoin(talkPosts, eq(talkPosts.id, talkPostImages.postId))
    .where(eq(storedFiles.key, key));
  if (!post) return null;
  if (!post.secret && !post.hiddenAt && !post.deletedAt) return 'everyone';
  const reader = await viewer();
  if (viewerModerates(reader, post.board)) return 'allowed';
  return !post.deletedAt && reader !== null && reader.id === post.authorId ? 'allowed' : 'refused';
}
