import fs from 'node:fs';
import path from 'node:path';

// The layers of src/, lowest first (docs/architecture.md, decision 011). One list, read by the lint rule
// (eslint.config.mjs) and by the import report (scripts/import-graph.mjs).
// A module may import its own layer's folder and any layer with a lower rank; features of equal rank
// do not import each other.

/** Folders under src/, each with its rank. Features are `features/<name>`. */
export const layers = [
  { folder: 'lib', rank: 0, shared: true, about: 'pure helpers: dates, text, routes, params, action results' },
  { folder: 'server', rank: 1, shared: true, about: 'infrastructure: settings, database, jobs, mail outbox, storage, HTTP, rate limits' },
  { folder: 'components', rank: 2, shared: true, about: 'shared UI kit: the office UI, form parts, snackbar, JSON-LD' },
  { folder: 'features/auth', rank: 3, about: 'kernel: accounts, sessions, roles, permissions, the audit log' },
  { folder: 'features/firm', rank: 4, about: "kernel: the firm's settings record" },
  { folder: 'features/notifications', rank: 4, about: 'kernel: sending e-mail and partner notices, the delivery log' },
  { folder: 'features/tracking', rank: 4, about: 'kernel: third-party trackers, loaded when configured' },
  {
    folder: 'components/site',
    rank: 5,
    shared: true,
    about: "the site chrome: header, drawer, footer, account menu; takes features' parts as slots",
  },
  { folder: 'features/content', rank: 6, about: "the firm's pages, lawyers, cases, reviews, blog, guides, fee schedule" },
  { folder: 'features/text-safety', rank: 6, about: 'personal-data check, word filter, Korean search, pseudonyms (community and Q&A)' },
  { folder: 'features/consult', rank: 7, about: 'the consultation intake, evidence upload, inbox, retention' },
  { folder: 'features/booking', rank: 8, about: 'visit slots, built on consult' },
  { folder: 'features/calculators', rank: 8, about: 'calculators and the award analysis' },
  { folder: 'features/community', rank: 8, about: 'the anonymous couples community' },
  { folder: 'features/qna', rank: 8, about: 'the legal Q&A centre' },
  { folder: 'features/payments', rank: 9, about: 'premium consultation paid online, built on booking' },
  { folder: 'app', rank: 10, about: 'routes: compose features' },
];

/** Modules that wire every feature together, named exceptions to the rule (they may import upward). */
export const compositionRoots = ['server/runtime.ts', 'server/seed.ts', 'instrumentation.ts', 'instrumentation-node.ts'];

export function isCompositionRoot(relativePath) {
  return compositionRoots.includes(relativePath);
}

/** The layer of a path relative to src/. */
export function layerOf(relativePath) {
  const normalized = relativePath.split('\\').join('/');
  const layer = layers
    .filter(({ folder }) => normalized === folder || normalized.startsWith(`${folder}/`))
    .sort((a, b) => b.folder.length - a.folder.length)[0];
  if (!layer) return { folder: null, rank: 10, shared: false, feature: null };
  const feature = layer.folder.startsWith('features/') ? layer.folder.slice('features/'.length) : null;
  return { ...layer, shared: Boolean(layer.shared), feature };
}

/**
 * The zones of `import/no-restricted-paths` (eslint-plugin-import): for each layer, every folder of a
 * higher layer, and every other feature of the same rank, is closed to it. A layer's own folder minus
 * the higher layers nested in it (components/site in components) and minus the composition roots is
 * listed entry by entry (as found when lint starts), so the rule needs no globs.
 */
export function layerZones(srcDir = path.resolve(import.meta.dirname, '..', 'src')) {
  const zones = [];
  for (const layer of layers) {
    if (layer.folder === 'app') continue;
    const folder = path.join(srcDir, layer.folder);
    if (!fs.existsSync(folder)) continue;
    const nested = layers.filter((other) => other.folder.startsWith(`${layer.folder}/`)).map((other) => path.join(srcDir, other.folder));
    const roots = compositionRoots.map((root) => path.join(srcDir, root));
    const carved = [...nested, ...roots].some((entry) => path.dirname(entry) === folder);
    const targets = (carved ? fs.readdirSync(folder).map((name) => path.join(folder, name)) : [folder])
      .filter((entry) => !nested.includes(entry) && !roots.includes(entry))
      .map((entry) => `./${path.relative(process.cwd(), entry).split(path.sep).join('/')}`);
    if (targets.length === 0) continue;
    for (const other of layers) {
      if (other === layer) continue;
      const closed = other.rank > layer.rank || (other.rank === layer.rank && other.folder.startsWith('features/'));
      // A folder nested inside this one (components/site) is closed through its own rank; the enclosing
      // folder of a nested layer is open to it (components/site may use components/office).
      if (!closed || layer.folder.startsWith(`${other.folder}/`)) continue;
      zones.push({
        target: targets,
        from: `./${path.relative(process.cwd(), path.join(srcDir, other.folder)).split(path.sep).join('/')}`,
        message:
          other.rank === layer.rank
            ? `Layer rule (docs/architecture.md): ${layer.folder} and ${other.folder} are features of one layer and do not import each other; move what both need down a layer.`
            : `Layer rule (docs/architecture.md): ${layer.folder} (layer ${layer.rank}) may not import ${other.folder} (layer ${other.rank}); a module imports only its own layer and the ones below. Move the code down, or pass it in from src/app.`,
      });
    }
  }
  return zones;
}
