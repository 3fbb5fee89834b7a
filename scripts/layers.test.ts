import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { isCompositionRoot, layerOf } from './layers.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('layerOf', () => {
  it('places each folder in its layer, the nested chrome above the UI kit', () => {
    expect(layerOf('lib/routes.ts').rank).toBe(0);
    expect(layerOf('server/db/db.ts').rank).toBe(1);
    expect(layerOf('components/snackbar.tsx').rank).toBe(2);
    expect(layerOf('features/auth/server/audit.ts')).toMatchObject({ rank: 3, feature: 'auth' });
    expect(layerOf('components/site/site-header.tsx').rank).toBe(5);
    expect(layerOf('features/consult/server/mutations.ts')).toMatchObject({ rank: 7, feature: 'consult' });
    expect(layerOf('features/community/ui/post-form.tsx').rank).toBe(layerOf('features/calculators/ui/x.tsx').rank);
    expect(layerOf('app/page.tsx').rank).toBe(10);
  });

  it('names the composition roots', () => {
    expect(isCompositionRoot('server/runtime.ts')).toBe(true);
    expect(isCompositionRoot('server/seed.ts')).toBe(true);
    expect(isCompositionRoot('server/db/db.ts')).toBe(false);
  });
});

// The first lint loads ESLint's whole configuration, which takes seconds on a busy machine.
describe('the layer rule in npm run lint', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: root });
  async function messages(file: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
  }

  it('refuses an import that runs upward, naming the layers', async () => {
    const found = await messages(
      'src/lib/probe.ts',
      "import { telHref } from '@/features/firm/domain/firm-settings';\nexport const x = telHref;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Layer rule (docs/architecture.md): lib (layer 0) may not import features/firm (layer 4)');
  });

  it('refuses an import between features of one layer', async () => {
    const found = await messages(
      'src/features/community/server/probe.ts',
      "import { calcChildSupport } from '@/features/calculators/domain/child-support';\nexport const x = calcChildSupport;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('features/community and features/calculators are features of one layer');
  });

  it('refuses the site chrome a feature above the kernel, and the UI kit the chrome', async () => {
    expect(
      await messages(
        'src/components/site/probe.tsx',
        "import { x } from '@/features/consult/domain/consult-form-rules';\nexport const y = x;\n",
      ),
    ).toHaveLength(1);
    expect(
      await messages('src/components/snackbar.tsx', "import { Logo } from '@/components/site/logo';\nexport const y = Logo;\n"),
    ).toHaveLength(1);
  });

  it('lets a module import downward, and the composition roots wire every feature', async () => {
    expect(
      await messages(
        'src/features/consult/server/probe.ts',
        "import { audit } from '@/features/auth/server/audit';\nexport const x = audit;\n",
      ),
    ).toEqual([]);
    expect(
      await messages(
        'src/components/site/probe.tsx',
        "import { useAccount } from '@/features/auth/ui/account-store';\nexport const x = useAccount;\n",
      ),
    ).toEqual([]);
    expect(
      await messages(
        'src/server/seed.ts',
        "import { demoContent } from '@/features/content/demo/demo-content';\nexport const x = demoContent;\n",
      ),
    ).toEqual([]);
    expect(
      await messages(
        'src/app/probe/page.tsx',
        "import { demoContent } from '@/features/content/demo/demo-content';\nexport const x = demoContent;\n",
      ),
    ).toEqual([]);
  });
});
