import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for every stored rich text (DESIGN section 2): what the Tiptap editor produces,
 * nothing that runs script or loads from another origin. Images only from our own file store;
 * links may leave the site but never as javascript: and always with rel="noopener noreferrer".
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/files\/[A-Za-z0-9._-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const kept: sanitizeHtml.Attributes = external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
      return { tagName, attribs: kept };
    },
    h1: 'h2',
    b: 'strong',
    i: 'em',
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
