import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionMessages } from '@/features/auth/server/action-client';
import { StaffAccessError } from '@/features/auth/server/staff-query';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, firmSettings } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { demoFirmSettings } from '../domain/firm-settings';
import type { FirmSettings } from '../schemas';
import { updateFirmSettingsAction } from './actions';
import { getFirmSettingsForEdit } from './admin-queries';
import { getFirmSettings, invalidateFirmSettingsCache } from './queries';

// revalidatePath needs Next's request store; here it only has to be called with the right path.
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidatePath }));

let database: TestDatabase;
let admin: TestUser;
let steward: TestUser;
let manager: TestUser;
let member: TestUser;
const anonymous = new Headers();

beforeAll(async () => {
  resetEnvForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
  admin = await createTestUser(database.db, { roles: ['관리자'] });
  steward = await createTestUser(database.db, { roles: ['운영지원'], name: '운영지원 문가은' });
  manager = await createTestUser(database.db, { roles: ['매니저'] });
  member = await createTestUser(database.db);
});

beforeEach(() => {
  revalidatePath.mockClear();
  invalidateFirmSettingsCache();
});

afterAll(async () => {
  invalidateFirmSettingsCache();
  useDatabaseForTests(undefined);
  await database.drop();
});

async function stored(): Promise<FirmSettings> {
  const [row] = await database.db.select().from(firmSettings).where(eq(firmSettings.id, 1));
  return row!.data as FirmSettings;
}

async function settingsAudits() {
  return database.db.select().from(auditLogs).where(eq(auditLogs.action, 'settings.update'));
}

/** The form sends text for every field, numbers included. */
function formValues(settings: FirmSettings) {
  return {
    ...settings,
    monthlyFamilyCases: String(settings.monthlyFamilyCases),
    foundedYear: String(settings.foundedYear),
    consultRetentionMonths: String(settings.consultRetentionMonths),
    consultAnswerTargetMinutes: String(settings.consultAnswerTargetMinutes),
  };
}

describe('getFirmSettingsForEdit', () => {
  it('refuses an anonymous caller, a member and staff without settings.update', async () => {
    await expect(withRequest(anonymous, () => getFirmSettingsForEdit())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(member.headers, () => getFirmSettingsForEdit())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(manager.headers, () => getFirmSettingsForEdit())).rejects.toThrow(StaffAccessError);
  });

  it('answers the record with its version', async () => {
    const editable = await withRequest(steward.headers, () => getFirmSettingsForEdit());
    expect(editable.settings).toEqual(demoFirmSettings);
    expect(editable.version).toBe(editable.updatedAt.toISOString());
  });
});

describe('updateFirmSettingsAction', () => {
  it('refuses an anonymous caller, a member and staff without settings.update, saving nothing', async () => {
    const input = { settings: formValues({ ...demoFirmSettings, fax: '02-0000-7777' }) };
    expect(await withRequest(anonymous, () => updateFirmSettingsAction(input))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await withRequest(member.headers, () => updateFirmSettingsAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await withRequest(manager.headers, () => updateFirmSettingsAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect((await stored()).fax).toBe(demoFirmSettings.fax);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('saves every field, logs the changed keys, and the public copy shows it at once', async () => {
    expect((await getFirmSettings()).fax).toBe(demoFirmSettings.fax);
    const { version } = await withRequest(steward.headers, () => getFirmSettingsForEdit());
    const next: FirmSettings = {
      ...demoFirmSettings,
      fax: '02-0000-7777',
      offices: [
        ...demoFirmSettings.offices,
        {
          name: '수원 분사무소',
          address: '경기도 수원시 영통구 000',
          station: '수원역',
          exit: '4번 출구',
          walk: '도보 5분',
          parking: '건물 주차장',
          phone: '031-000-0000',
        },
      ],
      naverSiteVerification: 'abc123',
    };
    const result = await withRequest(steward.headers, () =>
      updateFirmSettingsAction({ settings: { ...formValues(next), fax: ' 02-0000-7777 ' }, version }),
    );
    expect(result).toEqual({ ok: true, data: { changedKeys: ['fax', 'naverSiteVerification', 'offices'], version: expect.any(String) } });
    expect(await stored()).toEqual(next);
    expect((await getFirmSettings()).fax).toBe('02-0000-7777');
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    const [audit] = await settingsAudits();
    expect(audit).toMatchObject({ actorId: steward.id, subjectType: 'firm_settings', subjectId: '1' });
    expect(audit!.detail).toMatchObject({
      changedKeys: ['fax', 'naverSiteVerification', 'offices'],
      changes: { fax: { from: demoFirmSettings.fax, to: '02-0000-7777' } },
    });

    // Removing the added office and the verification code again.
    const back = await withRequest(admin.headers, () =>
      updateFirmSettingsAction({ settings: { ...formValues(demoFirmSettings), naverSiteVerification: '' } }),
    );
    expect(back).toMatchObject({ ok: true, data: { changedKeys: ['fax', 'naverSiteVerification', 'offices'] } });
    expect(await stored()).toEqual(demoFirmSettings);
  });

  it('answers invalid settings with Korean messages at the fields and saves nothing', async () => {
    const before = await stored();
    const audits = (await settingsAudits()).length;
    const bad = {
      ...formValues(demoFirmSettings),
      fax: '   ',
      supportEmail: 'help-at-example',
      foundedYear: '이천십일',
      consultRetentionMonths: '0',
      certifiedMailUrl: 'epost',
      offices: [{ ...demoFirmSettings.offices[0]!, address: '' }],
      privacyOfficer: { ...demoFirmSettings.privacyOfficer, email: '' },
    };
    const result = await withRequest(admin.headers, () => updateFirmSettingsAction({ settings: bad }));
    expect(result).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: {
        fax: '팩스를 입력해 주세요.',
        supportEmail: '올바른 이메일 주소를 입력해 주세요. (예: help@example.com)',
        foundedYear: '숫자로 입력해 주세요.',
        consultRetentionMonths: '1 이상의 숫자로 입력해 주세요.',
        certifiedMailUrl: 'https:// 로 시작하는 올바른 주소를 입력해 주세요.',
        'offices.0.address': '주소를 입력해 주세요.',
        'privacyOfficer.email': '올바른 이메일 주소를 입력해 주세요. (예: help@example.com)',
      },
    });
    expect(
      await withRequest(admin.headers, () => updateFirmSettingsAction({ settings: { ...formValues(demoFirmSettings), offices: [] } })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { offices: '사무소를 하나 이상 입력해 주세요.' },
    });
    expect(await withRequest(admin.headers, () => updateFirmSettingsAction({ settings: 'not settings' }))).toMatchObject({
      ok: false,
      formError: actionMessages.invalid,
    });
    expect(
      await withRequest(admin.headers, () =>
        updateFirmSettingsAction({ settings: { ...formValues(demoFirmSettings), fax: '0'.repeat(2_001) } }),
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: { fax: '2,000자 이하로 입력해 주세요.' },
    });
    expect(await stored()).toEqual(before);
    expect(await settingsAudits()).toHaveLength(audits);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refuses a save over a newer edit made since the form was opened', async () => {
    const { version } = await withRequest(admin.headers, () => getFirmSettingsForEdit());
    expect(
      await withRequest(steward.headers, () =>
        updateFirmSettingsAction({ settings: formValues({ ...demoFirmSettings, fax: '02-0000-1111' }), version }),
      ),
    ).toMatchObject({ ok: true });
    const late = await withRequest(admin.headers, () =>
      updateFirmSettingsAction({ settings: formValues({ ...demoFirmSettings, fax: '02-0000-2222' }), version }),
    );
    expect(late.ok).toBe(false);
    expect(late.ok ? '' : late.formError).toMatch(/다른 직원이 그사이/);
    expect((await stored()).fax).toBe('02-0000-1111');
  });

  it('writes nothing when nothing changed', async () => {
    const audits = (await settingsAudits()).length;
    const current = await stored();
    const result = await withRequest(admin.headers, () => updateFirmSettingsAction({ settings: formValues(current) }));
    expect(result).toMatchObject({ ok: true, data: { changedKeys: [] } });
    expect(await settingsAudits()).toHaveLength(audits);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
