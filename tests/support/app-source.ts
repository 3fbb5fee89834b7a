import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The app's own files, read by the suites that must cover every page, route handler and server
 * action (the permission matrix, the fuzz pass): a new one without an entry fails them.
 */

export const projectRoot = process.cwd();

/** Every file under `dir`, recursively. */
export const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** src/app/office/x/[id]/page.tsx → /office/x/{id}; route groups drop out. */
export const routePath = (file: string) =>
  '/' +
  relative(join(projectRoot, 'src/app'), file)
    .split(sep)
    .slice(0, -1)
    .filter((part) => !/^\(.*\)$/.test(part))
    .map((part) => part.replace(/^\[(.*)\]$/, '{$1}'))
    .join('/');
