export type SocialProvider = 'kakao' | 'naver' | 'google';

export const providerNames: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버', google: '구글' };

/** Each provider's mark, drawn inline (no images from the internet). Decorative: the button names it. */
export function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'kakao') {
    return (
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="#191919"
          d="M12 4C6.9 4 3 7.2 3 11.1c0 2.5 1.6 4.7 4.1 5.9l-.9 3.3c-.1.3.3.6.5.4l3.9-2.6c.5.1.9.1 1.4.1 5.1 0 9-3.2 9-7.1S17.1 4 12 4Z"
        />
      </svg>
    );
  }
  if (provider === 'naver') {
    return (
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="4" fill="#03C75A" />
        <path fill="#fff" d="M14.2 6v6.2L9.9 6H6v12h3.8v-6.2l4.3 6.2H18V6Z" />
      </svg>
    );
  }
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z" />
      <path fill="#34A853" d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z" />
      <path fill="#FBBC05" d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2Z" />
      <path fill="#EA4335" d="M12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.4 3-4.1 5.6-4.1Z" />
    </svg>
  );
}

export const providerButtonClass: Record<SocialProvider, string> = {
  kakao: 'bg-[#FEE500] text-[#191919] hover:bg-[#f5dc00] border-[#FEE500]',
  naver: 'bg-white text-slate-900 hover:bg-slate-50 border-slate-300',
  google: 'bg-white text-slate-900 hover:bg-slate-50 border-slate-300',
};
