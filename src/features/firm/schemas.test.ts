import { describe, expect, it } from 'vitest';
import { demoFirmSettings } from './domain/firm-settings';
import { parseSettingsForm } from './schemas';

describe('parseSettingsForm', () => {
  it('turns the form text into settings: trimmed, numbers typed as numbers, empty optional fields left out', () => {
    const result = parseSettingsForm({
      ...demoFirmSettings,
      firmName: '  법무법인 온새미로 ',
      foundedYear: '2011',
      monthlyFamilyCases: '100',
      consultRetentionMonths: '36',
      consultAnswerTargetMinutes: '60',
      naverSiteVerification: '  ',
    });
    expect(result).toEqual({ ok: true, value: { ...demoFirmSettings, naverSiteVerification: undefined } });
  });

  it('answers each wrong field with a Korean message keyed by its path', () => {
    const result = parseSettingsForm({
      ...demoFirmSettings,
      representative: '',
      fax: '',
      monthlyFamilyCases: '12.5',
      foundedYear: '1900',
      recruitmentUrl: 'recruit',
      offices: [{ ...demoFirmSettings.offices[0]!, station: '' }],
      privacyOfficer: { ...demoFirmSettings.privacyOfficer, name: '' },
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        representative: '대표 변호사를 입력해 주세요.',
        fax: '팩스를 입력해 주세요.',
        monthlyFamilyCases: '정수로 입력해 주세요.',
        foundedYear: '1950 이상의 숫자로 입력해 주세요.',
        recruitmentUrl: 'https:// 로 시작하는 올바른 주소를 입력해 주세요.',
        'offices.0.station': '가까운 역을 입력해 주세요.',
        'privacyOfficer.name': '개인정보 보호책임자 이름을 입력해 주세요.',
      },
    });
  });

  it('refuses something that is not a settings object', () => {
    expect(parseSettingsForm(null)).toMatchObject({ ok: false });
    expect(parseSettingsForm([demoFirmSettings])).toMatchObject({ ok: false });
  });
});
