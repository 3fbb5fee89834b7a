import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEV_MENU).toBe(false);
    expect(env.CONSULT_RATE_LIMIT).toBe(10);
  });

  it('names the variable when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ PARTNER_API_URL: 'not a url' })).toThrow(/PARTNER_API_URL/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    expect(() => parseEnv({ DEV_MENU: 'maybe' })).toThrow(/DEV_MENU/);
  });

  it('derives SITE_URL from PORT and trims a trailing slash', () => {
    expect(parseEnv({ PORT: '4100' }).SITE_URL).toBe('http://localhost:4100');
    expect(parseEnv({ SITE_URL: 'https://law.example/' }).SITE_URL).toBe('https://law.example');
  });

  it('stops with a clear error when only one of the two Toss Payments keys is set', () => {
    expect(() => parseEnv({ TOSS_CLIENT_KEY: 'test_ck_x' })).toThrow(/TOSS_SECRET_KEY: TOSS_CLIENT_KEY와 TOSS_SECRET_KEY는 함께/);
    expect(() => parseEnv({ TOSS_SECRET_KEY: 'test_sk_x' })).toThrow(/TOSS_CLIENT_KEY/);
    expect(() => parseEnv({ TOSS_SECRET_KEY: 'test_sk_secret' })).not.toThrow(/test_sk_secret/);
    const both = parseEnv({ TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x', TOSS_API_URL: 'http://127.0.0.1:4100' });
    expect(both.TOSS_API_URL).toBe('http://127.0.0.1:4100');
    expect(both.TOSS_TIMEOUT_MS).toBe(15_000);
    expect(() => parseEnv({ TOSS_SDK_URL: 'javascript:alert(1)' })).toThrow(/TOSS_SDK_URL/);
  });

  it('reads the development flag', () => {
    expect(parseEnv({ DEV_MENU: '1' }).DEV_MENU).toBe(true);
    expect(parseEnv({ DEV_MENU: 'off' }).DEV_MENU).toBe(false);
  });
});
