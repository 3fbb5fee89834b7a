/** '2026. 3. 14.' in Seoul time, for dates shown on public pages (the server renders them). */
export function formatKoreanDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00+09:00` : value) : value;
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'numeric', day: 'numeric' }).format(date);
}

/** 'YYYY-MM-DD' in Seoul time, for <time dateTime>. */
export function isoDay(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00+09:00` : value) : value;
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(date);
}
