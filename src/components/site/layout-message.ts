/** The layout-change message (spec section 2): `{ type: 'layout-change', background: '#hex' }`. */
const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The background colour a message asks for: a hex colour, '' to restore the default, or null
 * when the message is not a valid layout change (anything else could inject CSS).
 */
export function layoutChangeBackground(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, background } = data as { type?: unknown; background?: unknown };
  if (type !== 'layout-change' || typeof background !== 'string') return null;
  const colour = background.trim();
  if (colour === '') return '';
  return hexColour.test(colour) ? colour.toLowerCase() : null;
}
