import { describe, expect, it } from 'vitest';
import {
  checkPickedImages,
  megabyte,
  nthImageMessage,
  talkImageAlt,
  talkImageMessages,
  talkImageRules,
  tooLargeMessage,
} from './image-rules';

const jpeg = (megabytes: number) => ({ size: Math.round(megabytes * megabyte), type: 'image/jpeg' });

describe('checkPickedImages', () => {
  it('accepts up to five JPEG, PNG or WebP files within the size from settings', () => {
    expect(checkPickedImages([jpeg(1), { size: 10, type: 'image/png' }, { size: 10, type: 'image/webp' }], 2, 10)).toBeNull();
    expect(checkPickedImages([jpeg(10)], 0, 10)).toBeNull();
    expect(checkPickedImages([], talkImageRules.maxImages, 10)).toBeNull();
  });

  it('counts the images kept on an edit with the new ones', () => {
    expect(checkPickedImages([jpeg(1), jpeg(1)], 4, 10)).toBe(talkImageMessages.tooMany);
    expect(
      checkPickedImages(
        Array.from({ length: 6 }, () => jpeg(1)),
        0,
        10,
      ),
    ).toBe(talkImageMessages.tooMany);
  });

  it('names the first file that breaks a rule', () => {
    expect(checkPickedImages([jpeg(1), jpeg(10.01)], 0, 10)).toBe(nthImageMessage(1, tooLargeMessage(10)));
    expect(checkPickedImages([jpeg(1), { size: 10, type: 'image/gif' }], 0, 10)).toBe(
      '2번째 이미지: JPEG, PNG, WebP 이미지만 올릴 수 있어요.',
    );
    expect(checkPickedImages([{ size: 0, type: 'image/png' }], 0, 10)).toBe(nthImageMessage(0, talkImageMessages.empty));
    expect(checkPickedImages([{ size: 10, type: 'image/svg+xml' }], 0, 10)).toBe(nthImageMessage(0, talkImageMessages.wrongType));
  });
});

describe('talk image wording', () => {
  it('says the limits in Korean with the numbers members read', () => {
    expect(tooLargeMessage(20)).toBe('이미지는 한 장에 20MB 이하만 올릴 수 있어요.');
    expect(talkImageMessages.tooMany).toBe('이미지는 글 하나에 5장까지 올릴 수 있어요.');
    expect(talkImageMessages.tooManyPixels).toContain('5,000만 화소');
  });

  it('gives each image an alt text by its place', () => {
    expect(talkImageAlt(0)).toBe('첨부 이미지 1');
    expect(talkImageAlt(4)).toBe('첨부 이미지 5');
  });
});
