// `npm run bench:talk` (and the end of `npm run bench`): the community's lists and search at a
// thousand and at a million posts (issue 13, decision 012). Each size gets a fresh database with the
// project's migrations, filled in SQL from phrases whose search terms the real code computed, then
// the real query functions are timed. PGlite sizes: BENCH_TALK_PGLITE (default 1000,100000);
// PostgreSQL sizes, when BENCH_DATABASE_URL names an admin database: BENCH_TALK_POSTGRES
// (default 1000,1000000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { boardByKey } from '../src/features/community/domain/boards';
import { cursorParam, encodeCursor } from '@/lib/keyset';
import { listTalkComments } from '../src/features/community/server/comments';
import { getTalkPost, listBoardPosts, searchTalkPosts } from '../src/features/community/server/queries';
import { searchTermsOf } from '../src/features/text-safety/domain/korean-search';
import { openDatabase, type DatabaseHandle, type Db } from '../src/server/db/client';
// Not a React hook, whatever its name: it points getDb() at a handle, as the tests do.
import { useDatabaseForTests as pointDatabaseAt } from '../src/server/db/db';

const titles = [
  '협의이혼 숙려기간 동안 무엇을 준비해야 할까요',
  '양육비 이야기를 꺼내기가 어려워요',
  '면접교섭 날마다 아이가 울어요',
  '재산분할 때 부모님이 보태 주신 돈은',
  '남편과 대화가 끊긴 지 일 년이 넘었어요',
  '시댁 문제로 매일 다퉈요',
  '이혼 뒤 아이 성을 바꾸고 싶어요',
  '오늘은 그냥 털어놓고 싶어요',
  '상간자 소송을 고민하고 있어요',
  '별거 중인데 생활비를 받을 수 있을까요',
  '아이 학교 문제로 전 배우자와 연락해야 해요',
  '결혼 십 년 차 권태기 극복하신 분',
];

const phrases = [
  '이혼을 생각한 지 꽤 되었어요.',
  '협의이혼 신청서를 내고 숙려기간을 보내는 중이에요.',
  '재판상 이혼은 시간이 오래 걸린다고 들었어요.',
  '이혼 이야기를 꺼내면 늘 싸움으로 끝나요.',
  '아이들이 상처받지 않았으면 좋겠어요.',
  '양육비를 매달 제때 받지 못하고 있어요.',
  '면접교섭 일정을 두고 자꾸 다퉈요.',
  '재산분할에서 집을 어떻게 나눌지 막막해요.',
  '퇴직금도 나눌 수 있다는 말을 들었어요.',
  '친정 부모님께는 아직 말씀드리지 못했어요.',
  '상담을 받아 보니 마음이 조금 정리되었어요.',
  '오늘 저녁도 혼자 먹었어요.',
  '남편은 회사 일이 바쁘다며 늦게 들어와요.',
  '아내와 대화를 다시 시작해 보려고 해요.',
  '시어머니께서 자꾸 살림에 간섭하세요.',
  '주말마다 아이와 공원에 가요.',
  '부부 상담을 몇 번 받아 봤어요.',
  '서로 존중하는 법을 다시 배우는 중이에요.',
  '카톡 기록을 정리해 두라는 조언을 들었어요.',
  '이혼 후에도 아이 앞에서는 웃으려고 해요.',
  '생활비를 둘러싼 갈등이 길어지고 있어요.',
  '대출금 상환 문제로 다툼이 잦아요.',
  '맞벌이라 육아 분담이 가장 큰 고민이에요.',
  '잠이 오지 않아 새벽에 글을 써요.',
  '비슷한 일을 겪으신 분들 이야기가 듣고 싶어요.',
  '변호사님께 물어보기 전에 정리해 보고 싶어요.',
  '혼인 기간이 길수록 분할 비율이 달라진다고 하네요.',
  '전 배우자와 연락은 최소한으로 하고 있어요.',
  '아이가 아빠를 보고 싶어 해요.',
  '새 출발을 응원해 주셔서 고마워요.',
  '이혼 소송 중에 이사를 해도 되는지 궁금해요.',
  '위자료 청구를 할지 고민이에요.',
  '양육권은 누가 가져가게 될지 걱정돼요.',
  '매일 일기를 쓰며 마음을 달래요.',
  '가족들이 많이 도와주고 있어요.',
  '다시 웃을 수 있는 날이 오겠지요.',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeIt(label: string, run: () => Promise<unknown>, iterations: number) {
  for (let i = 0; i < Math.min(10, iterations); i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function fill(db: Db, posts: number): Promise<void> {
  const literal = (values: string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  await db.execute(sql`create temp table bench_titles (n int primary key, text text not null, terms text[] not null)`);
  await db.execute(sql`create temp table bench_phrases (n int primary key, text text not null, terms text[] not null)`);
  for (const [index, text] of titles.entries()) {
    await db.execute(sql`insert into bench_titles values (${index}, ${text}, ${literal(searchTermsOf(text))}::text[])`);
  }
  for (const [index, text] of phrases.entries()) {
    await db.execute(sql`insert into bench_phrases values (${index}, ${text}, ${literal(searchTermsOf(text))}::text[])`);
  }
  // Posts one minute apart, newest last; every 50th recommended, every 200th hidden. Title and body
  // are phrases chosen by the post's number, and the post's terms the union of theirs (words never
  // span two phrases), so they equal what searchTermsOf gives for the whole text.
  const chunk = 100_000;
  for (let start = 1; start <= posts; start += chunk) {
    const end = Math.min(posts, start + chunk - 1);
    await db.execute(sql`
      insert into talk_posts (board, title, body, author_label, search_terms, recommended_at, hidden_at, created_at, updated_at)
      select (array['free','anonymous','public','parenting'])[1 + g % 4], t.text, p1.text || ' ' || p2.text || ' ' || p3.text,
        '익명 ' || lpad(to_hex(g % 65536), 4, '0'),
        (select array_agg(distinct term order by term) from unnest(t.terms || p1.terms || p2.terms || p3.terms) term),
        case when g % 50 = 0 then now() - (${posts} - g) * interval '1 minute' end,
        case when g % 200 = 7 then now() end,
        now() - (${posts} - g) * interval '1 minute', now() - (${posts} - g) * interval '1 minute'
      from generate_series(${start}::int, ${end}::int) g
      join bench_titles t on t.n = (g * 7) % ${titles.length}
      join bench_phrases p1 on p1.n = (g * 13) % ${phrases.length}
      join bench_phrases p2 on p2.n = (g * 31 + 5) % ${phrases.length}
      join bench_phrases p3 on p3.n = (g * 101 + 11) % ${phrases.length}`);
  }
  // A rare word: 30 posts spread over the table hold 탄원서 (a search that must reach the oldest window).
  const rareTerms = literal(searchTermsOf('탄원서를 준비했어요'));
  await db.execute(sql`
    update talk_posts set body = body || ' 탄원서를 준비했어요.',
      search_terms = (select array_agg(distinct term order by term) from unnest(search_terms || ${rareTerms}::text[]) term)
    where id % ${Math.max(1, Math.floor(posts / 30))} = 1`);
  // A comment on every tenth post, and 200 on the newest post of 자유수다.
  await db.execute(sql`
    insert into talk_comments (post_id, author_label, body, created_at, updated_at)
    select g, '익명 0a0a', '저도 비슷한 일을 겪었어요. 힘내세요.', now(), now() from generate_series(10, ${posts}, 10) g`);
  await db.execute(sql`
    insert into talk_comments (post_id, author_label, body, created_at, updated_at)
    select (select max(id) from talk_posts where board = 'free' and hidden_at is null), '익명 0b0b',
      '댓글 ' || g || '번째: 응원합니다. 천천히 정리해 보세요.', now() - (200 - g) * interval '1 second', now()
    from generate_series(1, 200) g`);
  await db.execute(sql`analyze`);
}

type Row = { database: string; posts: number; label: string; p50: number; p99: number };

async function benchOne(kind: 'pglite' | 'postgres', posts: number, adminUrl?: string): Promise<Row[]> {
  let handle: DatabaseHandle;
  let cleanup = async () => {};
  if (kind === 'postgres') {
    const name = `bench_talk_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    cleanup = async () => {
      if (process.env.BENCH_TALK_KEEP === '1') return console.log(`[bench:talk] kept database ${name}`);
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-talk-'));
    handle = await openDatabase({ kind: 'pglite', dataDir });
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    pointDatabaseAt(handle);
    const filling = performance.now();
    await fill(handle.db, posts);
    console.log(
      `[bench:talk] ${kind} ${posts.toLocaleString('en')} posts filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const free = boardByKey('free')!;
    // The deepest cursor a reader reaches by paging: page 1,000 of 20, or the board's last page.
    const deepResult = await handle.db.execute(sql`
      select id, created_at from talk_posts where board = 'free' and hidden_at is null and deleted_at is null
      order by created_at desc, id desc offset least(19980, greatest(0, (select count(*) from talk_posts where board = 'free') - 21)) limit 1`);
    const deep = (deepResult as unknown as { rows: Array<{ id: number; created_at: string | Date }> }).rows[0];
    const cursor = cursorParam(encodeCursor({ at: new Date(deep!.created_at), id: Number(deep!.id) }));
    const busiestResult = await handle.db.execute(sql`select post_id from talk_comments group by post_id order by count(*) desc limit 1`);
    const busiest = (busiestResult as unknown as { rows: Array<{ post_id: number }> }).rows[0];
    const iterations = Number(process.env.BENCH_TALK_ITERATIONS ?? 100);
    const measured = [
      await timeIt('board, first page', () => listBoardPosts(free, { page: 1 }), iterations),
      await timeIt('board, page 50 (numbered)', () => listBoardPosts(free, { page: 50 }), iterations),
      await timeIt('board, deepest cursor (page 1,000)', () => listBoardPosts(free, { before: cursor }), iterations),
      await timeIt(
        'post with 200 comments',
        () => Promise.all([getTalkPost(busiest!.post_id, null), listTalkComments(busiest!.post_id, null)]),
        iterations,
      ),
      await timeIt("search '이혼' (2 syllables)", () => searchTalkPosts('이혼'), iterations),
      await timeIt("search '면접교섭' (4 syllables)", () => searchTalkPosts('면접교섭'), iterations),
      await timeIt("search '탄원서' (rare: 30 posts)", () => searchTalkPosts('탄원서'), iterations),
    ];
    return measured.map((entry) => ({ database: kind === 'postgres' ? 'PostgreSQL' : 'PGlite', posts, ...entry }));
  } finally {
    pointDatabaseAt(undefined);
    await handle.close();
    await cleanup();
  }
}

const sizes = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(',')
        .map(Number)
        .filter((size) => size > 0)
    : fallback;
const rows: Row[] = [];
for (const posts of sizes(process.env.BENCH_TALK_PGLITE, [1_000, 100_000])) rows.push(...(await benchOne('pglite', posts)));
if (process.env.BENCH_DATABASE_URL) {
  for (const posts of sizes(process.env.BENCH_TALK_POSTGRES, [1_000, 1_000_000])) {
    rows.push(...(await benchOne('postgres', posts, process.env.BENCH_DATABASE_URL)));
  }
}
console.log(`\nCommunity at scale: ${os.cpus().length} cores, Node ${process.version}; query time in ms through the real query functions`);
console.log('| database | posts | query | p50 (ms) | p99 (ms) |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.database} | ${row.posts.toLocaleString('en')} | ${row.label} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} |`);
}
