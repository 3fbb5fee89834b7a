import { describe, expect, it } from 'vitest';
import { demoFirmSettings } from './firm-settings';
import { changedSettingKeys, settingLabel } from './settings-form';

describe('changedSettingKeys', () => {
  it('compares values, not the key order jsonb hands back', () => {
    const stored = JSON.parse(
      JSON.stringify({
        ...demoFirmSettings,
        privacyOfficer: { phone: '02-0000-1007', email: 'privacy@onsaemiro.example', title: '사무국장', name: '이서연' },
      }),
    );
    expect(changedSettingKeys(stored, demoFirmSettings)).toEqual([]);
    expect(changedSettingKeys(stored, { ...demoFirmSettings, fax: '02-0000-7777', naverSiteVerification: 'abc' })).toEqual([
      'fax',
      'naverSiteVerification',
    ]);
  });
});

describe('settingLabel', () => {
  it('names fields, offices and the privacy officer in Korean', () => {
    expect(settingLabel(['fax'])).toBe('팩스');
    expect(settingLabel(['offices'])).toBe('사무소');
    expect(settingLabel(['offices', 1, 'address'])).toBe('2번째 사무소 주소');
    expect(settingLabel(['privacyOfficer'])).toBe('개인정보 보호책임자');
    expect(settingLabel(['privacyOfficer', 'email'])).toBe('개인정보 보호책임자 이메일');
  });
});
