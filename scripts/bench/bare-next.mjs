// A bare Next page built with the project's own Next and React (issue 17's JavaScript budget is
// this page's plus 40 KB). The app lives in a temporary folder whose node_modules links to the
// project's; its build is kept in node_modules/.cache, keyed on Next's version and the app's files.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Plain .jsx, so the build needs no TypeScript. Turbopack resolves nothing outside its root, and the
// linked node_modules lies outside the temporary folder: the root is the filesystem's.
const files = {
  'package.json': '{ "name": "bench-bare-next", "private": true }\n',
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.jsx': `export const metadata = { title: '빈 페이지', description: '비교를 위한 빈 Next 페이지' };

export default function RootLayout({ children }) {
  return (
    <html lang="ko">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>이혼 상담 안내</h1>
      <p>협의이혼, 재산분할, 양육권과 양육비, 위자료까지 가족법 사건을 처음부터 끝까지 함께합니다. 전화나 온라인으로 상담을 신청하세요.</p>
    </main>
  );
}
`,
};

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function nextVersion(root) {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;
}

/** A fresh temporary folder with the app's files (and `.next` when given) and the linked node_modules. */
function stageApp(root, builtNext) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-next-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  if (builtNext) fs.cpSync(builtNext, path.join(dir, '.next'), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Builds the app (beside no other build: /tmp/next-build.lock) and keeps its `.next` in `cache`. */
function build(root, cache) {
  const dir = stageApp(root);
  try {
    console.log('[bench] building the bare Next page…');
    const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
    const result = spawnSync('/usr/bin/flock', ['/tmp/next-build.lock', process.execPath, nextBin, 'build'], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`the bare Next build failed:\n${result.stdout}\n${result.stderr ?? result.error}`);
    const built = path.join(dir, '.next');
    fs.rmSync(path.join(built, 'cache'), { recursive: true, force: true });
    // Copied beside the cache, then renamed: a bench started meanwhile never sees half a build.
    const partial = `${cache}.${process.pid}`;
    fs.cpSync(built, partial, { recursive: true });
    fs.renameSync(partial, cache);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The cached build for this Next version and these files, built first when missing. */
export function bareNextBuild(root) {
  const version = nextVersion(root);
  const hash = crypto.createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 8);
  const cache = path.join(root, 'node_modules', '.cache', `bench-bare-next-${version}-${hash}`);
  if (!fs.existsSync(path.join(cache, 'BUILD_ID'))) build(root, cache);
  return { version, cache };
}

/** Serves the cached build with `next start` on 127.0.0.1:port; resolves once it answers. */
export async function startBareNext(root, cache, port) {
  const dir = stageApp(root, cache);
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    if (tries === 300 || child.exitCode !== null) {
      await stop();
      throw new Error('the bare Next page did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
