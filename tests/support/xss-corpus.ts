import type { Page } from '@playwright/test';

/**
 * Hostile markup for every field people write (issue 11, section 3 'XSS'). Each payload, should
 * it ever run, calls the page's `xss(id)` hook (or opens a dialog whose message is its id), so a
 * run names the payload that got through. Shared by the browser suite and any unit test of the
 * sanitizer. Sources of the tricks: the OWASP XSS filter evasion cheat sheet, PortSwigger's XSS
 * cheat sheet, and the DOMPurify/sanitize-html mutation-XSS reports (noscript, svg/style, mglyph).
 */

export type XssPayload = {
  /** Unique, small: what the hook reports. */
  id: number;
  /** The family it belongs to, for the report. */
  kind: string;
  text: string;
};

/** The global every payload calls. Short on purpose, so payloads fit 30-character name fields. */
export const hookName = 'xss';

type Template = { kind: string; text: string };

/**
 * Placeholders: §x the plain call `xss(id)`, §t the call through the top window (frames),
 * §b the base64 of `top.xss(id)`, §h the base64 of a document running it, §n the id itself.
 */
const fixed: Template[] = [
  // <script> in every shape and after every element that could hold it as raw text.
  { kind: 'script', text: '<script>§x</script>' },
  { kind: 'script', text: '<ScRiPt>§x</sCrIpT>' },
  { kind: 'script', text: '<script src=data:,§x></script>' },
  { kind: 'script', text: '<script type=module>§x</script>' },
  { kind: 'script', text: "<script>eval(atob('§b'))</script>" },
  { kind: 'script', text: "<script>setTimeout('§x')</script>" },
  { kind: 'script', text: '<script x>§x</script x>' },
  { kind: 'script', text: '<scr<script>ipt>§x</scr</script>ipt>' },
  { kind: 'script', text: '<script\t>§x</script\t>' },
  { kind: 'script', text: '<script/xss>§x</script>' },
  { kind: 'script', text: '<<script>§x//<</script>' },
  { kind: 'script', text: '<script>/*</script>*/§x</script>' },
  { kind: 'script', text: '<script>\\u0078ss(§n)</script>' },
  { kind: 'script', text: '<script src="data:text/javascript;base64,§b"></script>' },
  // Raw-text and escapable-raw-text elements closed early.
  { kind: 'context-breakout', text: '</script><script>§x</script>' },
  { kind: 'context-breakout', text: '</title><script>§x</script>' },
  { kind: 'context-breakout', text: '</textarea><script>§x</script>' },
  { kind: 'context-breakout', text: '</style><script>§x</script>' },
  { kind: 'context-breakout', text: '</noscript><script>§x</script>' },
  { kind: 'context-breakout', text: '</template><script>§x</script>' },
  { kind: 'context-breakout', text: '</xmp><script>§x</script>' },
  { kind: 'context-breakout', text: '</iframe><script>§x</script>' },
  { kind: 'context-breakout', text: '</noembed><img src=x onerror=§x>' },
  { kind: 'context-breakout', text: '</plaintext><svg onload=§x>' },
  { kind: 'context-breakout', text: '<!--</script><script>§x</script>-->' },
  { kind: 'context-breakout', text: '--><svg onload=§x>' },
  // JSON in a script element, JS strings and template engines.
  { kind: 'json-breakout', text: '"}</script><script>§x</script>' },
  { kind: 'json-breakout', text: "'}]</script><img src=x onerror=§x>" },
  { kind: 'json-breakout', text: '\\"});§x;//' },
  { kind: 'json-breakout', text: '\u2028§x\u2029' },
  { kind: 'js-string', text: "'-§x-'" },
  { kind: 'js-string', text: '"-§x-"' },
  { kind: 'js-string', text: "';§x;//" },
  { kind: 'js-string', text: '";§x;//' },
  { kind: 'js-string', text: "\\';§x;//" },
  { kind: 'js-string', text: '`;§x;`' },
  { kind: 'template', text: '${§x}' },
  { kind: 'template', text: '`${§x}`' },
  { kind: 'template', text: '{{§x}}' },
  { kind: 'template', text: "{{constructor.constructor('§x')()}}" },
  { kind: 'template', text: "{{$on.constructor('§x')()}}" },
  { kind: 'template', text: '#{§x}' },
  { kind: 'template', text: '<%= §x %>' },
  { kind: 'template', text: '[[${§x}]]' },
  { kind: 'template', text: '{{{§x}}}' },
  { kind: 'template', text: '}}<img src=x onerror=§x>{{' },
  // Attribute breakouts, for text reflected into value="…" or title='…'.
  { kind: 'attribute-breakout', text: '"><svg onload=§x>' },
  { kind: 'attribute-breakout', text: "'><svg onload=§x>" },
  { kind: 'attribute-breakout', text: '"><img src=x onerror=§x>' },
  { kind: 'attribute-breakout', text: '" autofocus onfocus=§x x="' },
  { kind: 'attribute-breakout', text: "' autofocus onfocus=§x x='" },
  { kind: 'attribute-breakout', text: '"autofocus/onfocus="§x' },
  { kind: 'attribute-breakout', text: '" onmouseover=§x x="' },
  { kind: 'attribute-breakout', text: '"/><script>§x</script>' },
  { kind: 'attribute-breakout', text: '\\"><script>§x</script>' },
  { kind: 'attribute-breakout', text: '` autofocus onfocus=§x `' },
  { kind: 'attribute-breakout', text: '" onfocus=§x autofocus="' },
  { kind: 'attribute-breakout', text: '"><details open ontoggle=§x>' },
  // URL schemes: javascript:, data:, vbscript:, encoded, split by whitespace or entities.
  { kind: 'url', text: '<a href=javascript:§x>링크</a>' },
  { kind: 'url', text: '<a href="JaVaScRiPt:§x">링크</a>' },
  { kind: 'url', text: '<a href=" javascript:§x">링크</a>' },
  { kind: 'url', text: '<a href="java\tscript:§x">링크</a>' },
  { kind: 'url', text: '<a href="java\nscript:§x">링크</a>' },
  { kind: 'url', text: '<a href="jav&#x09;ascript:§x">링크</a>' },
  { kind: 'url', text: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;§x">링크</a>' },
  { kind: 'url', text: '<a href="&#x6a;avascript:§x">링크</a>' },
  { kind: 'url', text: '<a href="javascript&colon;§x">링크</a>' },
  { kind: 'url', text: '<a href="javascript:%78ss(§n)">링크</a>' },
  { kind: 'url', text: '<a href="vbscript:msgbox(§n)">링크</a>' },
  { kind: 'url', text: '<a href="data:text/html;base64,§h">링크</a>' },
  { kind: 'url', text: '<a href="data:text/html,<script>top.xss(§n)</script>">링크</a>' },
  { kind: 'url', text: '<a href=javascript:§x autofocus>링크</a>' },
  { kind: 'url', text: '<iframe src=javascript:§t></iframe>' },
  { kind: 'url', text: '<iframe src="data:text/html,<script>§t</script>"></iframe>' },
  { kind: 'url', text: '<object data=javascript:§t></object>' },
  { kind: 'url', text: '<object data="data:text/html,<script>§t</script>"></object>' },
  { kind: 'url', text: '<embed src=javascript:§t>' },
  { kind: 'url', text: '<embed src="data:text/html;base64,§h">' },
  { kind: 'url', text: '<form action=javascript:§x><input type=submit id=s></form>' },
  { kind: 'url', text: '<form><button formaction=javascript:§x>보내기</button></form>' },
  { kind: 'url', text: '<isindex action=javascript:§x type=image>' },
  { kind: 'url', text: '<meta http-equiv=refresh content="0;url=javascript:§x">' },
  { kind: 'url', text: '<meta http-equiv=refresh content="0;url=data:text/html,<script>§t</script>">' },
  { kind: 'url', text: '<base href=javascript:§x//>' },
  { kind: 'url', text: '<base href="data:text/html,<script>§t</script>">' },
  { kind: 'url', text: '<img src=x onerror="location=\'javascript:§x\'">' },
  // CSS.
  { kind: 'style', text: "<style>@import 'data:,*{x:expression(§x)}';</style>" },
  { kind: 'style', text: '<style>@import url("javascript:§x");</style>' },
  { kind: 'style', text: '<div style="background:url(javascript:§x)">x</div>' },
  { kind: 'style', text: '<div style="x:expression(§x)">x</div>' },
  { kind: 'style', text: '<link rel=stylesheet href=data:,x onload=§x>' },
  { kind: 'style', text: '<link rel=import href="data:text/html,<script>§t</script>">' },
  // Inline frames with their own document.
  { kind: 'frame', text: '<iframe srcdoc="<script>§t</script>"></iframe>' },
  { kind: 'frame', text: '<iframe srcdoc="&lt;img src=x onerror=§t&gt;"></iframe>' },
  { kind: 'frame', text: '<iframe onload=§x></iframe>' },
  { kind: 'frame', text: '<frameset onload=§x>' },
  // SVG.
  { kind: 'svg', text: '<svg><script>§x</script></svg>' },
  { kind: 'svg', text: '<svg><script href=data:,§x /></svg>' },
  { kind: 'svg', text: '<svg><script xlink:href=data:,§x></script></svg>' },
  { kind: 'svg', text: '<svg><animate onbegin=§x attributeName=x dur=1s>' },
  { kind: 'svg', text: '<svg><set onbegin=§x attributeName=x to=1>' },
  { kind: 'svg', text: '<svg><animate onend=§x attributeName=x dur=0.01s>' },
  { kind: 'svg', text: '<svg><a xlink:href="javascript:§x"><text x=9 y=9>x</text></a></svg>' },
  { kind: 'svg', text: '<svg><a><animate attributeName=href values=javascript:§x /><text y=9>x</text></a></svg>' },
  { kind: 'svg', text: '<svg><foreignObject><img src=x onerror=§x></foreignObject></svg>' },
  { kind: 'svg', text: '<svg><image href=x onerror=§x />' },
  { kind: 'svg', text: '<svg><title><img src=x onerror=§x></title></svg>' },
  { kind: 'svg', text: '<svg><desc><img src=x onerror=§x></desc></svg>' },
  { kind: 'svg', text: '<svg><style><img src=x onerror=§x></style></svg>' },
  { kind: 'svg', text: '<svg><![CDATA[><img src=x onerror=§x>]]></svg>' },
  {
    kind: 'svg',
    text: "<svg><use href=\"data:image/svg+xml,<svg id='a' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='§t'/></svg>#a\"/></svg>",
  },
  { kind: 'svg', text: '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">§x</handler></svg>' },
  // MathML and namespace confusion.
  { kind: 'mathml', text: '<math><mtext><table><mglyph><style><img src=x onerror=§x>' },
  { kind: 'mathml', text: '<math><mi xlink:href="javascript:§x">x</mi></math>' },
  { kind: 'mathml', text: '<math><maction actiontype=statusline xlink:href=javascript:§x>x</maction></math>' },
  { kind: 'mathml', text: '<math><style><img src=x onerror=§x></style></math>' },
  { kind: 'mathml', text: '<math><mtext><img src=x onerror=§x></mtext></math>' },
  { kind: 'mathml', text: '<math><annotation-xml encoding="text/html"><img src=x onerror=§x></annotation-xml></math>' },
  { kind: 'mathml', text: '<math href="javascript:§x">x</math>' },
  {
    kind: 'mathml',
    text: '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=§x>"></style></h1>',
  },
  // Sanitizer mutation (mXSS): markup that changes meaning when parsed, serialized and parsed again.
  { kind: 'mxss', text: '<noscript><p title="</noscript><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<svg></p><style><a id="</style><img src=1 onerror=§x>">' },
  { kind: 'mxss', text: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=§x>' },
  { kind: 'mxss', text: '<svg><p><style><img src=x onerror=§x>' },
  { kind: 'mxss', text: '<!--><img src=x onerror=§x>-->' },
  { kind: 'mxss', text: '<!--!><img src=x onerror=§x>-->' },
  { kind: 'mxss', text: '<xmp><p title="</xmp><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<noembed><p title="</noembed><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<noframes><p title="</noframes><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<iframe><p title="</iframe><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<textarea><p title="</textarea><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<title><p title="</title><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<style><p title="</style><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<template><p title="</template><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<table><svg><tr><td><img src=x onerror=§x>' },
  { kind: 'mxss', text: '<a href="x" title="&lt;img src=x onerror=§x&gt;">x</a>' },
  { kind: 'mxss', text: '<img alt="<x" title="/><img src=x onerror=§x>">' },
  { kind: 'mxss', text: '<p id="</p><img src=x onerror=§x>">x</p>' },
  { kind: 'mxss', text: '<select><template><img src=x onerror=§x></template></select>' },
  { kind: 'mxss', text: '<svg><style>&lt;img src=x onerror=§x&gt;</style></svg>' },
  // Escaping that a second decode would undo.
  { kind: 'double-decode', text: '&lt;img src=x onerror=§x&gt;' },
  { kind: 'double-decode', text: '&amp;lt;script&amp;gt;§x&amp;lt;/script&amp;gt;' },
  { kind: 'double-decode', text: '%3Cimg%20src%3Dx%20onerror%3D§x%3E' },
  { kind: 'double-decode', text: '%253Cscript%253E§x%253C%252Fscript%253E' },
  { kind: 'double-decode', text: '\\u003cimg src=x onerror=§x\\u003e' },
  { kind: 'double-decode', text: '\\x3cscript\\x3e§x\\x3c/script\\x3e' },
  { kind: 'double-decode', text: '＜script＞§x＜/script＞' },
  { kind: 'double-decode', text: '+ADw-script+AD4-§x+ADw-/script+AD4-' },
  // Odd tags and handlers that fire without a click.
  { kind: 'tag', text: '<body onload=§x>' },
  { kind: 'tag', text: '<body onpageshow=§x>' },
  { kind: 'tag', text: '<video><source onerror=§x></video>' },
  { kind: 'tag', text: '<audio src=x onloadstart=§x>' },
  { kind: 'tag', text: '<object data=x onerror=§x></object>' },
  { kind: 'tag', text: '<script src=x onerror=§x></script>' },
  { kind: 'tag', text: '<input onblur=§x autofocus><input autofocus>' },
  { kind: 'tag', text: '<div tabindex=0 autofocus onfocusin=§x>x</div>' },
  { kind: 'tag', text: '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload=§x>' },
  { kind: 'tag', text: '<picture><source srcset=x><img src=x onerror=§x></picture>' },
  { kind: 'tag', text: '<img srcset=x onerror=§x>' },
  { kind: 'tag', text: '<style onload=§x></style>' },
  { kind: 'tag', text: '<xss onfocus=§x autofocus tabindex=1>x</xss>' },
  { kind: 'tag', text: '<div onpointerover=§x style=position:fixed;inset:0>x</div>' },
  { kind: 'tag', text: '<img src=x onerror=§x//' },
  { kind: 'tag', text: '<img src=`x`onerror=§x>' },
  { kind: 'tag', text: '<img """><script>§x</script>">' },
  { kind: 'tag', text: '<img src=x:y onerror=§x>' },
];

/** Handlers that fire on their own once the markup is in the page. */
const autoHandlers: string[] = [
  '<img src=x onerror=H>',
  '<svg onload=H>',
  '<svg/onload=H>',
  '<details open ontoggle=H>',
  '<input autofocus onfocus=H>',
  '<iframe onload=H>',
  '<video src=x onerror=H>',
  '<marquee onstart=H>x</marquee>',
  '<select autofocus onfocus=H>',
  '<textarea autofocus onfocus=H>',
  '<img/src=x/onerror=H>',
  '<IMG SRC=x OnErRoR=H>',
];

/** Ways to call the hook without writing `xss(` plainly, as filters that look for it miss them. */
const callForms: Array<(id: number) => string> = [
  (id) => `xss(${id})`,
  (id) => `alert(${id})`,
  (id) => `top.xss(${id})`,
  (id) => `window['x'+'ss'](${id})`,
  (id) => `eval(atob('${base64(`top.xss(${id})`)}'))`,
  (id) => `[${id}].find(xss)`,
  (id) => `xss\`${id}\``,
  (id) => `setTimeout('xss(${id})')`,
  (id) => `&#x78;ss(${id})`,
  (id) => `Function('xss(${id})')()`,
  (id) => `self[atob('eHNz')](${id})`,
  (id) => `\\u0078ss(${id})`,
];

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

function fill(template: string, id: number): string {
  return template
    .replaceAll('§x', `xss(${id})`)
    .replaceAll('§t', `top.xss(${id})`)
    .replaceAll('§b', base64(`top.xss(${id})`))
    .replaceAll('§h', base64(`<script>top.xss(${id})</script>`))
    .replaceAll('§n', String(id));
}

function build(): XssPayload[] {
  const list: XssPayload[] = [];
  for (const template of fixed) list.push({ id: list.length + 1, kind: template.kind, text: fill(template.text, list.length + 1) });
  for (const handler of autoHandlers) {
    for (const call of callForms) {
      const id = list.length + 1;
      list.push({ id, kind: 'event-handler', text: handler.replace('H', call(id)) });
    }
  }
  return list;
}

export const xssPayloads: readonly XssPayload[] = build();

/**
 * The payloads in batches whose joined text stays within `maxChars` (a field's limit), each
 * payload on its own line behind a visible marker `[#id]` so the page can be checked for it.
 */
export function batchPayloads(payloads: readonly XssPayload[], maxChars: number, separator = '\n'): XssPayload[][] {
  const batches: XssPayload[][] = [];
  let current: XssPayload[] = [];
  let length = 0;
  for (const payload of payloads) {
    const size = payloadLine(payload).length + separator.length;
    if (size > maxChars) continue;
    if (length + size > maxChars && current.length > 0) {
      batches.push(current);
      current = [];
      length = 0;
    }
    current.push(payload);
    length += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** One payload as it goes into a text field: its marker, then the markup. */
export function payloadLine(payload: XssPayload): string {
  return `[#${payload.id}] ${payload.text}`;
}

export function joinBatch(batch: readonly XssPayload[], separator = '\n'): string {
  return batch.map(payloadLine).join(separator);
}

/**
 * Text as a reader sees it, for comparing what was typed with what a page shows: NFC, the
 * control and separator characters the site strips (post-rules.ts) gone, every run of white
 * space one space.
 */
export function comparableText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u2028\u2029]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export type XssExecution = { id: string; how: 'hook' | 'dialog'; url: string };

export type XssWatch = {
  executions: XssExecution[];
  /** Page loads checked with this watch. */
  loads: number;
};

/**
 * Installs the hook on a page before any of its scripts run: `xss(id)` (also reached as
 * top.xss from frames) reports to the test, and any alert, confirm or prompt counts as an
 * execution too and is dismissed so the page goes on.
 */
export async function installXssHook(page: Page, watch: XssWatch = { executions: [], loads: 0 }): Promise<XssWatch> {
  await page.exposeBinding('__xssReport', (source, id: unknown) => {
    watch.executions.push({ id: String(id), how: 'hook', url: source.frame.url() });
  });
  await page.addInitScript(() => {
    const report = (id: unknown) => (window as unknown as { __xssReport: (id: string) => void }).__xssReport(String(id));
    Object.defineProperty(window, 'xss', { value: report, writable: false, configurable: false });
  });
  page.on('dialog', (dialog) => {
    watch.executions.push({ id: dialog.message(), how: 'dialog', url: page.url() });
    void dialog.dismiss().catch(() => undefined);
  });
  return watch;
}

/**
 * Markup left armed in the page even if nothing ran yet (a handler that needs a hover or a
 * link that needs a click): event-handler attributes anywhere, and script-bearing URLs in
 * href, src, action, formaction, data, srcdoc or xlink:href. React's own placeholder for a
 * blocked javascript: URL is not ours to count.
 */
export async function armedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'poster', 'background'];
    const dangerous = /^[\s\u0000-\u001f]*(javascript|vbscript|data\s*:\s*text\/html)/i;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value;
        const reactBlocked = value.startsWith("javascript:throw new Error('React has blocked");
        if (name.startsWith('on')) found.push(`<${element.localName} ${name}="${value.slice(0, 60)}">`);
        else if (name === 'srcdoc') found.push(`<${element.localName} srcdoc>`);
        else if (urlAttributes.includes(name) && dangerous.test(value) && !reactBlocked)
          found.push(`<${element.localName} ${name}="${value.slice(0, 60)}">`);
      }
    }
    return found;
  });
}
