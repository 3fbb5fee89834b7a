/**
 * Hostile input for the fuzz pass (issue 11 section 3, "Bad input"): values of the wrong type,
 * missing and extra fields, oversized and broken bodies, wrong content types and odd FormData.
 * Each generator is deterministic, so a failure names the case that caused it and repeats.
 */

export type Labeled<T> = { label: string; value: T };

export const LONG_TEXT_LENGTH = 100_000;
export const HUGE_BODY_BYTES = 10 * 1024 * 1024;

const longText = '가'.repeat(LONG_TEXT_LENGTH);
const longAscii = 'a'.repeat(LONG_TEXT_LENGTH);

/** A value nested `depth` levels deep, past the input normalizer's depth limit. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Values put where a string, number, boolean or id is expected (and where an object is). */
export const hostileValues: Labeled<unknown>[] = [
  { label: 'undefined', value: undefined },
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: '0', value: 0 },
  { label: '-1', value: -1 },
  { label: '1.5', value: 1.5 },
  { label: 'MAX_SAFE_INTEGER + 2', value: Number.MAX_SAFE_INTEGER + 2 },
  { label: '1e308', value: 1e308 },
  { label: 'NaN', value: Number.NaN },
  { label: 'Infinity', value: Number.POSITIVE_INFINITY },
  { label: 'bigint', value: 10n ** 30n },
  { label: "''", value: '' },
  { label: "' '", value: '   ' },
  { label: "'0'", value: '0' },
  { label: "'-1'", value: '-1' },
  { label: "'1e999'", value: '1e999' },
  { label: "'99999999999999999999'", value: '99999999999999999999' },
  { label: "'true'", value: 'true' },
  { label: "'null'", value: 'null' },
  { label: 'NUL only', value: '\u0000' },
  { label: 'NUL inside', value: '이혼\u0000상담' },
  { label: 'controls and lone surrogates', value: '\u0007\u001b[31m\uD800x\uDFFF\uFEFF\u202E' },
  { label: 'SQL and HTML', value: "'; drop table consults; -- <script>alert(1)</script>" },
  { label: 'path traversal', value: '../../../../etc/passwd' },
  { label: '100,000 Hangul characters', value: longText },
  { label: '100,000 ASCII characters', value: longAscii },
  { label: 'empty array', value: [] },
  { label: 'array of strings', value: ['a', 'b'] },
  { label: 'array of 10,000 numbers', value: Array.from({ length: 10_000 }, (_, i) => i) },
  { label: 'empty object', value: {} },
  { label: 'object', value: { toString: 'x', valueOf: 1, length: 3 } },
  { label: '__proto__ object', value: JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}') },
  { label: 'nested 50 deep with NUL', value: nested(50, 'x\u0000') },
  { label: 'Date', value: new Date('invalid') },
  { label: 'Map', value: new Map([['a', 1]]) },
  { label: 'Blob', value: new Blob(['x']) },
  { label: 'File', value: new File(['x'], 'x.txt', { type: 'text/plain' }) },
];

/** The hostile values tried in each field (the whole list is tried as the whole input). */
const fieldValueLabels = new Set([
  'undefined',
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  "''",
  'NUL inside',
  'controls and lone surrogates',
  '100,000 Hangul characters',
  'array of strings',
  'empty object',
  '__proto__ object',
  'nested 50 deep with NUL',
  'File',
]);
export const fieldValues = hostileValues.filter(({ label }) => fieldValueLabels.has(label));

/** Entries added next to the expected ones: nothing unknown may change what is saved. */
export const extraFields: Record<string, unknown> = {
  id: 1,
  userId: 'someone-else',
  role: '관리자',
  roles: ['관리자'],
  status: 'published',
  createdAt: '1999-01-01',
  deletedAt: null,
  isAdmin: true,
  __proto__extra: { polluted: true },
  [`k${'x'.repeat(1_000)}`]: 'long key',
  'key\u0000nul': 'nul key',
};

/**
 * Wrong-type and broken versions of one input object: the whole value replaced, each field
 * missing, each field replaced by every hostile value, and extra fields added.
 */
export function mutateObject(base: Record<string, unknown>): Labeled<unknown>[] {
  const cases: Labeled<unknown>[] = hostileValues.map(({ label, value }) => ({ label: `input = ${label}`, value }));
  cases.push({ label: 'extra fields', value: { ...base, ...extraFields } });
  cases.push({ label: 'prototype pollution', value: { ...JSON.parse('{"__proto__":{"polluted":true}}'), ...base } });
  for (const key of Object.keys(base)) {
    const rest = { ...base };
    delete rest[key];
    cases.push({ label: `${key} missing`, value: rest });
    for (const { label, value } of fieldValues) cases.push({ label: `${key} = ${label}`, value: { ...base, [key]: value } });
  }
  return cases;
}

/** A fresh, valid-looking FormData made from text entries. */
export function formDataOf(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return form;
}

/**
 * Odd FormData for form actions: empty, each entry missing, a file or a huge or NUL-laden text
 * where text is expected, duplicate entries, unknown and odd keys, and a 10 MB file.
 */
export function mutateFormData(base: Record<string, string>): Labeled<FormData>[] {
  const cases: Labeled<FormData>[] = [{ label: 'empty FormData', value: new FormData() }];
  const withEntries = (label: string, edit: (form: FormData) => void) => {
    const form = formDataOf(base);
    edit(form);
    cases.push({ label, value: form });
  };
  withEntries('unknown and odd keys', (form) => {
    form.append('', '빈 이름');
    form.append('\u0000', 'NUL 이름');
    form.append('$ACTION_ID_x', 'x');
    form.append('__proto__', 'x');
    form.append(`k${'x'.repeat(10_000)}`, 'x');
  });
  withEntries('a 10 MB file among the entries', (form) =>
    form.append('attachment', new File([new Uint8Array(HUGE_BODY_BYTES)], 'big.bin')),
  );
  for (const key of Object.keys(base)) {
    withEntries(`${key} missing`, (form) => form.delete(key));
    withEntries(`${key} twice`, (form) => form.append(key, '두 번째 값'));
    withEntries(`${key} as a file`, (form) => form.set(key, new File(['파일 내용'], 'x.txt', { type: 'text/plain' })));
    withEntries(`${key} as an empty string`, (form) => form.set(key, ''));
    withEntries(`${key} with NUL and controls`, (form) => form.set(key, `${base[key]}\u0000\u0007\uD800`));
    withEntries(`${key} 100,000 characters`, (form) => form.set(key, longText));
    withEntries(`${key} = [object Object]`, (form) => form.set(key, '[object Object]'));
  }
  return cases;
}

/** What arrives where an action expects FormData: other types entirely. */
export const notFormData: Labeled<unknown>[] = [
  { label: 'undefined', value: undefined },
  { label: 'null', value: null },
  { label: 'a string', value: 'tel=010-1234-5678' },
  { label: 'a number', value: 42 },
  { label: 'a plain object', value: { tel: '010-1234-5678', get: 'not a function' } },
  { label: 'an array', value: [['tel', '010-1234-5678']] },
  { label: 'URLSearchParams', value: new URLSearchParams('tel=010-1234-5678') },
];

/** The previous state a form action receives, as a forged client could send it. */
export const oddPreviousStates: Labeled<unknown>[] = [
  { label: 'previous null', value: null },
  { label: 'previous undefined', value: undefined },
  { label: 'previous {}', value: {} },
  { label: 'previous attempt as a string', value: { attempt: '1e999', values: 'x', fieldErrors: null } },
  { label: 'previous a number', value: 7 },
];

/** A request body: bytes, and the content type it is declared as (null: no header). */
export type BodyCase = { label: string; body: () => BodyInit | null; contentType: string | null };

const utf8 = (text: string) => new TextEncoder().encode(text);

/** JSON bodies that are not the expected object, and bodies that are not JSON at all. */
export function hostileJsonBodies(valid: Record<string, unknown>): BodyCase[] {
  const json = 'application/json';
  const cases: BodyCase[] = [
    { label: 'no body', body: () => null, contentType: json },
    { label: 'empty body', body: () => '', contentType: json },
    { label: 'malformed JSON {', body: () => '{', contentType: json },
    { label: 'malformed JSON trailing comma', body: () => '{"a":1,}', contentType: json },
    { label: 'malformed JSON single quotes', body: () => "{'tel':'010'}", contentType: json },
    { label: 'JSON with comments', body: () => '{/* x */"a":1}', contentType: json },
    { label: 'JSON null', body: () => 'null', contentType: json },
    { label: 'JSON array', body: () => '[1,2,3]', contentType: json },
    { label: 'JSON string', body: () => '"문자열"', contentType: json },
    { label: 'JSON number', body: () => '123', contentType: json },
    { label: 'JSON true', body: () => 'true', contentType: json },
    { label: 'JSON nested 10,000 deep', body: () => `${'['.repeat(10_000)}${']'.repeat(10_000)}`, contentType: json },
    {
      label: 'invalid UTF-8 bytes',
      body: () => new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      contentType: json,
    },
    { label: 'NUL bytes', body: () => new Uint8Array([0x7b, 0x00, 0x00, 0x7d]), contentType: json },
    { label: 'NUL escapes in every string', body: () => JSON.stringify(withEveryString(valid, (s) => `${s}\u0000`)), contentType: json },
    { label: 'BOM before JSON', body: () => `\uFEFF${JSON.stringify(valid)}`, contentType: json },
    { label: '100,000-character strings', body: () => JSON.stringify(withEveryString(valid, () => longText)), contentType: json },
    { label: '10 MB JSON body', body: () => hugeJson(), contentType: json },
    { label: '10 MB of zero bytes', body: () => new Uint8Array(HUGE_BODY_BYTES), contentType: json },
    { label: 'text/plain', body: () => JSON.stringify(valid), contentType: 'text/plain' },
    {
      label: 'form-urlencoded',
      body: () => new URLSearchParams(stringEntries(valid)).toString(),
      contentType: 'application/x-www-form-urlencoded',
    },
    { label: 'multipart', body: () => formDataOf(stringEntries(valid)), contentType: null },
    { label: 'multipart without boundary', body: () => '--x\r\n\r\n', contentType: 'multipart/form-data' },
    { label: 'no content type', body: () => JSON.stringify(valid), contentType: null },
    { label: 'content type garbage', body: () => JSON.stringify(valid), contentType: '\u00ff;;;=' },
    { label: 'JSON declared latin1', body: () => JSON.stringify(valid), contentType: 'application/json; charset=latin1' },
  ];
  for (const mutation of mutateObject(valid)) {
    // JSON cannot carry bigint, Blob or Map; their JSON forms (or a refusal to encode) are tried as text.
    cases.push({ label: `JSON ${mutation.label}`, body: () => safeStringify(mutation.value), contentType: json });
  }
  return cases;
}

/** Bodies for an endpoint that expects multipart form data. */
export function hostileMultipartBodies(valid: Record<string, string>): BodyCase[] {
  const boundary = 'fuzzboundary';
  const cases: BodyCase[] = [
    { label: 'no body', body: () => null, contentType: `multipart/form-data; boundary=${boundary}` },
    { label: 'empty body', body: () => '', contentType: `multipart/form-data; boundary=${boundary}` },
    { label: 'boundary missing', body: () => '--x\r\n\r\n', contentType: 'multipart/form-data' },
    {
      label: 'truncated part',
      body: () => `--${boundary}\r\nContent-Disposition: form-data; name="tel"\r\n\r\n010`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      label: 'invalid UTF-8 in a part',
      body: () => multipartBytes(boundary, [0xff, 0xfe, 0xc3, 0x28]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      label: 'NUL bytes in a part',
      body: () => multipartBytes(boundary, [0x00, 0x00, 0x00]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    { label: '10 MB of zero bytes', body: () => new Uint8Array(HUGE_BODY_BYTES), contentType: `multipart/form-data; boundary=${boundary}` },
    { label: 'JSON', body: () => JSON.stringify(valid), contentType: 'application/json' },
    { label: 'text/plain', body: () => 'tel=010-1234-5678', contentType: 'text/plain' },
    { label: 'form-urlencoded', body: () => new URLSearchParams(valid).toString(), contentType: 'application/x-www-form-urlencoded' },
    { label: 'no content type', body: () => 'x', contentType: null },
  ];
  for (const mutation of mutateFormData(valid))
    cases.push({ label: `multipart ${mutation.label}`, body: () => mutation.value, contentType: null });
  return cases;
}

/** Query strings for GET endpoints: each parameter broken in turn, plus broken encodings. */
export function hostileQueries(valid: Record<string, string>): Labeled<string>[] {
  const cases: Labeled<string>[] = [
    { label: 'no query', value: '' },
    { label: 'bad percent-encoding', value: '?%&%zz=%FF%FE&=&&=x' },
    { label: 'NUL and invalid UTF-8 escapes', value: '?a=%00%C3%28%ED%A0%80' },
    { label: '100,000-character query', value: `?x=${'a'.repeat(LONG_TEXT_LENGTH)}` },
  ];
  const encode = (params: Array<[string, string]>) =>
    `?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
  const pairs = Object.entries(valid);
  cases.push({ label: 'valid query with extra parameters', value: encode([...pairs, ['admin', 'true'], ['__proto__', 'x']]) });
  const oddValues = [
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    '1e999',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    'true',
    '[]',
    '{}',
    '\u0000',
    '이혼',
    longAscii.slice(0, 20_000),
  ];
  for (const [key] of pairs) {
    cases.push({ label: `${key} missing`, value: encode(pairs.filter(([k]) => k !== key)) });
    cases.push({
      label: `${key} repeated 1,000 times`,
      value: encode([...pairs, ...Array.from({ length: 1_000 }, (): [string, string] => [key, '1'])]),
    });
    cases.push({ label: `${key} raw %00`, value: `${encode(pairs.filter(([k]) => k !== key))}&${encodeURIComponent(key)}=%00%FF` });
    for (const odd of oddValues)
      cases.push({ label: `${key} = ${JSON.stringify(odd.slice(0, 12))}`, value: encode(pairs.map(([k, v]) => [k, k === key ? odd : v])) });
  }
  return cases;
}

/** Path segments put where an id or a file key is expected. */
export const hostileSegments: Labeled<string>[] = [
  { label: 'empty', value: '' },
  { label: '0', value: '0' },
  { label: '-1', value: '-1' },
  { label: '1.5', value: '1.5' },
  { label: '1e10', value: '1e10' },
  { label: 'past int4', value: '2147483648' },
  { label: 'huge number', value: '9'.repeat(400) },
  { label: 'NaN', value: 'NaN' },
  { label: 'traversal', value: '../../etc/passwd' },
  { label: 'encoded traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'NUL', value: 'abc\u0000.png' },
  { label: 'Hangul', value: '상담' },
  { label: 'lone surrogate', value: '\uD800' },
  { label: '100,000 characters', value: longAscii },
  { label: 'SQL', value: "1' or '1'='1" },
];

/** Hostile credentials in the headers a route reads the session from. */
export const hostileAuthHeaders: Labeled<Record<string, string>>[] = [
  { label: 'empty bearer', value: { authorization: 'Bearer ' } },
  { label: 'garbage bearer', value: { authorization: 'Bearer ../../\u00ff' } },
  { label: '100,000-character bearer', value: { authorization: `Bearer ${longAscii}` } },
  { label: 'basic auth', value: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
  { label: 'garbage session cookie', value: { cookie: 'better-auth.session_token=%FF%00; __Secure-better-auth.session_token=x.y' } },
  { label: '100,000-character cookie', value: { cookie: `better-auth.session_token=${longAscii}` } },
  { label: 'malformed cookie header', value: { cookie: ';;==;=x;%' } },
];

function withEveryString(value: unknown, edit: (text: string) => string): unknown {
  if (typeof value === 'string') return edit(value);
  if (Array.isArray(value)) return value.map((item) => withEveryString(item, edit));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEveryString(v, edit)]));
  return value;
}

function stringEntries(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]));
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(value);
  }
}

let hugeJsonCache: string | undefined;
/** A syntactically valid JSON object of about 10 MB. */
function hugeJson(): string {
  hugeJsonCache ??= JSON.stringify({ tel: '010-1234-5678', content: 'a'.repeat(HUGE_BODY_BYTES) });
  return hugeJsonCache;
}

function multipartBytes(boundary: string, payload: number[]): Uint8Array<ArrayBuffer> {
  const head = utf8(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`);
  const tail = utf8(`\r\n--${boundary}--\r\n`);
  return new Uint8Array([...head, ...payload, ...tail]);
}
