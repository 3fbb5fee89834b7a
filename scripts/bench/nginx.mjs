// nginx (Debian's nginx-light) serving pages' exact bytes, as the yardstick for the server's
// throughput: the same compressed body, content type and content encoding the site answered.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const nginxBinary = '/usr/sbin/nginx';

/** The response to `url` as served: the body still compressed, its content type and encoding. */
export function servedBytes(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          contentType: response.headers['content-type'] ?? 'text/html',
          contentEncoding: response.headers['content-encoding'],
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function location(index, file, response) {
  const encoding = response.contentEncoding ? `add_header Content-Encoding ${response.contentEncoding};` : '';
  return `    location = /p${index} { types { } default_type "${response.contentType}"; ${encoding} alias ${file}; }`;
}

function config(dir, port, locations) {
  // Workers run as `user`; only root may name one, and root's workers must read the 0700 folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`).join(' ');
  return `${user}
daemon off;
master_process on;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  ${temp}
  server {
    listen 127.0.0.1:${port};
${locations.join('\n')}
  }
}
`;
}

/**
 * Starts nginx on 127.0.0.1:port serving each response at /p1, /p2, …; resolves to { urls, stop }
 * once it answers. Returns null when nginx is not installed.
 */
export async function startNginx(port, responses) {
  if (!fs.existsSync(nginxBinary)) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const locations = responses.map((response, i) => {
    const file = path.join(dir, `p${i + 1}`);
    fs.writeFileSync(file, response.body);
    return location(i + 1, file, response);
  });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, locations));
  const child = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const urls = responses.map((_, i) => `${origin}/p${i + 1}`);
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(urls[0], { method: 'HEAD' })).ok) return { urls, stop };
    } catch {
      // not up yet
    }
    if (tries === 100 || child.exitCode !== null) {
      const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start:\n${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
