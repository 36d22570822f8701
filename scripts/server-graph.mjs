#!/usr/bin/env node
/**
 * `npm run graph:server`: the dependency graph of packages/server/src, one
 * node per folder of platform/, vendor/ and modules/ and per top-level file, drawn
 * from the imports themselves (dependency-cruiser). It writes
 * packages/server/docs/dependency-graph.md (a Mermaid chart, platform at the
 * bottom) and checks the layout's rules:
 * - nothing in platform/ imports a module, compose.ts or main.ts;
 * - vendor/ (code kept as it was written elsewhere) imports nothing of ours;
 * - compose.ts imports every module, and no other file does (main.ts may
 *   start from compose.ts and the seed);
 * - the modules' imports form no cycle (so they can be drawn in layers).
 * `--check` writes nothing and fails when a rule is broken or the committed
 * chart is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(import.meta.dirname, '..');
const SRC = 'packages/server/src/';
export const GRAPH_DOC = path.join(root, 'packages/server/docs/dependency-graph.md');

/** The server's import graph between its parts: `{ nodes, edges }`, names relative to src/. */
export async function serverGraph() {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      [SRC],
      {
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '(node_modules|^packages/contracts)' },
        tsPreCompilationDeps: true,
        collapse: '^packages/server/src/(platform|vendor|modules/[^/]+)/|^packages/server/src/[^/]+$|^packages/server/src/modules/[^/]+\\.ts$',
        outputType: 'json',
      },
      { extensions: ['.ts', '.js', '.mjs'] },
    );
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    const name = (source) => source.slice(SRC.length).replace(/\/$/, '');
    const nodes = new Set();
    const edges = new Set();
    for (const module of output.modules) {
      if (!module.source.startsWith(SRC)) continue;
      const from = name(module.source);
      nodes.add(from);
      for (const dependency of module.dependencies) {
        if (!dependency.resolved.startsWith(SRC)) continue;
        const to = name(dependency.resolved);
        if (to !== from) edges.add(`${from} -> ${to}`);
      }
    }
    return {
      nodes: [...nodes].sort(),
      edges: [...edges].sort().map((edge) => edge.split(' -> ')),
    };
  } finally {
    process.chdir(previous);
  }
}

const isModule = (node) => /^modules\/[^/]+$/.test(node) && !node.endsWith('.ts');

/** The rules above, as a list of broken ones (empty when all hold), and the modules in layers from the bottom. */
export function checkGraph({ nodes, edges }) {
  const problems = [];
  const modules = nodes.filter(isModule);
  for (const [from, to] of edges) {
    if (from === 'platform' && to !== 'platform') problems.push(`platform imports ${to}`);
    if (from === 'vendor' && to !== 'vendor') problems.push(`vendor imports ${to}`);
    if (to === 'main.ts') problems.push(`${from} imports main.ts`);
  }
  const importers = new Map();
  for (const [from, to] of edges) if (isModule(to)) importers.set(from, new Set([...(importers.get(from) ?? []), to]));
  const composed = importers.get('compose.ts') ?? new Set();
  const missing = modules.filter((module) => !composed.has(module) && module !== 'modules/seed');
  if (missing.length > 0) problems.push(`compose.ts does not import ${missing.join(', ')}`);
  for (const [from, imported] of importers) {
    if (from !== 'compose.ts' && modules.every((module) => imported.has(module))) problems.push(`${from} imports every module`);
  }
  // Layers: a module sits above every module it imports; a cycle leaves some without a layer.
  const layers = [];
  const placed = new Set();
  const dependsOn = (node) => edges.filter(([from, to]) => from === node && isModule(to)).map(([, to]) => to);
  while (placed.size < modules.length) {
    const layer = modules.filter((module) => !placed.has(module) && dependsOn(module).every((to) => placed.has(to)));
    if (layer.length === 0) {
      problems.push(`modules import each other in a cycle: ${modules.filter((module) => !placed.has(module)).join(', ')}`);
      break;
    }
    layer.forEach((module) => placed.add(module));
    layers.push(layer);
  }
  return { problems, layers };
}

export function renderGraph(graph, layers) {
  const id = (node) => node.replace(/[^A-Za-z0-9]/g, '_');
  const label = (node) => node.replace(/^modules\//, '');
  const bottom = graph.nodes.filter((node) => node === 'platform' || node === 'vendor');
  const top = graph.nodes.filter((node) => !bottom.includes(node) && !isModule(node));
  const lines = [
    '# The server\'s dependency graph',
    '',
    'Written by `npm run graph:server` (scripts/server-graph.mjs) from the imports of `packages/server/src`; `npm test` fails when it is out of date or a rule is broken. One box per folder of `platform/`, `vendor/` and `modules/`, and per file at the top. Arrows point from the importer to what it imports: `platform` and `vendor` (code kept as it was written elsewhere) at the bottom, the modules in layers above them (a module sits above every module it uses), the files that assemble them at the top.',
    '',
    '```mermaid',
    'flowchart BT',
    ...bottom.map((node) => `  ${id(node)}[${node}]`),
    ...layers.map((layer, i) => `  subgraph layer${i + 1}[modules, layer ${i + 1}]\n${layer.map((node) => `    ${id(node)}[${label(node)}]`).join('\n')}\n  end`),
    ...top.map((node) => `  ${id(node)}[${node.replace(/^modules\//, '')}]`),
    ...graph.edges.map(([from, to]) => `  ${id(from)} --> ${id(to)}`),
    '```',
    '',
    'Layers, from the bottom:',
    '',
    `- ${bottom.join(', ')}`,
    ...layers.map((layer, i) => `- layer ${i + 1}: ${layer.map(label).join(', ')}`),
    `- top: ${top.join(', ')}`,
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const graph = await serverGraph();
  const { problems, layers } = checkGraph(graph);
  const text = renderGraph(graph, layers);
  for (const problem of problems) console.error(`server graph: ${problem}`);
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(GRAPH_DOC, 'utf8');
    } catch {
      // absent: out of date
    }
    if (committed !== text) console.error('server graph: packages/server/docs/dependency-graph.md is out of date; run npm run graph:server');
    process.exit(problems.length > 0 || committed !== text ? 1 : 0);
  }
  writeFileSync(GRAPH_DOC, text);
  console.info(text.split('Layers, from the bottom:')[1]?.trim());
  process.exit(problems.length > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
