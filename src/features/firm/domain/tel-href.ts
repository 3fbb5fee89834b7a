/** `tel:` link for a Korean phone number as written on the page. No zod here: client components may use it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
