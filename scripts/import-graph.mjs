#!/usr/bin/env node
// Counts how the source folders import each other, against the layers of docs/architecture.md:
// imports between features (by pair), shared folders importing features, imports running upward,
// and import circles between modules. `node scripts/import-graph.mjs [--json]`.
// The lint rule (eslint.config.mjs) refuses the wrong imports; this script reports the shape, for reviews.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { layerOf, isCompositionRoot } from './layers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.d\.mts$/.test(entry.name) ? [full] : [];
  });
}

const isTest = (file) => /\.(test|integration\.test|spec)\.tsx?$/.test(file);
const files = walk(src).filter((file) => !isTest(file));
const known = new Set(files);

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(mjs|js)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, `${stem}.mts`, path.join(base, 'index.ts')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

const edges = [];
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    const target = resolve(file, fileName);
    if (target && target !== file) edges.push([file, target]);
  }
}

const rel = (file) => path.relative(src, file);
const featurePairs = new Map();
const sharedIntoFeatures = [];
const upward = [];
for (const [from, to] of edges) {
  const a = layerOf(rel(from));
  const b = layerOf(rel(to));
  if (a.feature && b.feature && a.feature !== b.feature) {
    const key = `${a.feature} → ${b.feature}`;
    featurePairs.set(key, (featurePairs.get(key) ?? 0) + 1);
  }
  if (a.shared && b.feature) sharedIntoFeatures.push(`${rel(from)} → ${rel(to)}`);
  if (b.rank > a.rank && !isCompositionRoot(rel(from))) upward.push(`${rel(from)} → ${rel(to)}`);
}

// Strongly connected components (Tarjan) of the module graph: each with more than one module is a circle.
const adjacency = new Map(files.map((file) => [file, []]));
for (const [from, to] of edges) adjacency.get(from).push(to);
const circles = [];
{
  let index = 0;
  const stack = [];
  const meta = new Map();
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of adjacency.get(node)) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) {
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
      }
    }
    if (meta.get(node).low === meta.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        component.push(rel(member));
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of files) if (!meta.has(file)) visit(file);
}
// Circles between features: a pair that imports both ways.
const featureCircles = [...featurePairs.keys()]
  .map((key) => key.split(' → '))
  .filter(([a, b]) => a < b && featurePairs.has(`${b} → ${a}`))
  .map(([a, b]) => `${a} ↔ ${b}`);

const report = {
  modules: files.length,
  imports: edges.length,
  featurePairs: Object.fromEntries([...featurePairs].sort()),
  importsBetweenFeatures: [...featurePairs.values()].reduce((sum, n) => sum + n, 0),
  sharedIntoFeatures,
  upward,
  moduleCircles: circles,
  featureCircles,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`${report.modules} modules, ${report.imports} imports`);
  console.log(`imports between features: ${report.importsBetweenFeatures} in ${featurePairs.size} pairs`);
  for (const [pair, count] of Object.entries(report.featurePairs)) console.log(`  ${pair}: ${count}`);
  console.log(`shared folders importing features: ${sharedIntoFeatures.length}`);
  for (const line of sharedIntoFeatures) console.log(`  ${line}`);
  console.log(`imports running upward: ${upward.length}`);
  for (const line of upward) console.log(`  ${line}`);
  console.log(`module circles: ${circles.length}`);
  for (const circle of circles) console.log(`  ${circle.join(' ⇄ ')}`);
  console.log(`feature circles: ${featureCircles.length}${featureCircles.length ? ` (${featureCircles.join(', ')})` : ''}`);
}
