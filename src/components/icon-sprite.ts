/**
 * The site's icons and the firm mark as one SVG sprite, served at /icons.svg (src/app/icons.svg) and
 * drawn by <use> (components/icons.tsx, components/site/logo.tsx). A page then carries a short
 * reference per icon instead of its paths, once in the HTML and again in its React Server Component
 * payload (issue 17); the browser fetches the sprite once and keeps it.
 *
 * The icons draw with the stroke and fill the .icon rule sets on the <svg> that uses them (inherited
 * into the symbol), so a utility on one icon still applies. The mark sets its own colours.
 */
export const iconSymbols = {
  phone:
    '<path d="M5.2 3.5h3.1l1.6 4.1-2.1 1.4a11.6 11.6 0 0 0 6.2 6.2l1.4-2.1 4.1 1.6v3.1a2 2 0 0 1-2.2 2A16.6 16.6 0 0 1 3.2 5.7a2 2 0 0 1 2-2.2Z"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  'chevron-down': '<path d="m6 9 6 6 6-6"/>',
  'chevron-right': '<path d="m9 6 6 6-6 6"/>',
  'arrow-right': '<path d="M5 12h14M13 6l6 6-6 6"/>',
  chat: '<path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5Z"/><path d="M8 9h8M8 12h5"/>',
  clock: '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>',
  folder: '<path d="M3.5 7A1.5 1.5 0 0 1 5 5.5h4l2 2h8A1.5 1.5 0 0 1 20.5 9v8.5A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5Z"/>',
  calculator:
    '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M8 7h8M8.5 11h.01M12 11h.01M15.5 11h.01M8.5 14.5h.01M12 14.5h.01M15.5 14.5h.01M8.5 18h.01M12 18h.01M15.5 18h.01"/>',
  scale: '<path d="M12 4v16M7 20h10M5 7h14"/><path d="m5 7-2.5 6a2.5 2.5 0 0 0 5 0Z M19 7l-2.5 6a2.5 2.5 0 0 0 5 0Z"/>',
  users:
    '<circle cx="9" cy="8.5" r="3"/><path d="M3.5 19a5.5 5.5 0 0 1 11 0"/><path d="M15.5 5.8a3 3 0 0 1 0 5.4M17 14.2a5.5 5.5 0 0 1 3.5 4.8"/>',
  'map-pin': '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z"/><circle cx="12" cy="10" r="2.3"/>',
  train: '<rect x="6" y="3.5" width="12" height="13" rx="3"/><path d="M6 11h12M9.5 14h.01M14.5 14h.01M8.5 20l1.5-3.5M15.5 20 14 16.5"/>',
  shield: '<path d="M12 3.5 5 6v5.5c0 4.3 3 7.6 7 9 4-1.4 7-4.7 7-9V6Z"/><path d="m9 12 2 2 4-4"/>',
  user: '<circle cx="12" cy="8.5" r="3.5"/><path d="M5 20a7 7 0 0 1 14 0"/>',
  'check-circle': '<circle cx="12" cy="12" r="8.5"/><path d="m8.5 12.2 2.4 2.4 4.6-4.8"/>',
} as const;

export type IconName = keyof typeof iconSymbols;

/** The firm mark: a balance drawn as a roof over two scales, on a navy seal with a warm hairline. */
const logoSymbol =
  '<rect x="0.5" y="0.5" width="39" height="39" rx="10" fill="#142c49"/>' +
  '<rect x="3.5" y="3.5" width="33" height="33" rx="7.5" fill="none" stroke="#b4532a" stroke-width="1" opacity="0.9"/>' +
  '<g fill="none" stroke="#fff" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M11 15.5 20 10l9 5.5"/><path d="M20 10v18M15 28h10"/><path d="m12.5 16.5-3 6.2a3 3 0 0 0 6 0Z"/><path d="m27.5 16.5-3 6.2a3 3 0 0 0 6 0Z"/>' +
  '</g>';

/** The sprite document: one <symbol> per icon (24 × 24) and the mark (40 × 40). */
export function spriteSvg(): string {
  const icons = Object.entries(iconSymbols).map(([id, body]) => `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    ...icons,
    `<symbol id="logo" viewBox="0 0 40 40">${logoSymbol}</symbol>`,
    '</svg>',
    '',
  ].join('\n');
}
