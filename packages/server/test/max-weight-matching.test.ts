/**
 * maxWeightMatching (the port of NetworkX's max_weight_matching): NetworkX's own hand cases,
 * exhaustive comparison on small graphs, and sanity properties on larger sparse ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching } from '../src/vendor/max-weight-matching.ts';
import { createRandom } from '../src/modules/seed/plan.ts';

type Edge = readonly [number, number, number];

/** The graph as the function sees it: self-loops dropped, the heaviest of duplicate edges kept. */
function simpleGraph(n: number, edges: readonly Edge[]): Map<number, number> {
  const weights = new Map<number, number>();
  for (const [u, v, w] of edges) {
    if (u === v) continue;
    const key = Math.min(u, v) * n + Math.max(u, v);
    const previous = weights.get(key);
    if (previous === undefined || w > previous) weights.set(key, w);
  }
  return weights;
}

/** Checks that mate is a matching of the graph; returns its weight and cardinality. */
function checkMatching(n: number, weights: Map<number, number>, mate: Int32Array): { weight: number; cardinality: number } {
  expect(mate.length).toBe(n);
  let weight = 0;
  let cardinality = 0;
  for (let v = 0; v < n; v++) {
    const u = mate[v]!;
    if (u === -1) continue;
    expect(u).toBeGreaterThanOrEqual(0);
    expect(u).toBeLessThan(n);
    expect(u).not.toBe(v);
    // Symmetry also rules out a vertex appearing twice.
    expect(mate[u]).toBe(v);
    const w = weights.get(Math.min(u, v) * n + Math.max(u, v));
    expect(w, `matched pair ${v}-${u} is not an edge`).toBeDefined();
    if (v < u) {
      weight += w!;
      cardinality++;
    }
  }
  return { weight, cardinality };
}

/** Exhaustive search over all matchings: the best weight, and the best weight at maximum cardinality. */
function bruteForce(n: number, weights: Map<number, number>): { bestWeight: number; maxCardinality: number; bestWeightAtMaxCardinality: number } {
  const neighbours: [number, number][][] = Array.from({ length: n }, () => []);
  for (const [key, w] of weights) {
    const u = Math.floor(key / n);
    const v = key % n;
    neighbours[u]!.push([v, w]);
  }
  const used = new Array<boolean>(n).fill(false);
  let bestWeight = 0;
  let maxCardinality = 0;
  let bestWeightAtMaxCardinality = 0;
  const search = (from: number, weight: number, cardinality: number): void => {
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) {
      bestWeight = Math.max(bestWeight, weight);
      if (cardinality > maxCardinality) {
        maxCardinality = cardinality;
        bestWeightAtMaxCardinality = weight;
      } else if (cardinality === maxCardinality) {
        bestWeightAtMaxCardinality = Math.max(bestWeightAtMaxCardinality, weight);
      }
      return;
    }
    used[v] = true;
    search(v + 1, weight, cardinality); // v stays single
    for (const [u, w] of neighbours[v]!) {
      if (used[u]) continue;
      used[u] = true;
      search(v + 1, weight + w, cardinality + 1);
      used[u] = false;
    }
    used[v] = false;
  };
  search(0, 0, 0);
  return { bestWeight, maxCardinality, bestWeightAtMaxCardinality };
}

function randomSparseGraph(seed: number, n: number, perVertex: number, minWeight: number, maxWeight: number): Edge[] {
  // The seed's generator (mulberry32), so a fast-check seed describes a whole large graph.
  const random = createRandom(seed).next;
  const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
  const edges: Edge[] = [];
  for (let i = 0; i < (n * perVertex) / 2; i++) edges.push([int(0, n - 1), int(0, n - 1), int(minWeight, maxWeight)]);
  return edges;
}

/** Heaviest edge first, taking each edge whose ends are both free (positive weights only). */
function greedyWeight(n: number, weights: Map<number, number>): number {
  const sorted = [...weights].filter(([, w]) => w > 0).sort((a, b) => b[1] - a[1]);
  const used = new Array<boolean>(n).fill(false);
  let total = 0;
  for (const [key, w] of sorted) {
    const u = Math.floor(key / n);
    const v = key % n;
    if (used[u] || used[v]) continue;
    used[u] = used[v] = true;
    total += w;
  }
  return total;
}

/** Small graphs: a vertex count and a list of edges which may repeat pairs and contain self-loops. */
const smallGraphArb = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.oneof(
      // A random subset of all pairs, each with its own weight.
      fc
        .array(fc.option(fc.integer({ min: -5, max: 50 }), { nil: null, freq: 2 }), {
          minLength: (n * (n - 1)) / 2,
          maxLength: (n * (n - 1)) / 2,
        })
        .map((ws) => {
          const edges: Edge[] = [];
          let i = 0;
          for (let u = 0; u < n; u++) {
            for (let v = u + 1; v < n; v++) {
              const w = ws[i++];
              if (w !== null && w !== undefined) edges.push([u, v, w]);
            }
          }
          return edges;
        }),
      // A raw list of edges: duplicates and self-loops included.
      fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: -5, max: 50 })), { maxLength: 30 }),
    ),
  ),
);

/** NetworkX's graphs use vertex names from 1; run on 0-based vertices and answer with 1-based pairs. */
function matched(edges: readonly Edge[], maxCardinality = false): string[] {
  const n = Math.max(0, ...edges.flatMap(([u, v]) => [u, v]));
  const mate = maxWeightMatching(
    n,
    edges.map(([u, v, w]) => [u - 1, v - 1, w] as const),
    { maxCardinality, verifyOptimum: true },
  );
  checkMatching(n, simpleGraph(n, edges.map(([u, v, w]) => [u - 1, v - 1, w] as const)), mate);
  const pairs: string[] = [];
  mate.forEach((u, v) => {
    if (v < u) pairs.push(`${v + 1}-${u + 1}`);
  });
  return pairs.sort();
}

function pairs(...list: [number, number][]): string[] {
  return list.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`).sort();
}

describe('maxWeightMatching: NetworkX test cases', () => {
  it('trivial cases', () => {
    expect(maxWeightMatching(0, [])).toEqual(new Int32Array(0)); // empty graph
    expect([...maxWeightMatching(1, [[0, 0, 100]])]).toEqual([-1]); // self-loop
    expect([...maxWeightMatching(2, [[0, 1, 1]])]).toEqual([1, 0]); // single edge
    expect([...maxWeightMatching(3, [])]).toEqual([-1, -1, -1]); // no edges
    expect([...maxWeightMatching(3, [], { maxCardinality: true })]).toEqual([-1, -1, -1]);
    // two_path: one-two 10, two-three 11
    expect(matched([[1, 2, 10], [2, 3, 11]])).toEqual(pairs([2, 3]));
    // path
    expect(matched([[1, 2, 5], [2, 3, 11], [3, 4, 5]])).toEqual(pairs([2, 3]));
    expect(matched([[1, 2, 1], [2, 3, 1], [3, 4, 1]])).toEqual(pairs([1, 2], [3, 4])); // weight=None
    // square
    expect(matched([[1, 4, 2], [2, 3, 2], [1, 2, 1], [3, 4, 4]])).toEqual(pairs([1, 2], [3, 4]));
    // the docstring's example
    expect(matched([[1, 2, 6], [1, 3, 2], [2, 3, 1], [2, 4, 7], [3, 5, 9], [4, 5, 3]])).toEqual(pairs([2, 4], [3, 5]));
  });

  it('negative weights, with and without maxCardinality', () => {
    const edges: Edge[] = [[1, 2, 2], [1, 3, -2], [2, 3, 1], [2, 4, -1], [3, 4, -6]];
    expect(matched(edges)).toEqual(pairs([1, 2]));
    expect(matched(edges, true)).toEqual(pairs([1, 3], [2, 4]));
  });

  it('s_blossom: create S-blossom and use it for augmentation', () => {
    const edges: Edge[] = [[1, 2, 8], [1, 3, 9], [2, 3, 10], [3, 4, 7]];
    expect(matched(edges)).toEqual(pairs([1, 2], [3, 4]));
    expect(matched([...edges, [1, 6, 5], [4, 5, 6]])).toEqual(pairs([1, 6], [2, 3], [4, 5]));
  });

  it('s_t_blossom: create S-blossom, relabel as T-blossom, use for augmentation', () => {
    const edges: Edge[] = [[1, 2, 9], [1, 3, 8], [2, 3, 10], [1, 4, 5], [4, 5, 4], [1, 6, 3]];
    expect(matched(edges)).toEqual(pairs([1, 6], [2, 3], [4, 5]));
    const changed: Edge[] = [[1, 2, 9], [1, 3, 8], [2, 3, 10], [1, 4, 5], [4, 5, 3], [1, 6, 4]];
    expect(matched(changed)).toEqual(pairs([1, 6], [2, 3], [4, 5]));
    const moved: Edge[] = [[1, 2, 9], [1, 3, 8], [2, 3, 10], [1, 4, 5], [4, 5, 3], [3, 6, 4]];
    expect(matched(moved)).toEqual(pairs([1, 2], [3, 6], [4, 5]));
  });

  it('nested_s_blossom: create nested S-blossom, use for augmentation', () => {
    const edges: Edge[] = [[1, 2, 9], [1, 3, 9], [2, 3, 10], [2, 4, 8], [3, 5, 8], [4, 5, 10], [5, 6, 6]];
    expect(matched(edges)).toEqual(pairs([1, 3], [2, 4], [5, 6]));
  });

  it('nested_s_blossom_relabel: create S-blossom, relabel as S, include in nested S-blossom', () => {
    const edges: Edge[] = [
      [1, 2, 10], [1, 7, 10], [2, 3, 12], [3, 4, 20], [3, 5, 20], [4, 5, 25], [5, 6, 10], [6, 7, 10], [7, 8, 8],
    ];
    expect(matched(edges)).toEqual(pairs([1, 2], [3, 4], [5, 6], [7, 8]));
  });

  it('nested_s_blossom_expand: create nested S-blossom, augment, expand recursively', () => {
    const edges: Edge[] = [
      [1, 2, 8], [1, 3, 8], [2, 3, 10], [2, 4, 12], [3, 5, 12], [4, 5, 14], [4, 6, 12], [5, 7, 12], [6, 7, 14], [7, 8, 12],
    ];
    expect(matched(edges)).toEqual(pairs([1, 2], [3, 5], [4, 6], [7, 8]));
  });

  it('s_blossom_relabel_expand: create S-blossom, relabel as T, expand', () => {
    const edges: Edge[] = [[1, 2, 23], [1, 5, 22], [1, 6, 15], [2, 3, 25], [3, 4, 22], [4, 5, 25], [4, 8, 14], [5, 7, 13]];
    expect(matched(edges)).toEqual(pairs([1, 6], [2, 3], [4, 8], [5, 7]));
  });

  it('nested_s_blossom_relabel_expand: create nested S-blossom, relabel as T, expand', () => {
    const edges: Edge[] = [[1, 2, 19], [1, 3, 20], [1, 8, 8], [2, 3, 25], [2, 4, 18], [3, 5, 18], [4, 5, 13], [4, 7, 7], [5, 6, 7]];
    expect(matched(edges)).toEqual(pairs([1, 8], [2, 3], [4, 7], [5, 6]));
  });

  it('nasty_blossom1: create blossom, relabel as T in more than one way, expand, augment', () => {
    const edges: Edge[] = [
      [1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 35], [5, 7, 26], [9, 10, 5],
    ];
    expect(matched(edges)).toEqual(pairs([1, 6], [2, 3], [4, 8], [5, 7], [9, 10]));
  });

  it('nasty_blossom2: again but slightly different', () => {
    const edges: Edge[] = [
      [1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 26], [5, 7, 40], [9, 10, 5],
    ];
    expect(matched(edges)).toEqual(pairs([1, 6], [2, 3], [4, 8], [5, 7], [9, 10]));
  });

  it('nasty_blossom_least_slack: expand such that a new least-slack S-to-free edge is produced, augment', () => {
    const edges: Edge[] = [
      [1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 28], [5, 7, 26], [9, 10, 5],
    ];
    expect(matched(edges)).toEqual(pairs([1, 6], [2, 3], [4, 8], [5, 7], [9, 10]));
  });

  it('nasty_blossom_augmenting: expand the outer blossom such that the inner one ends up on an augmenting path', () => {
    const edges: Edge[] = [
      [1, 2, 45], [1, 7, 45], [2, 3, 50], [3, 4, 45], [4, 5, 95], [4, 6, 94], [5, 6, 94], [6, 7, 50], [1, 8, 30],
      [3, 11, 35], [5, 9, 36], [7, 10, 26], [11, 12, 5],
    ];
    expect(matched(edges)).toEqual(pairs([1, 8], [2, 3], [4, 6], [5, 9], [7, 10], [11, 12]));
  });

  it('nasty_blossom_expand_recursively: create nested S-blossom, relabel as S, expand recursively', () => {
    const edges: Edge[] = [
      [1, 2, 40], [1, 3, 40], [2, 3, 60], [2, 4, 55], [3, 5, 55], [4, 5, 50], [1, 8, 15], [5, 7, 30], [7, 6, 10],
      [8, 10, 10], [4, 9, 30],
    ];
    expect(matched(edges)).toEqual(pairs([1, 2], [3, 5], [4, 9], [6, 7], [8, 10]));
  });

  it('rejects vertices out of range and non-integer weights', () => {
    expect(() => maxWeightMatching(2, [[0, 2, 1]])).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [[0, 1, 1.5]])).toThrow(RangeError);
    expect(() => maxWeightMatching(-1, [])).toThrow(RangeError);
  });
});

describe('maxWeightMatching: properties', () => {
  it('matches the exhaustive optimum on small graphs (max weight)', () => {
    fc.assert(
      fc.property(smallGraphArb, ([n, edges]) => {
        const weights = simpleGraph(n, edges);
        const { weight } = checkMatching(n, weights, maxWeightMatching(n, edges, { verifyOptimum: true }));
        expect(weight).toBe(bruteForce(n, weights).bestWeight);
      }),
      { numRuns: 400 },
    );
  });

  it('matches the exhaustive optimum on small graphs (max cardinality, then max weight)', () => {
    fc.assert(
      fc.property(smallGraphArb, ([n, edges]) => {
        const weights = simpleGraph(n, edges);
        const mate = maxWeightMatching(n, edges, { maxCardinality: true, verifyOptimum: true });
        const { weight, cardinality } = checkMatching(n, weights, mate);
        const best = bruteForce(n, weights);
        expect(cardinality).toBe(best.maxCardinality);
        expect(weight).toBe(best.bestWeightAtMaxCardinality);
      }),
      { numRuns: 400 },
    );
  });

  it('on larger sparse graphs is a maximal matching at least as heavy as the greedy one', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 200, max: 400 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        (seed, n, perVertex, maxCardinality) => {
          const edges = randomSparseGraph(seed, n, perVertex, -20, 600);
          const weights = simpleGraph(n, edges);
          const mate = maxWeightMatching(n, edges, { maxCardinality, verifyOptimum: true });
          const { weight } = checkMatching(n, weights, mate);
          // No edge of positive weight (of any weight, with maxCardinality) joins two single vertices.
          for (const [key, w] of weights) {
            const u = Math.floor(key / n);
            const v = key % n;
            if (mate[u] === -1 && mate[v] === -1) expect(maxCardinality || w > 0, `edge ${u}-${v} (${w}) could be added`).toBe(false);
          }
          if (!maxCardinality) expect(weight).toBeGreaterThanOrEqual(greedyWeight(n, weights));
        },
      ),
      { numRuns: 30 },
    );
  });
});
