import { caseResolutions, type ContentKind } from '../domain/catalog';
import { specialties } from '@/lib/routes';
import { seoulDay } from '@/lib/seoul-date';

/**
 * The simpler content screens of /office/content/{section}: which fields each form shows, how a
 * stored row becomes form text and how the form text becomes the action's input. Shared by the
 * server pages and the client form (pure data and functions only).
 */

export type FieldValue = string | string[];
export type FormValues = Record<string, FieldValue>;

type Base = { key: string; label: string; required?: boolean; hint?: string; wide?: boolean };
export type FieldSpec =
  | (Base & { kind: 'text' | 'date' | 'url' | 'number' })
  | (Base & { kind: 'textarea'; rows?: number })
  | (Base & { kind: 'lines'; rows?: number })
  | (Base & { kind: 'select'; options: ReadonlyArray<{ value: string; label: string }> })
  | (Base & { kind: 'checkboxes'; options: ReadonlyArray<{ value: string; label: string }> })
  | (Base & { kind: 'lawyer' })
  | (Base & { kind: 'html'; images?: boolean });

export type SectionKey = 'lawyers' | 'cases' | 'reviews' | 'broadcasts' | 'press';

export type SectionSpec = {
  kind: ContentKind;
  title: string;
  /** What one item is called: '변호사', '승소 사례' … */
  noun: string;
  description: string;
  fields: FieldSpec[];
};

const specialtyOptions = specialties.map((s) => ({ value: s.slug, label: s.title }));

export const officeSections: Record<SectionKey, SectionSpec> = {
  lawyers: {
    kind: 'lawyer',
    title: '변호사 소개',
    noun: '변호사',
    description:
      '전문가 소개(/page/intro/전문가)에 보이는 변호사 프로필입니다. 등록 전문분야는 대한변호사협회에 등록된 그대로 적어 주세요.',
    fields: [
      { key: 'name', label: '이름', kind: 'text', required: true },
      { key: 'title', label: '직함', kind: 'text', required: true, hint: '예: 대표변호사, 파트너 변호사' },
      { key: 'summary', label: '한 줄 소개', kind: 'textarea', rows: 2, required: true, wide: true },
      {
        key: 'photoPath',
        label: '사진 경로',
        kind: 'text',
        hint: '이미지 업로드 후 받은 /files/… 경로. 비워 두면 이름 첫 글자로 표시합니다.',
      },
      { key: 'officeName', label: '근무 사무소', kind: 'text' },
      { key: 'sortOrder', label: '표시 순서', kind: 'number', hint: '작은 숫자가 먼저 나옵니다.' },
      { key: 'specialties', label: '사이트 전문분야', kind: 'checkboxes', options: specialtyOptions, wide: true },
      { key: 'registeredSpecialties', label: '등록 전문분야', kind: 'lines', rows: 2, hint: '한 줄에 하나씩 (최대 2개가 일반적입니다).' },
      { key: 'education', label: '학력', kind: 'lines', rows: 4, hint: '한 줄에 하나씩' },
      { key: 'career', label: '경력', kind: 'lines', rows: 6, hint: '한 줄에 하나씩', wide: true },
      { key: 'introHtml', label: '소개글', kind: 'html', wide: true },
    ],
  },
  cases: {
    kind: 'winCase',
    title: '승소 사례',
    noun: '승소 사례',
    description:
      '성공사례(/case/win)에 보이는 사건입니다. 당사자를 알아볼 수 있는 이름, 지명, 직장은 적지 마세요. 결과는 사건마다 다르다는 점이 드러나게 써 주세요.',
    fields: [
      { key: 'title', label: '제목', kind: 'text', required: true, wide: true },
      { key: 'specialty', label: '전문분야', kind: 'select', options: specialtyOptions, required: true },
      {
        key: 'resolution',
        label: '종결 방식',
        kind: 'select',
        options: caseResolutions.map((r) => ({ value: r.value, label: r.title })),
        required: true,
      },
      { key: 'court', label: '법원', kind: 'text', required: true, hint: '예: 서울가정법원' },
      { key: 'decidedOn', label: '종결일', kind: 'date', required: true },
      { key: 'lawyerId', label: '담당 변호사', kind: 'lawyer' },
      { key: 'outcome', label: '결과', kind: 'text', required: true, hint: '예: 재산분할 기여도 50% 인정' },
      { key: 'summary', label: '사건 요약', kind: 'textarea', rows: 3, required: true, wide: true },
      { key: 'bodyHtml', label: '본문', kind: 'html', images: true, wide: true },
    ],
  },
  reviews: {
    kind: 'review',
    title: '의뢰인 후기',
    noun: '후기',
    description: '의뢰인의 서면 동의를 받은 후기만 게시할 수 있습니다. 이름은 김○○ 님처럼 가리고, 알아볼 수 있는 사정은 지워 주세요.',
    fields: [
      { key: 'title', label: '제목', kind: 'text', required: true, wide: true },
      { key: 'specialty', label: '전문분야', kind: 'select', options: specialtyOptions, required: true },
      { key: 'clientLabel', label: '의뢰인 표시', kind: 'text', required: true, hint: '예: 김○○ 님 (40대)' },
      { key: 'lawyerId', label: '담당 변호사', kind: 'lawyer' },
      { key: 'consentRecordedOn', label: '게시 동의 받은 날', kind: 'date', hint: '동의서를 받은 날. 비어 있으면 게시할 수 없습니다.' },
      { key: 'consentNote', label: '동의 메모', kind: 'textarea', rows: 2, hint: '동의서 보관 위치, 동의 범위 등', wide: true },
      { key: 'bodyHtml', label: '후기 본문', kind: 'html', required: true, wide: true },
    ],
  },
  broadcasts: {
    kind: 'broadcast',
    title: '방송 활동',
    noun: '방송 출연',
    description: '방송활동(/page/방송활동)에 보이는 출연 기록입니다. 게시된 항목의 주소(slug)를 바꾸면 예전 주소는 새 주소로 연결됩니다.',
    fields: [
      { key: 'title', label: '제목', kind: 'text', required: true, wide: true },
      { key: 'slug', label: '주소(slug)', kind: 'text', hint: '비워 두면 제목으로 만듭니다.' },
      { key: 'channel', label: '방송사', kind: 'text', required: true },
      { key: 'program', label: '프로그램', kind: 'text', required: true },
      { key: 'airedOn', label: '방송일', kind: 'date', required: true },
      { key: 'videoUrl', label: '영상 주소', kind: 'url', hint: 'https:// 로 시작하는 주소' },
      { key: 'lawyerId', label: '출연 변호사', kind: 'lawyer' },
      { key: 'summary', label: '요약', kind: 'textarea', rows: 3, required: true, wide: true },
      { key: 'bodyHtml', label: '본문', kind: 'html', images: true, wide: true },
    ],
  },
  press: {
    kind: 'press',
    title: '언론 보도',
    noun: '언론 보도',
    description: '법인 소개의 언론 탭에 보이는 기사입니다. 기사 전문을 옮기지 말고 요약과 원문 링크만 적어 주세요.',
    fields: [
      { key: 'title', label: '기사 제목', kind: 'text', required: true, wide: true },
      { key: 'outlet', label: '매체', kind: 'text', required: true },
      { key: 'publishedOn', label: '보도일', kind: 'date', required: true },
      { key: 'url', label: '기사 주소', kind: 'url', required: true, wide: true },
      { key: 'lawyerId', label: '관련 변호사', kind: 'lawyer' },
      { key: 'summary', label: '요약', kind: 'textarea', rows: 3, required: true, wide: true },
    ],
  },
};

export function isSectionKey(value: string): value is SectionKey {
  return Object.hasOwn(officeSections, value);
}

export function sectionPath(section: SectionKey, id?: number | 'new'): string {
  return id ? `/office/content/${section}/${id}` : `/office/content/${section}`;
}

/** A stored row as the form's text. */
export function formValuesOf(section: SectionKey, row: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of officeSections[section].fields) {
    const stored = field.key === 'consentRecordedOn' ? row?.consentRecordedAt : row?.[field.key];
    if (field.kind === 'checkboxes') values[field.key] = Array.isArray(stored) ? stored.map(String) : [];
    else if (field.kind === 'lines') values[field.key] = Array.isArray(stored) ? stored.map(String).join('\n') : '';
    else if (stored instanceof Date) values[field.key] = seoulDay(stored);
    else if (stored === null || stored === undefined) values[field.key] = field.kind === 'number' ? '0' : '';
    else values[field.key] = String(stored);
  }
  return values;
}

/** The form's text as the save action's input. */
export function actionInputOf(section: SectionKey, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of officeSections[section].fields) {
    const value = values[field.key];
    if (field.kind === 'checkboxes') input[field.key] = Array.isArray(value) ? value : [];
    else if (field.kind === 'lines') input[field.key] = String(value ?? '').split('\n');
    else if (field.kind === 'lawyer') input[field.key] = value ? Number(value) : null;
    else if (field.kind === 'number') input[field.key] = String(value ?? '').trim() === '' ? 0 : Number(value);
    else input[field.key] = String(value ?? '');
  }
  return input;
}

/** The texts a reader sees, for the advertising-rule warnings shown while editing. */
export function readerTextsOf(section: SectionKey, values: FormValues, textOfHtml: (html: string) => string): string[] {
  return officeSections[section].fields
    .flatMap((field) => {
      const value = values[field.key];
      if (field.kind === 'html') return [textOfHtml(String(value ?? ''))];
      if (['text', 'textarea', 'lines'].includes(field.kind) && !['slug', 'photoPath', 'consentNote'].includes(field.key))
        return [String(value ?? '')];
      return [];
    })
    .filter((text) => text.length > 0);
}
