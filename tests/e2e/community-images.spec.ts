import sharp from 'sharp';
import { expect, phone, test } from './support/fixtures';
import { talkWritePath } from '../../src/lib/routes';

/**
 * Images on community posts at phone width (issue 13): a member attaches a phone photo that carries
 * GPS coordinates, sees it on the post with its width and height, and the file the site serves has
 * no EXIF at all (read from the served bytes); on an edit the member removes it and the file is gone.
 */

test.use({ viewport: phone });

// 2000 × 1500 stored sideways (EXIF orientation 6), with GPS coordinates and the camera's make.
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .withExif({
      IFD0: { Make: 'E2EPhone', Model: 'Camera 2' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 41/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('a member posts a photo with GPS data; the post shows it sized, and the served file has no EXIF', async ({
  page,
  signInAs,
  consoleGuard,
}) => {
  test.slow();
  consoleGuard.watch(page);
  const photo = await photoWithGps();
  const original = await sharp(photo).metadata();
  expect(original.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
  expect(photo.toString('latin1')).toContain('E2EPhone');

  await signInAs();
  await page.goto(talkWritePath());
  const form = page.getByTestId('talk-post-form');
  await form.getByRole('radio', { name: /자유수다/ }).check();
  await form.getByLabel('제목').fill(`주말에 다녀온 공원 ${Date.now().toString(36)}`);
  await form.getByLabel('본문').fill('아이와 오랜만에 산책을 했어요. 사진 한 장 남겨 봐요.');
  // The privacy note sits at the field and is read with it.
  const picker = form.getByLabel('이미지 올리기');
  await expect(picker).toHaveAttribute('aria-describedby', /talk-images-notice/);
  await expect(form.locator('#talk-images-notice')).toContainText('위치 정보(GPS)');
  await expect(form.locator('#talk-images-notice')).toContainText('다른 사람의 얼굴');

  // Six files are refused in the form, before anything is sent.
  const six = Array.from({ length: 6 }, (_, index) => ({ name: `${index}.jpg`, mimeType: 'image/jpeg', buffer: photo }));
  await picker.setInputFiles(six);
  await expect(form.locator('#talk-images-error')).toHaveText('이미지는 글 하나에 5장까지 올릴 수 있어요.');

  await picker.setInputFiles({ name: '공원.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.locator('#talk-images-error')).toHaveCount(0);
  await form.getByRole('button', { name: '글 올리기' }).click();
  await expect(page).toHaveURL(/\/talk\/post\/\d+$/);
  const postPath = new URL(page.url()).pathname;

  // Upright (1500 × 2000) and scaled to 1280 wide; the size is in the markup before the file loads.
  const image = page.getByTestId('talk-post-images').getByRole('img', { name: '첨부 이미지 1' });
  await expect(image).toHaveAttribute('width', '1280');
  await expect(image).toHaveAttribute('height', '1707');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1280);
  // It fits the phone's width without spilling over. Polled: the router may render the new post
  // once more after the navigation, and a box read while the image is replaced is null.
  await expect
    .poll(async () => {
      const box = await image.boundingBox();
      return box && { fits: box.width <= phone.width, ratio: Math.abs(box.height / box.width - 1707 / 1280) < 0.02 };
    })
    .toEqual({ fits: true, ratio: true });

  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/files\/[\w-]+\.webp$/);
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=300');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  const bytes = await served.body();
  const text = bytes.toString('latin1');
  for (const marker of ['Exif', 'EXIF', 'E2EPhone', 'ICCP', 'XMP ']) expect(text).not.toContain(marker);
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 1707 });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.icc).toBeUndefined();

  // The author edits the post and lets the image go: the post has none, and the file is gone.
  await page.goto(talkWritePath(Number(postPath.split('/').pop())));
  const edit = page.getByTestId('talk-post-form');
  const keep = edit.getByTestId('talk-existing-images').getByRole('checkbox', { name: '남기기' });
  await expect(keep).toBeChecked();
  await keep.uncheck();
  await edit.getByRole('button', { name: '고친 내용 저장' }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await expect(page.getByTestId('talk-post-images')).toHaveCount(0);
  expect((await page.request.get(src!)).status()).toBe(404);
});
