import { describe, expect, it } from 'vitest';
import { editWindow, editWindowLabel, editWindowMessages } from './edit-window';

const written = new Date('2026-11-20T09:00:00+09:00');
const later = (minutes: number) => new Date(written.getTime() + minutes * 60_000);

describe('the edit window', () => {
  it('is open from the moment a post is written until the set minutes have passed', () => {
    expect(editWindow(written, 30, written)).toEqual({ open: true, closesAt: later(30) });
    expect(editWindow(written, 30, later(29.99))).toMatchObject({ open: true });
  });

  it('closes exactly when the minutes run out, with a message naming the window', () => {
    expect(editWindow(written, 30, later(30))).toEqual({ open: false, reason: editWindowMessages.closed(30) });
    expect(editWindow(written, 1440, later(2000))).toEqual({
      open: false,
      reason: '글은 올린 뒤 1일 안에만 고칠 수 있어 이 글은 더 고칠 수 없습니다. 바로잡을 내용은 댓글로 남겨 주세요.',
    });
  });

  it('never opens when the setting is 0 (no editing), even a second after writing', () => {
    expect(editWindow(written, 0, written)).toEqual({ open: false, reason: editWindowMessages.disabled });
    expect(editWindow(written, -5, written)).toMatchObject({ open: false });
  });

  it('says the window as a reader would', () => {
    expect(editWindowLabel(30)).toBe('30분');
    expect(editWindowLabel(180)).toBe('3시간');
    expect(editWindowLabel(1440)).toBe('1일');
    expect(editWindowLabel(1440 + 6 * 60 + 5)).toBe('1일 6시간 5분');
  });
});
