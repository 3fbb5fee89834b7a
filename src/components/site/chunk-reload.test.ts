import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, shouldReloadForChunk } from './chunk-reload';

describe('isChunkLoadFailure', () => {
  it('recognises a webpack ChunkLoadError by name', () => {
    const error = new Error('Loading chunk 412 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadFailure(error)).toBe(true);
  });

  it('recognises a failed dynamic import message', () => {
    expect(isChunkLoadFailure('TypeError: Failed to fetch dynamically imported module: /_next/static/chunks/a.js')).toBe(true);
    expect(isChunkLoadFailure({ message: 'Loading chunk app/page failed.' })).toBe(true);
  });

  it('ignores ordinary errors and non-error values', () => {
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
    expect(isChunkLoadFailure(42)).toBe(false);
  });
});

describe('shouldReloadForChunk', () => {
  it('reloads when no reload happened in this session', () => {
    expect(shouldReloadForChunk(null, 1_000_000)).toBe(true);
  });

  it('does not reload again within 60 seconds', () => {
    expect(shouldReloadForChunk(1_000_000, 1_059_999)).toBe(false);
  });

  it('reloads again once 60 seconds have passed', () => {
    expect(shouldReloadForChunk(1_000_000, 1_060_000)).toBe(true);
  });

  it('treats a timestamp from the future as stale', () => {
    expect(shouldReloadForChunk(2_000_000, 1_000_000)).toBe(true);
  });
});
