import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layerZones } from './scripts/layers.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The layers of docs/architecture.md (decision 011): a module imports only its own layer and the
    // layers below it. Tests may cross layers to check how they combine.
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
