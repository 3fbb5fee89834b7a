import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // 'server-only' throws outside React Server Components; tests run server code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        // Server actions read the request through next/headers; tests set it per call. next/cache
        // marks pages of a Next server that tests do not run, and next/server's after() has no
        // request to wait for (tests/support/next-cache.ts, next-server.ts).
        resolve: {
          alias: {
            ...alias,
            'next/headers': path.resolve(import.meta.dirname, 'tests/support/next-headers.ts'),
            'next/cache': path.resolve(import.meta.dirname, 'tests/support/next-cache.ts'),
            'next/server': path.resolve(import.meta.dirname, 'tests/support/next-server.ts'),
          },
        },
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/integration-setup.ts'],
          globalSetup: ['tests/support/integration-global-setup.ts'],
          // Generous: a busy CI machine must not fail a suite that an idle one passes.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time, each on a database of its own: a PGlite file keeps one core busy. On a
          // 2-core machine the PGlite pass takes 221 s instead of 325 one file at a time; the PostgreSQL
          // pass 143 s, where one file at a time without the template database it took 288.
          maxWorkers: 2,
        },
      },
    ],
  },
});
