/**
 * Images on community posts (issue 13): how many, which kinds, how large, and the Korean messages
 * members see. The server re-encodes every image (server/images.ts); the write form checks the same
 * rules before it sends anything, so a member learns at once instead of after a long upload.
 * No framework imports.
 */

export const talkImageRules = {
  /** Images on one post, kept and new together. */
  maxImages: 5,
  /** What is stored: at most this wide (never enlarged), WebP. */
  maxWidth: 1280,
  /** A very tall image (a long screenshot) stops here, within what WebP can hold. */
  maxHeight: 12_000,
  /**
   * Decoded pixels an upload may have (a decompression bomb is refused before it is decoded):
   * 50 million covers the 48- and 50-megapixel modes of phone cameras.
   */
  maxInputPixels: 50_000_000,
  /** WebP quality of the stored copy: small enough for phones, with no visible blocking in photos. */
  quality: 80,
  /** The kinds the file picker offers and the server accepts (by the file's first bytes, not its name). */
  accept: 'image/jpeg,image/png,image/webp',
} as const;

export const talkImageMessages = {
  tooMany: `이미지는 글 하나에 ${talkImageRules.maxImages}장까지 올릴 수 있어요.`,
  wrongType: 'JPEG, PNG, WebP 이미지만 올릴 수 있어요.',
  empty: '빈 파일은 올릴 수 없어요.',
  animated: '움직이는 이미지는 올릴 수 없어요. 한 장짜리 이미지로 올려 주세요.',
  tooManyPixels: `이미지의 화소 수가 너무 많아요. ${(talkImageRules.maxInputPixels / 10_000).toLocaleString('ko-KR')}만 화소 이하로 줄여서 올려 주세요.`,
  unreadable: '이미지를 읽을 수 없어요. 파일이 손상되지 않았는지 확인하거나 다른 이미지로 올려 주세요.',
  removedGone: '지우려는 이미지를 찾을 수 없어요. 새로고침한 뒤 다시 고쳐 주세요.',
} as const;

/** The size limit's message, from the firm's setting (talkImageMaxMegabytes). */
export function tooLargeMessage(maxMegabytes: number): string {
  return `이미지는 한 장에 ${maxMegabytes}MB 이하만 올릴 수 있어요.`;
}

/** A message about one image names it by its place in the picked files ('2번째 이미지: …'). */
export function nthImageMessage(index: number, message: string): string {
  return `${index + 1}번째 이미지: ${message}`;
}

export const megabyte = 1024 * 1024;

/** The privacy note at the upload field. */
export const talkImageNotice = [
  '사진의 위치 정보(GPS)와 촬영 정보는 올릴 때 모두 지워져요.',
  '다른 사람의 얼굴, 신분증·서류, 연락처나 대화 화면처럼 누구인지 알 수 있는 사진은 올리지 마세요.',
] as const;

type PickedFile = { size: number; type: string };

/**
 * What the write form says about the files a member picked, before sending (the server checks again
 * by the bytes): the first rule broken, or null. `kept` is the number of earlier images kept on an edit.
 */
export function checkPickedImages(files: readonly PickedFile[], kept: number, maxMegabytes: number): string | null {
  if (kept + files.length > talkImageRules.maxImages) return talkImageMessages.tooMany;
  const accepted = talkImageRules.accept.split(',');
  for (const [index, file] of files.entries()) {
    if (file.size === 0) return nthImageMessage(index, talkImageMessages.empty);
    if (!accepted.includes(file.type)) return nthImageMessage(index, talkImageMessages.wrongType);
    if (file.size > maxMegabytes * megabyte) return nthImageMessage(index, tooLargeMessage(maxMegabytes));
  }
  return null;
}

/** The alt text of a post's n-th image (members add no captions; the body says what it shows). */
export function talkImageAlt(position: number): string {
  return `첨부 이미지 ${position + 1}`;
}
