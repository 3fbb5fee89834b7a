'use client';

import { useRef, useState } from 'react';
import { PageHeader, buttonClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { describedBy, FieldError, FormAlert, FormStatus, TextField } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import type { FirmSettings, Office } from '../schemas';
import { officeFieldLabels, privacyOfficerLabels, settingLabel, settingsFieldLabels } from '../domain/settings-form';
import { updateFirmSettingsAction, type UpdateFirmSettingsResult } from '../server/actions';

type ScalarKey = keyof typeof settingsFieldLabels;
type OfficeValues = Record<keyof Office, string> & { key: number };
type Values = Record<ScalarKey, string> & { offices: OfficeValues[]; privacyOfficer: Record<keyof FirmSettings['privacyOfficer'], string> };

const officeKeys = Object.keys(officeFieldLabels) as Array<keyof Office>;
const emptyOffice = (key: number): OfficeValues => ({
  key,
  name: '',
  address: '',
  station: '',
  exit: '',
  walk: '',
  parking: '',
  phone: '',
});

function toValues(settings: FirmSettings): Values {
  const scalar = Object.fromEntries(
    (Object.keys(settingsFieldLabels) as ScalarKey[]).map((key) => [key, settings[key] === undefined ? '' : String(settings[key])]),
  ) as Record<ScalarKey, string>;
  return {
    ...scalar,
    offices: settings.offices.map((office, index) => ({ ...office, key: index })),
    privacyOfficer: { ...settings.privacyOfficer },
  };
}

/** What the action receives: the form's text, offices without their React keys. */
function toInput(values: Values) {
  return { ...values, offices: values.offices.map((office) => Object.fromEntries(officeKeys.map((key) => [key, office[key]]))) };
}

const fieldId = (path: string) => `settings-${path.replace(/\./g, '-')}`;

type FieldSpec = { key: ScalarKey; type?: 'text' | 'email' | 'url' | 'tel'; inputMode?: 'numeric'; hint?: string; wide?: boolean };

const groups: Array<{ id: string; legend: string; fields: FieldSpec[] }> = [
  {
    id: 'basic',
    legend: '기본 정보',
    fields: [
      { key: 'firmName' },
      { key: 'siteTitle', hint: '브라우저 탭과 검색 결과에 보이는 이름입니다.' },
      { key: 'representative' },
      { key: 'foundedYear', inputMode: 'numeric', hint: '바닥글의 연도 표시에 씁니다.' },
      { key: 'monthlyFamilyCases', inputMode: 'numeric' },
    ],
  },
  {
    id: 'contact',
    legend: '연락처',
    fields: [
      { key: 'mainPhone', type: 'tel' },
      { key: 'divorcePhone', type: 'tel' },
      { key: 'civilPhone', type: 'tel' },
      { key: 'fax', type: 'tel' },
      { key: 'supportEmail', type: 'email' },
      { key: 'officeHours', wide: true },
    ],
  },
  {
    id: 'legal',
    legend: '법적 고지',
    fields: [
      { key: 'registrationNumber' },
      { key: 'businessNumber' },
      { key: 'mailOrderNumber' },
      { key: 'hostingProvider' },
      { key: 'advertisingLawyer', hint: '변호사 광고에 관한 규정에 따라 광고 책임 변호사를 표시합니다.' },
    ],
  },
  {
    id: 'consult',
    legend: '상담 운영',
    fields: [
      {
        key: 'consultRetentionMonths',
        inputMode: 'numeric',
        hint: '상담 신청 기록을 보관하는 기간입니다. 동의 안내문에도 이 기간이 표시됩니다.',
      },
      {
        key: 'consultAnswerTargetMinutes',
        inputMode: 'numeric',
        hint: '이 시간이 지나도록 신규인 상담은 접수함에서 눈에 띄게 표시됩니다.',
      },
    ],
  },
  {
    id: 'community',
    legend: '커뮤니티 운영',
    fields: [
      {
        key: 'talkBlindThreshold',
        inputMode: 'numeric',
        hint: '서로 다른 회원이 이만큼 신고하면 글이 운영진 확인 전까지 가려집니다.',
      },
      { key: 'talkImageMaxMegabytes', inputMode: 'numeric', hint: '글 하나에 이미지는 5장까지 올릴 수 있습니다.' },
      {
        key: 'talkEditWindowMinutes',
        inputMode: 'numeric',
        hint: '이 시간이 지나면 작성자도 글을 고칠 수 없습니다. 0이면 수정할 수 없습니다.',
      },
      { key: 'talkPostsPerMinute', inputMode: 'numeric' },
      { key: 'talkPostsPerDay', inputMode: 'numeric' },
      { key: 'talkCommentsPerMinute', inputMode: 'numeric' },
      { key: 'talkCommentsPerDay', inputMode: 'numeric' },
      {
        key: 'talkNewAccountWaitMinutes',
        inputMode: 'numeric',
        hint: '새로 가입한 회원이 첫 글이나 댓글을 쓰기까지 기다리는 시간입니다. 0이면 바로 쓸 수 있습니다.',
      },
    ],
  },
  {
    id: 'qna',
    legend: '법률 Q&A',
    fields: [
      { key: 'qnaQuestionsPerDay', inputMode: 'numeric', hint: '회원 한 명이 하루에 올릴 수 있는 질문 수입니다.' },
      {
        key: 'qnaAnswerTargetHours',
        inputMode: 'numeric',
        hint: '질문이 검토와 답변을 기다린 시간이 이보다 길면 관리 화면에 늦음으로 표시됩니다.',
      },
    ],
  },
  {
    id: 'booking',
    legend: '방문 상담 예약',
    fields: [
      {
        key: 'bookingChangeCutoffHours',
        inputMode: 'numeric',
        hint: '예약한 분이 문자·메일의 링크로 시간을 바꾸거나 취소할 수 있는 마감입니다. 그 뒤에는 전화로 받습니다.',
      },
      { key: 'bookingReminderHour', inputMode: 'numeric', hint: '상담 전날 이 시각(0–23시)에 알림톡과 메일을 보냅니다.' },
      {
        key: 'premiumHoldHours',
        inputMode: 'numeric',
        hint: '심층 상담 신청 시간을 담당자가 확정할 때까지 잡아 두는 시간입니다. 지나면 시간이 풀리고 신청은 상담 목록에 남습니다.',
      },
      {
        key: 'paymentHoldMinutes',
        inputMode: 'numeric',
        hint: '온라인 결제(토스페이먼츠)를 설정했을 때, 결제하는 동안 고른 시간을 잡아 두는 시간(5–120분)입니다.',
      },
    ],
  },
  {
    id: 'links',
    legend: '링크와 기타',
    fields: [
      { key: 'certifiedMailUrl', type: 'url' },
      { key: 'recruitmentUrl', type: 'url' },
      { key: 'naverSiteVerification', hint: '네이버 서치어드바이저의 HTML 태그 content 값입니다. 비워 두면 넣지 않습니다.' },
      { key: 'demoNotice', wide: true, hint: '비워 두면 표시하지 않습니다.' },
    ],
  },
];

const requiredKeys = new Set<string>(
  Object.keys(settingsFieldLabels).filter((key) => key !== 'demoNotice' && key !== 'naverSiteVerification'),
);

/** /office/settings: every field of the firm's facts; public pages show a save within seconds. */
export function FirmSettingsForm({ initial, version: initialVersion }: { initial: FirmSettings; version: string }) {
  const [values, setValues] = useState<Values>(() => toValues(initial));
  const [version, setVersion] = useState(initialVersion);
  const nextKey = useRef(initial.offices.length);
  const action = useAction<UpdateFirmSettingsResult>();
  const errors = action.fieldErrors;

  const setScalar = (key: ScalarKey) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const setOfficer = (key: keyof Values['privacyOfficer']) => (value: string) =>
    setValues((current) => ({ ...current, privacyOfficer: { ...current.privacyOfficer, [key]: value } }));
  const setOffice = (index: number, key: keyof Office) => (value: string) =>
    setValues((current) => ({
      ...current,
      offices: current.offices.map((office, at) => (at === index ? { ...office, [key]: value } : office)),
    }));

  const addOffice = () => {
    const key = nextKey.current++;
    setValues((current) => ({ ...current, offices: [...current.offices, emptyOffice(key)] }));
    // Focus the new office's first field once it is drawn.
    requestAnimationFrame(() => document.getElementById(fieldId(`offices.${values.offices.length}.name`))?.focus());
  };
  const removeOffice = (index: number) => {
    setValues((current) => ({ ...current, offices: current.offices.filter((_, at) => at !== index) }));
    requestAnimationFrame(() => document.getElementById('settings-add-office')?.focus());
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    action.run(
      () => updateFirmSettingsAction({ settings: toInput(values), version }),
      (data) => {
        setVersion(data.version);
        if (data.changedKeys.length === 0) return '바뀐 내용이 없습니다.';
        return `저장했습니다. 바뀐 항목: ${data.changedKeys.map((key) => settingLabel([key])).join(', ')}. 공개 페이지에는 몇 초 안에 반영됩니다.`;
      },
      (fieldErrors) => {
        const first = Object.keys(fieldErrors)[0];
        if (first) document.getElementById(fieldId(first))?.focus();
      },
    );
  };

  const errorCount = Object.keys(errors).length;

  return (
    <section aria-labelledby="settings-title">
      <PageHeader id="settings-title" title="법인 정보">
        <p>
          사이트 전체(바닥글, 연락처, 오시는 길, 동의 안내)에 보이는 법인 정보입니다. 저장하면 몇 초 안에 공개 페이지에 반영되고, 바뀐
          항목은 감사 기록에 남습니다.
        </p>
      </PageHeader>
      <form onSubmit={submit} noValidate aria-describedby="settings-required-note">
        <p id="settings-required-note" className="mb-4 text-[14px] text-slate-700">
          (필수) 표시가 있는 항목은 비워 둘 수 없습니다.
        </p>
        {groups.map((group) => (
          <fieldset key={group.id} className="mb-6 rounded-xl border border-slate-200 p-5">
            <legend className="px-1 text-[17px] font-bold text-brand-900">{group.legend}</legend>
            <div className="grid gap-4 desk:grid-cols-2">
              {group.fields.map((field) => (
                <TextField
                  key={field.key}
                  id={fieldId(field.key)}
                  label={settingsFieldLabels[field.key]}
                  value={values[field.key]}
                  onChange={setScalar(field.key)}
                  error={errors[field.key]}
                  hint={field.hint}
                  type={field.type}
                  inputMode={field.inputMode}
                  required={requiredKeys.has(field.key)}
                  className={field.wide ? 'desk:col-span-2' : undefined}
                />
              ))}
            </div>
          </fieldset>
        ))}

        <fieldset className="mb-6 rounded-xl border border-slate-200 p-5">
          <legend className="px-1 text-[17px] font-bold text-brand-900">개인정보 보호책임자</legend>
          <div className="grid gap-4 desk:grid-cols-2">
            {(Object.keys(privacyOfficerLabels) as Array<keyof Values['privacyOfficer']>).map((key) => (
              <TextField
                key={key}
                id={fieldId(`privacyOfficer.${key}`)}
                label={privacyOfficerLabels[key]}
                value={values.privacyOfficer[key]}
                onChange={setOfficer(key)}
                error={errors[`privacyOfficer.${key}`]}
                type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
                required
              />
            ))}
          </div>
        </fieldset>

        <fieldset
          className="mb-6 rounded-xl border border-slate-200 p-5"
          aria-describedby={describedBy('settings-offices', false, Boolean(errors.offices))}
        >
          <legend className="px-1 text-[17px] font-bold text-brand-900">사무소</legend>
          <p className="text-[14px] text-slate-700">오시는 길과 바닥글에 이 순서대로 표시됩니다. 하나 이상 있어야 합니다.</p>
          <FieldError id="settings-offices" message={errors.offices} />
          <ol className="mt-4 space-y-5">
            {values.offices.map((office, index) => (
              <li key={office.key}>
                <fieldset className="rounded-lg border border-slate-300 p-4" data-testid="office-fieldset">
                  <legend className="px-1 text-[15px] font-semibold text-slate-900">
                    {index + 1}번째 사무소{office.name ? ` (${office.name})` : ''}
                  </legend>
                  <div className="grid gap-4 desk:grid-cols-2">
                    {officeKeys.map((key) => (
                      <TextField
                        key={key}
                        id={fieldId(`offices.${index}.${key}`)}
                        label={officeFieldLabels[key]}
                        value={office[key]}
                        onChange={setOffice(index, key)}
                        error={errors[`offices.${index}.${key}`]}
                        type={key === 'phone' ? 'tel' : 'text'}
                        required
                        className={key === 'address' || key === 'parking' ? 'desk:col-span-2' : undefined}
                      />
                    ))}
                  </div>
                  <button
                    type="button"
                    className={`mt-4 ${secondaryButtonClass}`}
                    onClick={() => removeOffice(index)}
                    disabled={values.offices.length <= 1}
                  >
                    {index + 1}번째 사무소 삭제
                  </button>
                </fieldset>
              </li>
            ))}
          </ol>
          <button type="button" id="settings-add-office" className={`mt-4 ${secondaryButtonClass}`} onClick={addOffice}>
            사무소 추가
          </button>
        </fieldset>

        <div className="border-t border-slate-200 pt-4">
          <button type="submit" className={buttonClass} disabled={action.pending}>
            {action.pending ? '저장하는 중…' : '법인 정보 저장'}
          </button>
          <FormAlert message={action.error ? (errorCount > 0 ? `${action.error} (${errorCount}개 항목)` : action.error) : null} />
          <FormStatus message={action.success} />
        </div>
      </form>
    </section>
  );
}
