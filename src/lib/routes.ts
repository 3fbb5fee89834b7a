import { plainAddressHeader } from './plain-address.mjs';

/**
 * The one route table: public paths (Korean where the spec says so) used by links, menus,
 * canonical URLs, the sitemap and tests. Next 16 cannot build a folder with a Korean name
 * (next.js issue 97890), so pages that later issues add for Korean paths live in ASCII folders
 * behind rewrites generated from this table.
 */

export const routes = {
  home: '/',
  firmIntro: '/page/intro',
  firmHello: '/page/intro/hello',
  lawyers: '/page/intro/전문가',
  directions: '/page/intro/오시는길',
  fees: '/page/intro/이혼변호사선임비용',
  broadcasts: '/page/방송활동',
  divorceGrounds: '/page/이혼사유',
  alimonyGuide: '/page/위자료',
  custodyGuide: '/page/양육권',
  specialtyIndex: '/page/전문분야',
  consultProcedure: '/page/절차/abc-consult',
  showcaseClientCase: '/page/showcase/clientcase',
  showcaseDoneCase: '/page/showcase/donecase',
  showcaseJudgment: '/page/showcase/judgment',
  divorceAbcConsult: '/page/divorce/abc-consult',
  divorceAbcSuit: '/page/divorce/abc-suit',
  divorceAbcCause6: '/page/divorce/abc-cause6',
  divorcePoint: '/page/divorce/point',
  divorceCase: '/page/divorce/case',
  divorceFee: '/page/divorce/fee',
  propertyDivisionLawyers: '/page/이혼사실혼재산분할/전문변호사',
  landing: '/land/v1',
  propertySuit: '/suit/property',
  winCases: '/case/win',
  reviews: '/case/review',
  caseHistory: '/case/history',
  blogFeed: '/blog/rss.xml',
  officeBlog: '/office/blog',
  qna: '/qna',
  talk: '/talk',
  blog: '/blog',
  consultBoard: '/consult/board',
  consultReceipt: '/consult/receipt',
  consultDev: '/consult',
  consultBooking: '/consult/booking',
  bookingDev: '/booking',
  premiumConsult: '/consult/premium',
  premiumPay: '/consult/premium-pay',
  officeBookings: '/office/bookings',
  officeBookingSettings: '/office/bookings/settings',
  payOpt: '/pay/opt',
  payResult: '/pay/result',
  payMobileCallback: '/pay/mobileCallback',
  payPMobileCallback: '/pay/pmobileCallback',
  payInfo: '/pay/info_origin',
  officePayments: '/office/payments',
  tossWebhook: '/api/payments/toss/webhook',
  privacy: '/privacy',
  login: '/member/login',
  authLogin: '/auth/login',
  loginCallback: '/member/callback',
  loginLanding: '/member/callback/redirecting',
  passwordReset: '/member/password/reset',
  myPage: '/member/mypage',
  myNotifications: '/member/notifications',
  talkNotificationCount: '/api/talk/notifications',
  badges: '/member/badge',
  office: '/office',
  divorceSuitSpecialty: '/page/전문분야/이혼소송',
  affairSuitCentre: '/page/상간녀소송/전문변호사',
  affairAwardAnalysis: '/tool/상간녀소송/위자료소송/판례분석',
  affairAwardGuide: '/tool/상간녀소송/위자료소송/판례분석/해설',
  divorceSuitProcedure: '/page/절차/이혼소송',
  agreedDivorceProcedure: '/page/절차/협의이혼',
  propertyDivisionGuide: '/page/재산분할',
  childSupportCalculator: '/tool/양육비계산기',
  propertyDivisionCalculator: '/tool/재산분할계산기',
  propertyDivisionHistory: '/tool/재산분할계산기/history',
  suitCostCalculator: '/tool/상간녀소송/상간녀위자료소송-비용계산기',
  suitCostPopup: '/tool/상간녀소송/상간녀위자료소송-비용계산기/popup',
  evidenceUpload: '/tool/상간녀소송/상간녀위자료소송-비용계산기/upload',
  suitPreparation: '/tool/상간녀소송/소송준비',
  toolIndex: '/tool',
} as const;

export const specialties = [
  { slug: '조정이혼', title: '조정이혼' },
  { slug: '이혼소송', title: '이혼소송' },
  { slug: '재산분할', title: '재산분할' },
  { slug: '위자료', title: '위자료' },
  { slug: '상간남-상간녀', title: '상간남·상간녀 소송' },
  { slug: '양육권-양육비', title: '양육권·양육비' },
] as const;

export function specialtyPath(slug: string): string {
  return `/page/전문분야/${slug}`;
}

export function lawyerPath(id: number): string {
  return `/page/intro/전문가/${id}`;
}

export function winCasePath(id: number): string {
  return `/case/win/${id}`;
}

export function reviewPath(id: number): string {
  return `/case/review/${id}`;
}

export function blogCategoryPath(category: string): string {
  return `/blog/${category}`;
}

/** A post's canonical path; `/blog/post/{slug}` redirects here. */
export function postPath(post: { category: string; slug: string }): string {
  return `/blog/${post.category}/${post.slug}`;
}

export function broadcastPath(slug: string): string {
  return `/page/방송활동/${slug}`;
}

export function officePostPath(id?: number): string {
  return id ? `/office/blog/post/${id}` : '/office/blog/post';
}

/**
 * Public Korean paths and the ASCII folders that serve them (next.js issue 97890). next.config
 * turns each into a rewrite (public → internal) and a permanent redirect (internal → public), so
 * every page has exactly one address. `:name` segments pass through unchanged.
 */
export const koreanRewrites = [
  { path: '/page/intro/오시는길', internal: '/page/intro/directions' },
  { path: '/page/intro/이혼변호사선임비용', internal: '/page/intro/fees' },
  { path: '/page/intro/전문가', internal: '/page/intro/lawyers' },
  { path: '/page/intro/전문가/:id', internal: '/page/intro/lawyers/:id' },
  { path: '/page/방송활동', internal: '/page/broadcasts' },
  { path: '/page/방송활동/:slug', internal: '/page/broadcasts/:slug' },
  { path: '/page/이혼사유', internal: '/page/divorce-grounds' },
  { path: '/page/재산분할', internal: '/page/property-division' },
  { path: '/page/위자료', internal: '/page/alimony' },
  { path: '/page/양육권', internal: '/page/custody' },
  { path: '/page/전문분야', internal: '/page/specialties' },
  { path: '/page/전문분야/:specialty', internal: '/page/specialties/:specialty' },
  { path: '/page/절차/이혼소송', internal: '/page/procedure/divorce-suit' },
  { path: '/page/절차/협의이혼', internal: '/page/procedure/agreed-divorce' },
  { path: '/page/절차/abc-consult', internal: '/page/procedure/abc-consult' },
  { path: '/page/상간녀소송/전문변호사', internal: '/page/affair-suit/lawyers' },
  { path: '/page/이혼사실혼재산분할/전문변호사', internal: '/page/property-division/lawyers' },
  { path: '/tool/양육비계산기', internal: '/tool/child-support' },
  { path: '/tool/재산분할계산기', internal: '/tool/property-division' },
  { path: '/tool/재산분할계산기/history', internal: '/tool/property-division/history' },
  { path: '/tool/상간녀소송/상간녀위자료소송-비용계산기', internal: '/tool/suit-cost' },
  { path: '/tool/상간녀소송/상간녀위자료소송-비용계산기/popup', internal: '/tool/suit-cost/popup' },
  { path: '/tool/상간녀소송/상간녀위자료소송-비용계산기/upload', internal: '/tool/suit-cost/upload' },
  { path: '/tool/상간녀소송/위자료소송/판례분석', internal: '/tool/award-analysis' },
  { path: '/tool/상간녀소송/위자료소송/판례분석/해설', internal: '/tool/award-analysis/guide' },
  { path: '/tool/상간녀소송/소송준비', internal: '/tool/suit-preparation' },
] as const;

/** Encodes the literal segments of a rewrite pattern, leaving `:name` parameters as they are. */
export function encodePattern(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? segment : encodeURIComponent(segment)))
    .join('/');
}

/**
 * Every public page with a fixed address (items such as lawyers and posts come from the
 * database): the sitemap lists them and the route test requests each one.
 */
export const publicPagePaths: string[] = [
  routes.home,
  routes.firmIntro,
  routes.firmHello,
  routes.lawyers,
  routes.directions,
  routes.fees,
  routes.broadcasts,
  routes.divorceGrounds,
  routes.propertyDivisionGuide,
  routes.specialtyIndex,
  ...specialties.map((s) => specialtyPath(s.slug)),
  routes.divorceSuitProcedure,
  routes.agreedDivorceProcedure,
  routes.consultProcedure,
  routes.showcaseClientCase,
  routes.showcaseDoneCase,
  routes.showcaseJudgment,
  routes.divorceAbcConsult,
  routes.divorceAbcSuit,
  routes.divorceAbcCause6,
  routes.divorcePoint,
  routes.divorceCase,
  routes.divorceFee,
  routes.affairSuitCentre,
  routes.propertyDivisionLawyers,
  routes.landing,
  routes.propertySuit,
  routes.winCases,
  routes.reviews,
  routes.caseHistory,
  routes.blog,
  routes.consultBoard,
  routes.consultBooking,
  routes.premiumConsult,
  routes.premiumPay,
  routes.payInfo,
  routes.qna,
  routes.privacy,
  routes.toolIndex,
  routes.childSupportCalculator,
  routes.propertyDivisionCalculator,
  routes.suitCostCalculator,
  routes.evidenceUpload,
  routes.affairAwardAnalysis,
  routes.affairAwardGuide,
  routes.suitPreparation,
  routes.talk,
  ...talkBoardPaths(),
];

/** Pages that answer only with the development flag (spec section 2: dev-only). */
export const devOnlyPaths: string[] = [routes.alimonyGuide, routes.custodyGuide, routes.consultDev, routes.bookingDev, routes.badges];

/** Old entry points of the previous site that now live at one canonical page (HTTP 301). */
export const permanentRedirects = [
  { from: '/main', to: '/' },
  { from: '/v1', to: '/' },
  { from: '/index_origin', to: '/' },
  { from: '/index_v2', to: '/' },
  { from: '/test', to: '/' },
  { from: '/case', to: '/case/win' },
  { from: '/blog/post', to: '/blog' },
  { from: '/office/blog/post_quill', to: '/office/blog/post' },
  { from: '/office/blog/post_quill/:id', to: '/office/blog/post/:id' },
  { from: '/tool/test', to: '/tool' },
  { from: '/tool/양육비계산기/v2', to: '/tool/양육비계산기' },
  { from: '/tool/재산분할계산기/old_v1', to: '/tool/재산분할계산기' },
  { from: '/tool/재산분할계산기/v1', to: '/tool/재산분할계산기' },
  { from: '/tool/상간녀소송/전문변호사', to: '/page/상간녀소송/전문변호사' },
  // The spec's optional ids: without one, the list is the section's front page.
  { from: '/qna/category', to: '/qna' },
  { from: '/qna/section', to: '/qna' },
  { from: '/qna/post', to: '/qna' },
  { from: '/talk/category', to: '/talk' },
  { from: '/talk/section', to: '/talk' },
  { from: '/talk/post', to: '/talk' },
] as const;

/** Percent-encodes each path segment, so a Korean path is a valid absolute URL. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join('/');
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The canonical absolute URL of a public path on the site's own origin. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return new URL(encodePath(path), siteUrl).toString();
}

export type MenuLink = { title: string; href: string };
export type MenuEntry = { kind: 'single'; title: string; href: string } | { kind: 'multi'; title: string; items: MenuLink[] };

/** Desktop top-bar tabs (spec section 2). `matches` decides the highlighted tab by route. */
export function topTabs(devMenu: boolean): Array<MenuLink & { matches: string[] }> {
  const tabs: Array<MenuLink & { matches: string[] }> = [
    { title: '법인소개', href: routes.firmIntro, matches: ['/page/intro'] },
    { title: '이혼변호사 소개', href: routes.lawyers, matches: [routes.lawyers] },
    { title: '승소사례', href: routes.winCases, matches: ['/case'] },
    { title: '법률 Q&A', href: routes.qna, matches: ['/qna'] },
    { title: '전문분야', href: routes.divorceSuitSpecialty, matches: ['/page/전문분야', '/page/divorce'] },
    {
      title: '상담신청',
      href: routes.consultBoard,
      matches: [routes.consultBoard, routes.consultBooking, routes.premiumConsult, routes.premiumPay],
    },
  ];
  if (devMenu) {
    tabs.push(
      { title: '상담(개발)', href: routes.consultDev, matches: ['/consult'] },
      { title: '칼럼·소식', href: routes.blog, matches: ['/blog'] },
    );
  }
  return tabs;
}

/** Returns the href of the tab that owns `pathname` (the most specific match wins). */
export function activeTab(pathname: string, tabs: Array<MenuLink & { matches: string[] }>): string | null {
  const decoded = decodeURIComponentSafe(pathname);
  let best: { href: string; length: number } | null = null;
  for (const tab of tabs) {
    for (const prefix of tab.matches) {
      const hit = decoded === prefix || decoded.startsWith(`${prefix}/`);
      if (hit && (!best || prefix.length > best.length)) best = { href: tab.href, length: prefix.length };
    }
  }
  return best?.href ?? null;
}

/** The mobile drawer's entries (spec section 2, 'Layouts and navigation'). */
export const drawerMenu: MenuEntry[] = [
  { kind: 'single', title: '법인소개', href: routes.firmIntro },
  { kind: 'single', title: '변호사 소개', href: routes.lawyers },
  { kind: 'single', title: '법률 Q&A', href: routes.qna },
  {
    kind: 'multi',
    title: '전문분야',
    items: specialties.map((s) => ({ title: s.title, href: specialtyPath(s.slug) })),
  },
  {
    kind: 'multi',
    title: '승소사례·후기',
    items: [
      { title: '승소사례', href: routes.winCases },
      { title: '고객 후기', href: routes.reviews },
    ],
  },
  {
    kind: 'multi',
    title: '소송정보',
    items: [
      { title: '상간자 위자료 판례분석', href: routes.affairAwardAnalysis },
      { title: '이혼소송 절차', href: routes.divorceSuitProcedure },
      { title: '협의이혼 절차', href: routes.agreedDivorceProcedure },
      { title: '재산분할 절차', href: routes.propertyDivisionGuide },
    ],
  },
];

export const shortcutTiles: MenuLink[] = [
  { title: '상간자소송 센터', href: routes.affairSuitCentre },
  { title: '이혼 법률정보 센터', href: routes.qna },
  { title: '부부 커뮤니티', href: routes.talk },
];

export const calculatorLinks: MenuLink[] = [
  { title: '양육비 계산기', href: routes.childSupportCalculator },
  { title: '재산분할 계산기', href: routes.propertyDivisionCalculator },
];

/*
 * The couples community (/talk, spec section 2 'Community'). Boards keep the spec's fixed ids:
 * /talk/category/25 and /talk/section/{88,89,286,90} (community/domain/boards.ts names them).
 */
export function talkBoardPath(kind: 'category' | 'section', id: number): string {
  return `/talk/${kind}/${id}`;
}

/** The five boards' fixed links, in the order the community home lists them. */
export function talkBoardPaths(): string[] {
  return [
    talkBoardPath('category', 25),
    talkBoardPath('section', 88),
    talkBoardPath('section', 89),
    talkBoardPath('section', 286),
    talkBoardPath('section', 90),
  ];
}

/** A board's RSS feed (its newest public posts; never secret or hidden ones). */
export function talkFeedPath(boardKey: string): string {
  return `/talk/feed/${boardKey}`;
}

export function talkPostPath(id: number): string {
  return `/talk/post/${id}`;
}

/** A signed-in reader's own state on a post (GET, JSON): community/server/reader-state.ts. */
export function talkReaderStatePath(id: number): string {
  return `/api/talk/post/${id}/reader`;
}

/**
 * The routing hint a browser sets once its reader needs post pages rendered for them (the author of
 * a post, a moderator): with it and a session, /talk/post/{id} is rendered per request (decision 013).
 */
export const talkFullViewCookie = 'talk_full';

/** The post page's view counter (POST, 204): community/server/views.ts. */
export function talkPostViewPath(id: number): string {
  return `/talk/post/${id}/view`;
}

/** The write form; with an id, the form that edits that post. */
export function talkWritePath(id?: number): string {
  return id ? `/talk/write/${id}` : '/talk/write';
}

export function talkSearchPath(q?: string): string {
  return q ? `/talk/search?q=${encodeURIComponent(q)}` : '/talk/search';
}

/**
 * The community's cached pages (decision 013). A board's numbered pages and 베스트 tabs are the
 * same for every reader, so they are served from an internal route with the query moved into the
 * path, which Next caches like any page; `?before=` pages and odd queries stay per request. A post
 * is served from its cached route to every reader but a signed-in one with talkFullViewCookie.
 * The internal addresses answer 308 to the public ones, so each page keeps one address.
 */
export const talkCachedPrefix = '/talk/cached';

type QueryCondition = { type: 'query' | 'cookie' | 'header'; key: string; value?: string };
export type TalkRewrite = { source: string; destination: string; has?: QueryCondition[]; missing?: QueryCondition[] };

export function talkCachedRewrites(): TalkRewrite[] {
  const board = '/talk/:kind(category|section)/:id(\\d{1,4})';
  const cached = `${talkCachedPrefix}/board/:kind/:id`;
  const before: QueryCondition = { type: 'query', key: 'before' };
  // better-auth's session cookie (auth.ts cookiePrefix 'auth'; '__Secure-' on https): a reader
  // without one sees what every visitor sees. A stale or forged cookie only costs a per-request
  // page, which checks the session itself.
  const noSession: QueryCondition[] = [
    { type: 'cookie', key: 'auth.session_token' },
    { type: 'cookie', key: '__Secure-auth.session_token' },
  ];
  const post = { source: '/talk/post/:id(\\d{1,9})', destination: `${talkCachedPrefix}/post/:id` };
  return [
    // The cached post for readers without a session, and for members whose browser has not asked
    // for pages of their own (talkFullViewCookie): their state comes from a client island.
    { ...post, missing: noSession },
    { ...post, missing: [{ type: 'cookie', key: talkFullViewCookie }] },
    {
      source: board,
      has: [{ type: 'query', key: 'best', value: '(?<best>7|30)' }],
      missing: [before],
      destination: `${cached}/best/:best`,
    },
    {
      source: board,
      has: [{ type: 'query', key: 'page', value: '(?<page>[1-9]|[1-4]\\d|50)' }],
      missing: [before, { type: 'query', key: 'best' }],
      destination: `${cached}/page/:page`,
    },
    {
      source: board,
      missing: [before, { type: 'query', key: 'best' }, { type: 'query', key: 'page' }],
      destination: `${cached}/page/1`,
    },
  ];
}

/** The internal cached addresses, answered with 308 to their public address. */
export const talkCachedRedirects = [
  { from: `${talkCachedPrefix}/board/:kind/:id/:mode/:value`, to: '/talk/:kind/:id' },
  { from: `${talkCachedPrefix}/post/:id`, to: '/talk/post/:id' },
];

export const officeTalkPath = '/office/talk';
export const officeTalkWordsPath = '/office/talk/words';
export const officeTalkSanctionsPath = '/office/talk/sanctions';

/** The public takedown request form of a post (정보통신망법 제44조의2) and the staff's list of requests. */
export function talkTakedownPath(id: number): string {
  return `/talk/post/${id}/takedown`;
}

export const officeTalkTakedownsPath = '/office/talk/takedowns';

/** '수정 이력': a post's earlier versions, for moderators. */
export function officeTalkHistoryPath(id: number): string {
  return `/office/talk/history/${id}`;
}

/* The legal information centre (/qna, spec section 2 'Q&A'): a topic and one question. */
export function qnaTopicPath(id: string): string {
  return `/qna/category/${id}`;
}

export function qnaEntryPath(id: string): string {
  return `/qna/post/${id}`;
}

/** A member's question (issue 14): numbered, beside the curated questions' eight-character ids. */
export function qnaQuestionPath(id: number): string {
  return `/qna/post/${id}`;
}

export const qnaAskPath = '/qna/ask';
export const qnaFeedPath = '/qna/feed';

export function qnaSearchPath(q?: string): string {
  return q ? `/qna/search?q=${encodeURIComponent(q)}` : '/qna/search';
}

export const officeQnaPath = '/office/qna';

export function officeQnaQuestionPath(id: number): string {
  return `/office/qna/${id}`;
}

/**
 * The Q&A centre's cached pages (decision 014). A question and a topic's first page are served from
 * an internal route that reads no request data, to every reader but a signed-in one whose browser
 * carries `qnaFullViewCookie` (the asker of a question, staff: the page rendered for them); a
 * member's own '도움이 됐어요' comes from a client island (`qnaReaderStatePath`). The internal
 * addresses answer 308 to the public ones.
 */
export const qnaCachedPrefix = '/qna/cached';

/** The routing hint the island sets for a reader the cached page cannot serve (decision 014). */
export const qnaFullViewCookie = 'qna_full';

export function qnaReaderStatePath(id: number): string {
  return `/api/qna/post/${id}/reader`;
}

export function qnaCachedRewrites(): TalkRewrite[] {
  const noSession: QueryCondition[] = [
    { type: 'cookie', key: 'auth.session_token' },
    { type: 'cookie', key: '__Secure-auth.session_token' },
  ];
  const post = { source: '/qna/post/:id([0-9a-f]{1,9})', destination: `${qnaCachedPrefix}/post/:id` };
  return [
    { ...post, missing: noSession },
    { ...post, missing: [{ type: 'cookie', key: qnaFullViewCookie }] },
    {
      source: '/qna/category/:id([a-z]{1,20})',
      destination: `${qnaCachedPrefix}/category/:id`,
      missing: [{ type: 'query', key: 'before' }],
    },
  ];
}

export const qnaCachedRedirects = [
  { from: `${qnaCachedPrefix}/post/:id`, to: '/qna/post/:id' },
  { from: `${qnaCachedPrefix}/category/:id`, to: '/qna/category/:id' },
];

/** A booking's private page (issue 15): the token is the only key, so the link is the visitor's alone. */
export function bookingManagePath(token: string): string {
  return `/consult/booking/manage/${token}`;
}

export function bookingIcsPath(token: string): string {
  return `/consult/booking/manage/${token}/ics`;
}

export function officeBookingPath(id: number): string {
  return `/office/bookings/${id}`;
}

/** A consult's page in the back office's inbox. */
export function officeConsultPath(id: number): string {
  return `/office/consults/${id}`;
}

/** The payment page of an order (Toss's widget), and its failure return with Toss's code and message. */
export function payOptPath(orderId: string): string {
  return `${routes.payOpt}?orderId=${encodeURIComponent(orderId)}`;
}

/** An order's receipt: the result page without a payment key shows the order as it stands. */
export function payReceiptPath(orderId: string): string {
  return `${routes.payResult}?orderId=${encodeURIComponent(orderId)}`;
}

export function officePaymentPath(orderId: string): string {
  return `${routes.officePayments}/${encodeURIComponent(orderId)}`;
}

/**
 * Public pages that read their query (a list's filter and cursor, a calculator's submitted form)
 * and are therefore rendered per request: at their plain address, with no query, they are the
 * same for every reader, so a rewrite sends that address to a twin route that reads no request
 * data and is cached like any page (decision 017, update of 2026-11-29). scripts/start.mjs sets
 * `plainAddressHeader` (lib/plain-address.mjs) on a request whose address has no query but the
 * router's `_rsc`, and removes any the client sent; a server without it renders every request,
 * as before. The twins' own addresses answer 308 to the public ones.
 */
export const plainAddressTwins = [
  { path: routes.lawyers, twin: '/cached/lawyers', bySpecialty: true },
  { path: routes.winCases, twin: '/cached/win-cases', bySpecialty: true },
  { path: routes.reviews, twin: '/cached/reviews', bySpecialty: true },
  { path: routes.childSupportCalculator, twin: '/cached/child-support' },
  { path: routes.propertyDivisionCalculator, twin: '/cached/property-division' },
  { path: routes.suitCostCalculator, twin: '/cached/suit-cost' },
  { path: routes.affairAwardAnalysis, twin: '/cached/award-analysis' },
] as const;

/**
 * A list's first page for one specialty (`?specialty=이혼소송`, with no `?before=`) is the same for
 * every reader too: its twin is `{twin}/{specialty}`, whichever other parameters come with it,
 * since the list reads none. One rule per specialty, with the slug written percent-encoded: a
 * Korean value captured from the query would reach Next's `x-nextjs-rewritten-path` header raw,
 * which Node refuses (a 500).
 */
export function plainAddressRewrites(): TalkRewrite[] {
  return plainAddressTwins.flatMap((page) => [
    { source: encodePattern(page.path), has: [{ type: 'header', key: plainAddressHeader }], destination: page.twin },
    ...('bySpecialty' in page
      ? specialties.map(({ slug }): TalkRewrite => ({
          source: encodePattern(page.path),
          has: [{ type: 'query', key: 'specialty', value: slug }],
          missing: [{ type: 'query', key: 'before' }],
          destination: `${page.twin}/${encodeURIComponent(slug)}`,
        }))
      : []),
  ]);
}

/** The twins' own addresses answer 308 to the public ones (next.config.ts). */
export function plainAddressRedirects(): { from: string; to: string }[] {
  return plainAddressTwins.flatMap((page) => [
    { from: page.twin, to: encodePattern(page.path) },
    ...('bySpecialty' in page ? [{ from: `${page.twin}/:specialty`, to: `${encodePattern(page.path)}?specialty=:specialty` }] : []),
  ]);
}
