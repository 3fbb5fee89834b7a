import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roomyTalkLimits, setFirmSettings } from '../../../../tests/support/talk-settings';
import { GET as getFile } from '@/app/files/[key]/route';
import { invalidateFirmSettingsCache } from '@/features/firm/server/queries';
import { useDatabaseForTests } from '@/server/db/db';
import { firmSettings, rateLimits, storedFiles, talkPostImages, talkPosts } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { getFileStorage, resetFileStorageForTests } from '@/server/storage/storage';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { nthImageMessage, talkImageMessages, tooLargeMessage } from '../domain/image-rules';
import { postMessages } from '../domain/post-rules';
import { deleteTalkPostAction, saveTalkPostAction, submitTalkPostAction, type TalkFormState } from './actions';
import { listTalkPostImages } from './images';
import { purgeTalkTrash } from './trash';

let database: TestDatabase;
let dataDir: string;
let writer: TestUser;
let other: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'talk-images-'));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  resetFileStorageForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
  writer = await createTestUser(database.db, { name: '사진 올리는 회원' });
  other = await createTestUser(database.db, { name: '다른 회원' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
  await setFirmSettings(database.db, roomyTalkLimits);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
  delete process.env.DATA_DIR;
  resetEnvForTests();
  resetFileStorageForTests();
  invalidateFirmSettingsCache();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(talkPosts);
  await database.db.delete(storedFiles);
  await database.db.delete(rateLimits);
  await setImageMegabytes(10);
  await rm(path.join(dataDir, 'files'), { recursive: true, force: true });
});

async function setImageMegabytes(megabytes: number): Promise<void> {
  await database.db
    .update(firmSettings)
    .set({ data: sql`jsonb_set(${firmSettings.data}, '{talkImageMaxMegabytes}', ${String(megabytes)}::jsonb)` })
    .where(eq(firmSettings.id, 1));
  invalidateFirmSettingsCache();
}

/** The public files on disk (the sidecar .type files aside). */
async function filesOnDisk(): Promise<string[]> {
  const folder = path.join(dataDir, 'files', 'public');
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith('.type')).sort();
}

// A phone photo: 2000 × 1500, stored sideways with EXIF orientation 6 (turn 90° clockwise to view),
// with GPS coordinates, the camera's make and an embedded ICC profile.
async function phonePhoto(): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 41/1' },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(bytes);
}

async function smallPng(width = 300, height = 200): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } } })
      .png()
      .toBuffer(),
  );
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

const post = (values: Record<string, unknown> = {}) => ({
  board: 'anonymous',
  title: '아이 그림을 올려 봐요',
  body: '아이가 주말에 그린 그림이에요. 요즘 마음이 조금 나아진 것 같아요.',
  ...values,
});

const as = <T>(user: TestUser, run: () => Promise<T>) => withRequest(user.headers, run);

async function write(user: TestUser, images: File[], values: Record<string, unknown> = {}) {
  return as(user, () => saveTalkPostAction(post({ images, ...values })));
}

describe('images on a new post', () => {
  it('stores a re-encoded copy: upright, at most 1280 px wide, WebP, with no EXIF, GPS or ICC profile', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    // The GPS IFD's pointer (tag 0x8825, little-endian) and the camera's make are in the original.
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.exif!.toString('latin1')).toContain('TestPhone');

    const result = await write(writer, [file(original, '우리집_위치.jpg', 'image/jpeg')]);
    expect(result.ok).toBe(true);
    const id = result.ok ? result.data.id : 0;

    const images = await listTalkPostImages(id);
    // Turned upright (1500 × 2000), then scaled to 1280 wide.
    expect(images).toEqual([
      { id: expect.any(Number), url: expect.stringMatching(/^\/files\/[\w-]+\.webp$/), width: 1280, height: 1707, position: 0 },
    ]);
    const key = images[0]!.url.slice('/files/'.length);
    const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ visibility: 'public', contentType: 'image/webp', uploadedBy: writer.id, originalName: 'talk-image.webp' });

    const stored = await getFileStorage().get(key, 'public');
    expect(stored?.contentType).toBe('image/webp');
    expect(row!.size).toBe(stored!.bytes.byteLength);
    const after = await sharp(stored!.bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 1280, height: 1707 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    const text = Buffer.from(stored!.bytes).toString('latin1');
    for (const marker of ['Exif', 'EXIF', 'TestPhone', 'ICCP', 'XMP', 'http://ns.adobe.com']) expect(text).not.toContain(marker);
  });

  it('keeps a small image at its size and numbers several images in the order they were picked', async () => {
    const result = await write(writer, [
      file(await smallPng(300, 200), 'a.png', 'image/png'),
      file(await smallPng(640, 480), 'b.png', 'image/png'),
    ]);
    expect(result.ok).toBe(true);
    const images = await listTalkPostImages(result.ok ? result.data.id : 0);
    expect(images.map(({ width, height, position }) => ({ width, height, position }))).toEqual([
      { width: 300, height: 200, position: 0 },
      { width: 640, height: 480, position: 1 },
    ]);
  });

  it('refuses a sixth image, and saves neither the post nor any file', async () => {
    const png = await smallPng();
    const six = Array.from({ length: 6 }, (_, index) => file(png, `${index}.png`, 'image/png'));
    const result = await write(writer, six);
    expect(result).toMatchObject({ ok: false, fieldErrors: { images: talkImageMessages.tooMany } });
    expect(await database.db.select().from(talkPosts)).toEqual([]);
    expect(await database.db.select().from(storedFiles)).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses a file over the size in the firm settings, naming which one', async () => {
    await setImageMegabytes(1);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const result = await write(writer, [file(await smallPng(), 'ok.png', 'image/png'), file(big, 'big.jpg', 'image/jpeg')]);
    expect(result).toMatchObject({ ok: false, formError: nthImageMessage(1, tooLargeMessage(1)) });
    expect(await database.db.select().from(talkPosts)).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP image, whatever its name says, and removes the files already written', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const cases: Array<[File, string]> = [
      [file(new TextEncoder().encode('%PDF-1.7 not an image'), 'photo.jpg', 'image/jpeg'), talkImageMessages.wrongType],
      [file(svg, 'drawing.png', 'image/png'), talkImageMessages.wrongType],
      [
        file(
          new Uint8Array(
            await sharp(await smallPng())
              .gif()
              .toBuffer(),
          ),
          'old.gif',
          'image/gif',
        ),
        talkImageMessages.wrongType,
      ],
      // A JPEG's first bytes with nothing after them.
      [file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'broken.jpg', 'image/jpeg'), talkImageMessages.unreadable],
    ];
    for (const [bad, message] of cases) {
      const result = await write(writer, [file(await smallPng(), 'first.png', 'image/png'), bad]);
      expect(result, bad.name).toMatchObject({ ok: false, formError: nthImageMessage(1, message) });
    }
    expect(await database.db.select().from(talkPosts)).toEqual([]);
    expect(await database.db.select().from(storedFiles)).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses an animated image and a decompression bomb before decoding it', async () => {
    // Two frames of different colours (identical frames would be merged into one).
    const raw = Buffer.alloc(40 * 160 * 3);
    for (let index = 0; index < raw.length; index += 3) raw[index + (index < raw.length / 2 ? 0 : 2)] = 255;
    const animated = await sharp(raw, { raw: { width: 40, height: 160, channels: 3, pageHeight: 80 } })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    expect(await write(writer, [file(new Uint8Array(animated), 'moving.webp', 'image/webp')])).toMatchObject({
      ok: false,
      formError: nthImageMessage(0, talkImageMessages.animated),
    });
    // 10,000 × 10,000 of one colour: a few hundred kilobytes of PNG that would decode to 400 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await write(writer, [file(new Uint8Array(bomb), 'bomb.png', 'image/png')])).toMatchObject({
      ok: false,
      formError: nthImageMessage(0, talkImageMessages.tooManyPixels),
    });
    expect(await database.db.select().from(talkPosts)).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('takes the files from the write form, dropping the empty parts of a file field left blank', async () => {
    const form = new FormData();
    form.set('board', 'anonymous');
    form.set('title', '폼으로 올린 사진');
    form.set('body', '자바스크립트 없이 올려도 사진이 함께 올라가야 해요.');
    form.append('images', file(await smallPng(), 'drawing.png', 'image/png'));
    form.append('images', new File([], '', { type: 'application/octet-stream' }));
    // The same blank field as the browser's serializer sends it with JavaScript on.
    form.append('images', new File([], 'blob', { type: 'application/octet-stream' }));
    const state: TalkFormState = { attempt: 0, values: { board: '', title: '', body: '', secret: false }, fieldErrors: {} };
    const redirected = await as(writer, () => submitTalkPostAction(state, form)).catch((error: { digest?: string }) => error.digest ?? '');
    const [row] = await database.db.select().from(talkPosts);
    expect(redirected).toContain(`/talk/post/${row!.id}`);
    expect(await listTalkPostImages(row!.id)).toHaveLength(1);
  });
});

describe('images on an edited post', () => {
  async function postWithImages(count: number): Promise<{ id: number; imageIds: number[]; keys: string[] }> {
    const images = await Promise.all(
      Array.from({ length: count }, async (_, index) => file(await smallPng(100 + index, 100), `${index}.png`, 'image/png')),
    );
    const result = await write(writer, images);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const stored = await listTalkPostImages(result.data.id);
    return { id: result.data.id, imageIds: stored.map((image) => image.id), keys: stored.map((image) => image.url.slice(7)) };
  }

  it('keeps the images left checked, removes the others with their files, and adds new ones after them', async () => {
    const { id, imageIds, keys } = await postWithImages(3);
    const added = file(await smallPng(500, 100), 'new.png', 'image/png');
    const result = await as(writer, () => saveTalkPostAction(post({ id, keepImages: [imageIds[2], imageIds[0]], images: [added] })));
    expect(result).toEqual({ ok: true, data: { id } });
    const images = await listTalkPostImages(id);
    expect(images.map((image) => [image.id, image.position, image.width])).toEqual([
      [imageIds[0], 0, 100],
      [imageIds[2], 1, 102],
      [expect.any(Number), 2, 500],
    ]);
    // The removed image is gone: its row, its file row and its bytes.
    expect(await database.db.select().from(storedFiles).where(eq(storedFiles.key, keys[1]!))).toEqual([]);
    expect(await getFileStorage().get(keys[1]!, 'public')).toBeNull();
    expect(await filesOnDisk()).toHaveLength(3);
  });

  it('refuses more than five kept and new images together, and changes nothing', async () => {
    const { id, imageIds } = await postWithImages(4);
    const png = await smallPng();
    const result = await as(writer, () =>
      saveTalkPostAction(post({ id, keepImages: imageIds, images: [file(png, 'a.png', 'image/png'), file(png, 'b.png', 'image/png')] })),
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { images: talkImageMessages.tooMany } });
    expect(await listTalkPostImages(id)).toHaveLength(4);
    expect(await filesOnDisk()).toHaveLength(4);
  });

  it('removes the files it wrote when the post cannot be saved (someone else edits it)', async () => {
    const { id, keys } = await postWithImages(1);
    const added = file(await smallPng(), 'x.png', 'image/png');
    const result = await as(other, () => saveTalkPostAction(post({ id, images: [added] })));
    expect(result).toEqual({ ok: false, formError: postMessages.notYours });
    expect(await filesOnDisk()).toEqual([...keys].sort());
    expect(await database.db.select({ key: storedFiles.key }).from(storedFiles)).toEqual(keys.map((key) => ({ key })));
  });

  it('does not keep an image of another post', async () => {
    const mine = await postWithImages(1);
    const theirs = await postWithImages(1);
    const result = await as(writer, () => saveTalkPostAction(post({ id: mine.id, keepImages: [...mine.imageIds, ...theirs.imageIds] })));
    expect(result).toMatchObject({ ok: false, fieldErrors: { images: talkImageMessages.removedGone } });
    expect(await listTalkPostImages(theirs.id)).toHaveLength(1);
  });
});

describe('purging the trash', () => {
  it('removes a purged post image rows, file rows and stored bytes, and leaves other posts images alone', async () => {
    const png = await smallPng();
    const gone = await write(writer, [file(png, 'a.png', 'image/png'), file(png, 'b.png', 'image/png')]);
    const stays = await write(writer, [file(png, 'c.png', 'image/png')]);
    if (!gone.ok || !stays.ok) throw new Error('write failed');
    const goneKeys = (await listTalkPostImages(gone.data.id)).map((image) => image.url.slice(7));
    const staysKeys = (await listTalkPostImages(stays.data.id)).map((image) => image.url.slice(7));
    expect((await as(writer, () => deleteTalkPostAction({ id: gone.data.id }))).ok).toBe(true);
    // In the trash, the images are kept (a moderator may restore the post).
    expect(await filesOnDisk()).toHaveLength(3);
    await database.db
      .update(talkPosts)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where(eq(talkPosts.id, gone.data.id));

    expect(await purgeTalkTrash(database.db)).toBe(1);
    expect(await database.db.select().from(talkPostImages).where(eq(talkPostImages.postId, gone.data.id))).toEqual([]);
    expect((await database.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key)).toEqual(staysKeys);
    for (const key of goneKeys) expect(await getFileStorage().get(key, 'public')).toBeNull();
    expect(await filesOnDisk()).toEqual(staysKeys);
  });
});

describe('serving a post image at /files/{key}', () => {
  async function fetchImage(key: string, user?: TestUser, headers: Record<string, string> = {}) {
    const fetchIt = () => getFile(new Request(`http://localhost/files/${key}`, { headers }), { params: Promise.resolve({ key }) });
    return user ? as(user, fetchIt) : withRequest(new Headers(), fetchIt);
  }

  async function postWithImage(values: Record<string, unknown> = {}) {
    const written = await write(writer, [file(await smallPng(), 'a.png', 'image/png')], values);
    if (!written.ok) throw new Error('write failed');
    const [image] = await listTalkPostImages(written.data.id);
    return { id: written.data.id, key: image!.url.slice('/files/'.length) };
  }

  it('serves an open post image to anyone, kept five minutes and revalidated by its ETag', async () => {
    const { key } = await postWithImage();
    const answer = await fetchImage(key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = answer.headers.get('etag')!;
    expect(etag).toBe(`"${key}"`);
    const again = await fetchImage(key, undefined, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('serves a secret post image to its author and moderators only, never from a shared cache', async () => {
    const { key } = await postWithImage({ secret: true });
    expect((await fetchImage(key)).status).toBe(404);
    expect((await fetchImage(key, other)).status).toBe(404);
    // The ETag trick must not open it either.
    expect((await fetchImage(key, other, { 'If-None-Match': `"${key}"` })).status).toBe(404);
    for (const reader of [writer, moderator]) {
      const answer = await fetchImage(key, reader);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('etag')).toBeNull();
    }
  });

  it('stops serving an image to readers once its post is hidden or deleted', async () => {
    const { id, key } = await postWithImage();
    expect((await fetchImage(key, other)).status).toBe(200);
    await database.db.update(talkPosts).set({ hiddenAt: new Date() }).where(eq(talkPosts.id, id));
    expect((await fetchImage(key, other)).status).toBe(404);
    expect((await fetchImage(key, writer)).status).toBe(200);
    await database.db.update(talkPosts).set({ hiddenAt: null }).where(eq(talkPosts.id, id));
    expect((await as(writer, () => deleteTalkPostAction({ id }))).ok).toBe(true);
    // In the trash: the moderators (who may restore it) only.
    expect((await fetchImage(key, writer)).status).toBe(404);
    expect((await fetchImage(key)).status).toBe(404);
    expect((await fetchImage(key, moderator)).status).toBe(200);
  });
});
