// Servers and builds that other work runs from this checkout. They share `.next`, and with it
// Next's page cache on disk: a page another server rendered from its own database can be served
// by the bench's server (a post that does not exist in the bench's database, say), and a build
// rewrites the files the bench's server is running from.
import fs from 'node:fs';

const nextCommand = /scripts\/start\.mjs|next-build|next-server|next (start|build|dev)/;

/** "pid command" of each process working in `root` on a Next server or build, except `ownPids`. */
export function otherNextProcesses(root, ownPids = []) {
  const found = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (ownPids.includes(Number(pid))) continue;
    try {
      if (fs.readlinkSync(`/proc/${pid}/cwd`) !== root) continue;
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      if (nextCommand.test(command)) found.push(`${pid} ${command}`);
    } catch {
      // exited meanwhile
    }
  }
  return found;
}
