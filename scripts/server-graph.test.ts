/**
 * The server's layout, from its imports (scripts/server-graph.mjs): platform
 * at the bottom, no arrow from platform to a module, compose.ts alone
 * importing every module, no cycle between modules, and the committed chart
 * up to date.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GRAPH_DOC, checkGraph, renderGraph, serverGraph } from './server-graph.mjs';

describe('the server dependency graph', () => {
  it('keeps platform at the bottom and compose.ts alone above every module, and the chart is current', async () => {
    const graph = await serverGraph();
    const { problems, layers } = checkGraph(graph);
    expect(problems).toEqual([]);
    expect(graph.edges.filter(([from]) => from === 'platform')).toEqual([]);
    expect(layers.flat()).toContain('modules/identity');
    expect(renderGraph(graph, layers), 'run npm run graph:server').toBe(await readFile(GRAPH_DOC, 'utf8'));
  }, 60_000);

  it('reports a platform importing a module, another file importing every module, and a cycle', () => {
    const nodes = ['compose.ts', 'modules/a', 'modules/b', 'platform', 'wiring.ts'];
    const { problems } = checkGraph({
      nodes,
      edges: [
        ['compose.ts', 'modules/a'],
        ['compose.ts', 'modules/b'],
        ['wiring.ts', 'modules/a'],
        ['wiring.ts', 'modules/b'],
        ['platform', 'modules/a'],
        ['modules/a', 'modules/b'],
        ['modules/b', 'modules/a'],
      ],
    });
    expect(problems).toEqual([
      'platform imports modules/a',
      'wiring.ts imports every module',
      'modules import each other in a cycle: modules/a, modules/b',
    ]);
  });
});
