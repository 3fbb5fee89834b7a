/**
 * Images for the editor (issue 4): JPEG, PNG, WebP or GIF up to 5 MB, and the messages staff see
 * when a file is refused. server/upload.ts checks and stores the file.
 */
export const maxImageBytes = 5 * 1024 * 1024;

export const uploadMessages = {
  missing: '올릴 이미지 파일을 골라 주세요.',
  empty: '빈 파일은 올릴 수 없습니다.',
  tooLarge: '이미지는 5MB 이하만 올릴 수 있습니다.',
  wrongType: 'JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
};
