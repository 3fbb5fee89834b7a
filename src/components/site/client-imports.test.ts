import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a visitor downloads is the client code a page reaches: each 'use client' module imported
// (through server components) from the root layout or a page, and all it imports in turn. zod must
// not be part of it on public pages, nor better-auth's client on any page (decision 006): they
// cost about 30 KB and 12 KB gzipped. Nor a dialog library on any page (performance issue 17):
// src/components/dialog.tsx is built on the native <dialog> element, where @radix-ui/react-dialog
// cost about 13 KB gzipped on every page. Dynamic import() is a separate chunk loaded on
// demand, so it does not count; nor do type-only imports, which the compiler removes, nor server
// actions ('use server'), which the browser calls by reference.

const src = path.resolve(import.meta.dirname, '../..');
// Back office, account screens and sign-in pages may use zod: members and staff only.
const privateFolders = ['office', 'member', 'auth'].map((folder) => path.join(src, 'app', folder) + path.sep);

const importPattern = /(?:^|\n)\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

type Imports = { files: string[]; packages: string[] };
const cache = new Map<string, Imports>();

function isTypeOnly(keyword: string, clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  // `import { type A, type B } from` is removed whole; `import { a, type B }` is not.
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return keyword === 'import' && names.length > 0 && names.every((name) => name.startsWith('type '));
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(src, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function importsOf(file: string): Imports {
  const known = cache.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, 'utf8');
  const result: Imports = { files: [], packages: [] };
  for (const match of text.matchAll(importPattern)) {
    const [, keyword, clause, fromSpecifier, bareSpecifier] = match;
    const specifier = fromSpecifier ?? bareSpecifier!;
    if (keyword && clause !== undefined && isTypeOnly(keyword, clause)) continue;
    if (specifier.startsWith('.') || specifier.startsWith('@/')) {
      const resolved = resolveLocal(file, specifier);
      if (resolved && /\.(ts|tsx)$/.test(resolved)) result.files.push(resolved);
    } else result.packages.push(packageName(specifier));
  }
  cache.set(file, result);
  return result;
}

function hasDirective(file: string, directive: 'use client' | 'use server'): boolean {
  return new RegExp(`^\\s*(//[^\\n]*\\n\\s*)*['"]${directive}['"]`).test(fs.readFileSync(file, 'utf8'));
}

/** Every package the client modules reached from these server roots import, with the chain to it. */
function clientPackages(roots: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seenServer = new Set<string>();
  const seenClient = new Set<string>();
  const walkClient = (file: string, chain: string[]) => {
    // A server action module reaches the browser as a reference to call, not as code.
    if (seenClient.has(file) || hasDirective(file, 'use server')) return;
    seenClient.add(file);
    const { files, packages } = importsOf(file);
    for (const name of packages) if (!found.has(name)) found.set(name, [...chain, file]);
    for (const next of files) walkClient(next, [...chain, file]);
  };
  const walkServer = (file: string, chain: string[]) => {
    if (seenServer.has(file)) return;
    seenServer.add(file);
    if (hasDirective(file, 'use client')) return walkClient(file, chain);
    for (const next of importsOf(file).files) walkServer(next, [...chain, file]);
  };
  for (const root of roots) walkServer(root, []);
  return found;
}

function pageRoots({ includePrivate }: { includePrivate: boolean }): string[] {
  const roots: string[] = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (includePrivate || !privateFolders.some((privateFolder) => (full + path.sep).startsWith(privateFolder))) visit(full);
      } else if (/^(page|layout|template|not-found|error|loading)\.tsx$/.test(entry.name)) roots.push(full);
    }
  };
  visit(path.join(src, 'app'));
  return roots;
}

describe('client code of the public pages', () => {
  it('finds the site chrome among the client modules', () => {
    const packages = clientPackages([path.join(src, 'app', 'layout.tsx')]);
    expect(packages.has('react')).toBe(true);
    expect(packages.has('next')).toBe(true);
  });

  it('does not import zod', () => {
    const chain = clientPackages(pageRoots({ includePrivate: false })).get('zod');
    expect(chain?.map((file) => path.relative(src, file))).toBeUndefined();
  });

  it('does not import a dialog library on any page: dialogs use the native <dialog> element', () => {
    const packages = clientPackages(pageRoots({ includePrivate: true }));
    const dialogLibraries = [...packages.keys()].filter((name) => /^@radix-ui\/|dialog/i.test(name));
    expect(Object.fromEntries(dialogLibraries.map((name) => [name, packages.get(name)!.map((file) => path.relative(src, file))]))).toEqual(
      {},
    );
  });

  it('loads the better-auth client only on demand, on every page', () => {
    const chain = clientPackages(pageRoots({ includePrivate: true })).get('better-auth');
    expect(chain?.map((file) => path.relative(src, file))).toBeUndefined();
  });
});
