/** Map services open a search for the address: a plain link, no map script or iframe (DESIGN section 6). */
export function kakaoMapHref(address: string): string {
  return `https://map.kakao.com/link/search/${encodeURIComponent(address)}`;
}

export function naverMapHref(address: string): string {
  return `https://map.naver.com/p/search/${encodeURIComponent(address)}`;
}
