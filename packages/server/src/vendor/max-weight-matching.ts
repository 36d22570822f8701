/**
 * Maximum-weight matching in a general (non-bipartite) graph.
 *
 * This is a port of NetworkX's max_weight_matching (networkx/algorithms/matching.py, BSD-3-Clause,
 * Copyright (c) 2004-2026 NetworkX Developers), itself from Joris van Rantwijk's mwmatching.py; the
 * algorithm is from Z. Galil, 'Efficient Algorithms for Finding Maximum Matching in Graphs', ACM
 * Computing Surveys 18(1), 1986. It is Edmonds' "blossom" method for finding augmenting paths with
 * the "primal-dual" method for finding a matching of maximum weight, both invented by Jack Edmonds.
 * Many terms in the comments below are explained in Galil's paper.
 *
 * Differences from the Python source: vertices are the numbers 0..n-1 and non-trivial blossoms the
 * numbers n..2n-1 (as in van Rantwijk's original), so every per-vertex or per-blossom dictionary is
 * an array; an edge is a pair of arcs (arc 2k runs u->v, arc 2k+1 runs v->u), so "the edge (v, w)"
 * of the source is an arc number here; neighbours come from an adjacency list built once; weights
 * must be integers, so all the arithmetic is exact (dual variables are doubled as in the source).
 *
 * The NetworkX licence:
 *
 *   NetworkX is distributed with the 3-clause BSD license.
 *
 *   Copyright (c) 2004-2026, NetworkX Developers
 *   Aric Hagberg <hagberg@lanl.gov>
 *   Dan Schult <dschult@colgate.edu>
 *   Pieter Swart <swart@lanl.gov>
 *   All rights reserved.
 *
 *   Redistribution and use in source and binary forms, with or without
 *   modification, are permitted provided that the following conditions are
 *   met:
 *
 *     * Redistributions of source code must retain the above copyright
 *       notice, this list of conditions and the following disclaimer.
 *
 *     * Redistributions in binary form must reproduce the above
 *       copyright notice, this list of conditions and the following
 *       disclaimer in the documentation and/or other materials provided
 *       with the distribution.
 *
 *     * Neither the name of the NetworkX Developers nor the names of its
 *       contributors may be used to endorse or promote products derived
 *       from this software without specific prior written permission.
 *
 *   THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
 *   "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
 *   LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
 *   A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT
 *   OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
 *   SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
 *   LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
 *   DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
 *   THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
 *   (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 *   OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

export interface MaxWeightMatchingOptions {
  /**
   * Compute the maximum-cardinality matching with maximum weight among all maximum-cardinality
   * matchings (NetworkX's maxcardinality=True). Default false: the maximum-weight matching.
   */
  readonly maxCardinality?: boolean;
  /**
   * Check the dual solution at the end (the source's verifyOptimum) and throw if it does not prove
   * the matching optimal. A debugging aid for tests; costs O(edges × blossom depth).
   */
  readonly verifyOptimum?: boolean;
}

/** Labels of top-level blossoms (and of vertices inside T-blossoms); 4 is scanBlossom's breadcrumb bit. */
const FREE = 0;
const S = 1;
const T = 2;
const BREADCRUMB = 4;

/** "None" for vertex, blossom and arc numbers. */
const NONE = -1;

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`maxWeightMatching: internal invariant failed: ${what}`);
}

/** Python-style indexing: a negative index counts from the end. */
function at(list: readonly number[], index: number): number {
  return list[index < 0 ? index + list.length : index]!;
}

/**
 * A maximum-weight matching of the graph with vertices 0..vertexCount-1 and the given edges
 * [u, v, weight] (integer weights, which may be zero or negative; self-loops are ignored, and of
 * duplicate edges the heaviest counts). Returns `mate`, where mate[v] is v's partner or -1.
 *
 * Time O(n³) at worst, like the source: each stage (one augmentation, at most n/2 of them)
 * rescans the edges of the S-vertices and does O(n) work per dual update.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: ReadonlyArray<readonly [number, number, number]>,
  options: MaxWeightMatchingOptions = {},
): Int32Array {
  const maxCardinality = options.maxCardinality ?? false;
  if (!Number.isSafeInteger(vertexCount) || vertexCount < 0) {
    throw new RangeError(`maxWeightMatching: vertexCount must be a non-negative integer, got ${vertexCount}`);
  }
  const n = vertexCount;

  // If v is a matched vertex, mate[v] is its partner vertex; -1 if v is single.
  // Initially all vertices are single; updated during augmentation.
  const mate = new Int32Array(n).fill(NONE);
  if (n === 0) return mate; // don't bother with empty graphs

  // Collect the edges: drop self-loops, keep the heaviest of duplicates.
  const edgeU: number[] = [];
  const edgeV: number[] = [];
  const edgeWeight: number[] = [];
  const edgeByPair = new Map<number, number>();
  for (const [u, v, weight] of edges) {
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n) {
      throw new RangeError(`maxWeightMatching: edge [${u}, ${v}] has a vertex outside 0..${n - 1}`);
    }
    if (!Number.isSafeInteger(weight)) {
      throw new RangeError(`maxWeightMatching: edge [${u}, ${v}] has a non-integer weight ${weight}`);
    }
    if (u === v) continue; // ignore self-loops
    const key = Math.min(u, v) * n + Math.max(u, v);
    const existing = edgeByPair.get(key);
    if (existing === undefined) {
      edgeByPair.set(key, edgeU.length);
      edgeU.push(u);
      edgeV.push(v);
      edgeWeight.push(weight);
    } else if (weight > edgeWeight[existing]!) {
      edgeWeight[existing] = weight;
    }
  }
  const m = edgeU.length;

  // Arc 2k runs from edgeU[k] to edgeV[k], arc 2k+1 the other way; arc ^ 1 is the reverse arc and
  // arc >> 1 the edge.
  const arcFrom = new Int32Array(2 * m);
  const arcTo = new Int32Array(2 * m);
  const weightOf = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    arcFrom[2 * k] = arcTo[2 * k + 1] = edgeU[k]!;
    arcTo[2 * k] = arcFrom[2 * k + 1] = edgeV[k]!;
    weightOf[k] = edgeWeight[k]!;
  }
  // Adjacency list: the arcs leaving v are adjArcs[adjStart[v] .. adjStart[v + 1] - 1].
  const adjStart = new Int32Array(n + 1);
  for (let a = 0; a < 2 * m; a++) adjStart[arcFrom[a]! + 1]!++;
  for (let v = 0; v < n; v++) adjStart[v + 1]! += adjStart[v]!;
  const adjArcs = new Int32Array(2 * m);
  {
    const fill = adjStart.slice(0, n);
    for (let a = 0; a < 2 * m; a++) adjArcs[fill[arcFrom[a]!]!++] = a;
  }

  // Find the maximum edge weight.
  let maxWeight = 0;
  for (let k = 0; k < m; k++) if (weightOf[k]! > maxWeight) maxWeight = weightOf[k]!;

  // Blossoms are numbered: 0..n-1 are the vertices (trivial blossoms), n..2n-1 the non-trivial
  // blossoms (at most n/2 exist at once). Arrays "indexed by blossom" have 2n entries.
  const isBlossom = (b: number): boolean => b >= n;

  // If b is a top-level blossom,
  // label[b] is FREE (0) if b is unlabeled (free), S (1) if b is an S-blossom, T (2) if a T-blossom.
  // The label of a vertex is found by looking at the label of its top-level containing blossom.
  // If v is a vertex inside a T-blossom, label[v] is T iff v is reachable from an S-vertex outside
  // the blossom. Labels are assigned during a stage and reset after each augmentation.
  const label = new Uint8Array(2 * n);

  // If b is a labeled top-level blossom,
  // labelEdge[b] is the arc (v, w) through which b obtained its label such that w is a vertex in b,
  // or NONE if b's base vertex is single.
  // If w is a vertex inside a T-blossom and label[w] == T,
  // labelEdge[w] is an arc (v, w) through which w is reachable from outside the blossom.
  const labelEdge = new Int32Array(2 * n).fill(NONE);

  // If v is a vertex, inBlossom[v] is the top-level blossom to which v belongs.
  // If v is a top-level vertex, inBlossom[v] == v since v is itself a (trivial) top-level blossom.
  // Initially all vertices are top-level trivial blossoms.
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;

  // If b is a sub-blossom, blossomParent[b] is its immediate parent (sub-)blossom.
  // If b is a top-level blossom, blossomParent[b] is NONE.
  const blossomParent = new Int32Array(2 * n).fill(NONE);

  // If b is a (sub-)blossom, blossomBase[b] is its base VERTEX (i.e. recursive sub-blossom);
  // NONE for an unused blossom number.
  const blossomBase = new Int32Array(2 * n).fill(NONE);
  for (let v = 0; v < n; v++) blossomBase[v] = v;

  // blossomChilds[b] is the ordered list of b's sub-blossoms, starting with the base and going
  // round the blossom.
  // blossomEdges[b] is the list of b's connecting arcs, such that blossomEdges[b][i] = (v, w)
  // where v is a vertex in blossomChilds[b][i] and w is a vertex in blossomChilds[b][wrap(i+1)].
  const blossomChilds: number[][] = Array.from({ length: 2 * n }, () => []);
  const blossomEdges: number[][] = Array.from({ length: 2 * n }, () => []);

  // If b is a top-level S-blossom, blossomBestEdges[b] is a list of least-slack arcs to
  // neighbouring S-blossoms, or null if no such list has been computed yet.
  // This is used for efficient computation of delta3.
  const blossomBestEdges: (number[] | null)[] = Array.from({ length: 2 * n }, () => null);

  // Blossom numbers not in use.
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);

  // If w is a free vertex (or an unreached vertex inside a T-blossom),
  // bestEdge[w] = (v, w) is the least-slack arc from an S-vertex, or NONE if there is no such edge.
  // If b is a (possibly trivial) top-level S-blossom,
  // bestEdge[b] = (v, w) is the least-slack arc to a different S-blossom (v inside b), or NONE.
  // This is used for efficient computation of delta2 and delta3.
  const bestEdge = new Int32Array(2 * n).fill(NONE);

  // If v is a vertex, dualVar[v] = 2 * u(v) where u(v) is v's variable in the dual optimization
  // problem (multiplication by two keeps all values integers throughout the algorithm).
  // Initially, u(v) = maxWeight / 2.
  const dualVar = new Float64Array(n).fill(maxWeight);

  // If b is a non-trivial blossom, blossomDual[b] = z(b) where z(b) is b's variable in the dual
  // optimization problem.
  const blossomDual = new Float64Array(2 * n);

  // If allowEdge[k] is set, edge k is known to have zero slack in the optimization problem;
  // otherwise the edge may or may not have zero slack.
  const allowEdge = new Uint8Array(m);

  // If v is matched, mateArc[v] is the arc from v to mate[v] (the source finds it through G[v][w]).
  const mateArc = new Int32Array(n).fill(NONE);

  // Queue of newly discovered S-vertices (used as a stack, like the source's list.pop()).
  const queue: number[] = [];

  // Scratch for addBlossom: least-slack arc to each neighbouring S-blossom.
  const bestEdgeTo = new Int32Array(2 * n).fill(NONE);

  /** Return 2 * slack of the edge of arc k (does not work inside blossoms). */
  function slack(k: number): number {
    return dualVar[arcFrom[k]!]! + dualVar[arcTo[k]!]! - 2 * weightOf[k >> 1]!;
  }

  /** A blossom's leaf vertices (in the source's order). */
  function leaves(b: number): number[] {
    const result: number[] = [];
    const stack = blossomChilds[b]!.slice();
    while (stack.length > 0) {
      const t = stack.pop()!;
      if (isBlossom(t)) {
        for (const child of blossomChilds[t]!) stack.push(child);
      } else {
        result.push(t);
      }
    }
    return result;
  }

  /**
   * Assign label t to the top-level blossom containing vertex w, coming through arc k = (v, w)
   * (NONE when w's blossom is single).
   */
  function assignLabel(w: number, t: number, k: number): void {
    const b = inBlossom[w]!;
    check(label[w] === FREE && label[b] === FREE, 'assignLabel on a labelled blossom');
    label[w] = label[b] = t;
    labelEdge[w] = labelEdge[b] = k;
    bestEdge[w] = bestEdge[b] = NONE;
    if (t === S) {
      // b became an S-vertex/blossom; add it(s vertices) to the queue.
      if (isBlossom(b)) {
        for (const v of leaves(b)) queue.push(v);
      } else {
        queue.push(b);
      }
    } else {
      // b became a T-vertex/blossom; assign label S to its mate.
      // (If b is a non-trivial blossom, its base is the only vertex with an external mate.)
      const base = blossomBase[b]!;
      assignLabel(mate[base]!, S, mateArc[base]!);
    }
  }

  /**
   * Trace back from vertices v and w to discover either a new blossom or an augmenting path.
   * Return the base vertex of the new blossom, or NONE if an augmenting path was found.
   */
  function scanBlossom(v: number, w: number): number {
    // Trace back from v and w, placing breadcrumbs as we go.
    const path: number[] = [];
    let base = NONE;
    while (v !== NONE) {
      // Look for a breadcrumb in v's blossom or put a new breadcrumb.
      let b = inBlossom[v]!;
      if (label[b]! & BREADCRUMB) {
        base = blossomBase[b]!;
        break;
      }
      check(label[b] === S, 'scanBlossom reached a non-S blossom');
      path.push(b);
      label[b] = S | BREADCRUMB;
      // Trace one step back.
      if (labelEdge[b] === NONE) {
        // The base of blossom b is single; stop tracing this path.
        check(mate[blossomBase[b]!] === NONE, 'scanBlossom: root is matched');
        v = NONE;
      } else {
        check(arcFrom[labelEdge[b]!] === mate[blossomBase[b]!], 'scanBlossom: S label not via mate');
        v = arcFrom[labelEdge[b]!]!;
        b = inBlossom[v]!;
        check(label[b] === T, 'scanBlossom: expected a T blossom');
        // b is a T-blossom; trace one more step back.
        v = arcFrom[labelEdge[b]!]!;
      }
      // Swap v and w so that we alternate between both paths.
      if (w !== NONE) {
        const t = v;
        v = w;
        w = t;
      }
    }
    // Remove breadcrumbs.
    for (const b of path) label[b] = S;
    // Return base vertex, if we found one.
    return base;
  }

  /**
   * Construct a new blossom with given base, through S-vertices v and w (arc k = (v, w)).
   * Label the new blossom as S; set its dual variable to zero; relabel its T-vertices to S and add
   * them to the queue.
   */
  function addBlossom(base: number, k: number): void {
    let v = arcFrom[k]!;
    let w = arcTo[k]!;
    const bb = inBlossom[base]!;
    let bv = inBlossom[v]!;
    let bw = inBlossom[w]!;
    // Create blossom.
    const b = unusedBlossoms.pop()!;
    blossomBase[b] = base;
    blossomParent[b] = NONE;
    blossomParent[bb] = b;
    // Make list of sub-blossoms and their interconnecting edge endpoints.
    const path: number[] = [];
    const edgs: number[] = [k];
    // Trace back from v to base.
    while (bv !== bb) {
      // Add bv to the new blossom.
      blossomParent[bv] = b;
      path.push(bv);
      edgs.push(labelEdge[bv]!);
      check(
        label[bv] === T || (label[bv] === S && arcFrom[labelEdge[bv]!] === mate[blossomBase[bv]!]),
        'addBlossom: bad label on the v side',
      );
      // Trace one step back.
      v = arcFrom[labelEdge[bv]!]!;
      bv = inBlossom[v]!;
    }
    // Add base sub-blossom; reverse lists.
    path.push(bb);
    path.reverse();
    edgs.reverse();
    // Trace back from w to base.
    while (bw !== bb) {
      // Add bw to the new blossom.
      blossomParent[bw] = b;
      path.push(bw);
      edgs.push(labelEdge[bw]! ^ 1);
      check(
        label[bw] === T || (label[bw] === S && arcFrom[labelEdge[bw]!] === mate[blossomBase[bw]!]),
        'addBlossom: bad label on the w side',
      );
      // Trace one step back.
      w = arcFrom[labelEdge[bw]!]!;
      bw = inBlossom[w]!;
    }
    blossomChilds[b] = path;
    blossomEdges[b] = edgs;
    // Set label to S.
    check(label[bb] === S, 'addBlossom: base blossom is not S');
    label[b] = S;
    labelEdge[b] = labelEdge[bb]!;
    bestEdge[b] = NONE;
    // Set dual variable to zero.
    blossomDual[b] = 0;
    // Relabel vertices.
    for (const x of leaves(b)) {
      if (label[inBlossom[x]!] === T) {
        // This T-vertex now turns into an S-vertex because it becomes part of an S-blossom; add it
        // to the queue.
        queue.push(x);
      }
      inBlossom[x] = b;
    }
    // Compute blossomBestEdges[b]: for each neighbouring S-blossom, the least-slack arc to it.
    const touched: number[] = [];
    const consider = (arc: number): void => {
      let j = arcTo[arc]!;
      if (inBlossom[j] === b) j = arcFrom[arc]!;
      const bj = inBlossom[j]!;
      if (bj !== b && label[bj] === S) {
        const previous = bestEdgeTo[bj]!;
        if (previous === NONE) {
          touched.push(bj);
          bestEdgeTo[bj] = arc;
        } else if (slack(arc) < slack(previous)) {
          bestEdgeTo[bj] = arc;
        }
      }
    };
    for (const sub of path) {
      const subBest = blossomBestEdges[sub];
      if (isBlossom(sub) && subBest) {
        // Walk this sub-blossom's least-slack edges; the sub-blossom won't need them again.
        blossomBestEdges[sub] = null;
        for (const arc of subBest) consider(arc);
      } else {
        // No list of least-slack edges for this sub-blossom; get the information from the vertices.
        for (const x of isBlossom(sub) ? leaves(sub) : [sub]) {
          for (let p = adjStart[x]!; p < adjStart[x + 1]!; p++) consider(adjArcs[p]!);
        }
      }
      // Forget about least-slack edge of the sub-blossom.
      bestEdge[sub] = NONE;
    }
    const myBestEdges = touched.map((bj) => bestEdgeTo[bj]!);
    for (const bj of touched) bestEdgeTo[bj] = NONE;
    blossomBestEdges[b] = myBestEdges;
    // Select bestEdge[b].
    let myBestEdge = NONE;
    let myBestSlack = 0;
    for (const arc of myBestEdges) {
      const kslack = slack(arc);
      if (myBestEdge === NONE || kslack < myBestSlack) {
        myBestEdge = arc;
        myBestSlack = kslack;
      }
    }
    bestEdge[b] = myBestEdge;
  }

  /**
   * One level of expandBlossom. Yields the sub-blossoms to expand recursively (the source's
   * trampoline, which keeps the call stack flat however deeply blossoms nest).
   */
  function* expandRecurse(b: number, endStage: boolean): Generator<number, void, undefined> {
    // Convert sub-blossoms into top-level blossoms.
    for (const s of blossomChilds[b]!) {
      blossomParent[s] = NONE;
      if (isBlossom(s)) {
        if (endStage && blossomDual[s] === 0) {
          // Recursively expand this sub-blossom.
          yield s;
        } else {
          for (const v of leaves(s)) inBlossom[v] = s;
        }
      } else {
        inBlossom[s] = s;
      }
    }
    // If we expand a T-blossom during a stage, its sub-blossoms must be relabeled.
    if (!endStage && label[b] === T) {
      // Start at the sub-blossom through which the expanding blossom obtained its label, and
      // relabel sub-blossoms until we reach the base.
      const childs = blossomChilds[b]!;
      const edgs = blossomEdges[b]!;
      const entryChild = inBlossom[arcTo[labelEdge[b]!]!]!;
      // Decide in which direction we will go round the blossom.
      let j = childs.indexOf(entryChild);
      let jstep: number;
      if (j & 1) {
        // Start index is odd; go forward and wrap.
        j -= childs.length;
        jstep = 1;
      } else {
        // Start index is even; go backward.
        jstep = -1;
      }
      // Move along the blossom until we get to the base.
      let vw = labelEdge[b]!; // the arc (v, w)
      while (j !== 0) {
        // Relabel the T-sub-blossom.
        const pq = jstep === 1 ? at(edgs, j) : at(edgs, j - 1) ^ 1; // the arc (p, q)
        const w = arcTo[vw]!;
        label[w] = FREE;
        label[arcTo[pq]!] = FREE;
        assignLabel(w, T, vw);
        // Step to the next S-sub-blossom and note its forward edge.
        allowEdge[pq >> 1] = 1;
        j += jstep;
        vw = jstep === 1 ? at(edgs, j) : at(edgs, j - 1) ^ 1;
        // Step to the next T-sub-blossom.
        allowEdge[vw >> 1] = 1;
        j += jstep;
      }
      // Relabel the base T-sub-blossom WITHOUT stepping through to its mate (so don't call
      // assignLabel).
      const bw = at(childs, j);
      const w = arcTo[vw]!;
      label[w] = label[bw] = T;
      labelEdge[w] = labelEdge[bw] = vw;
      bestEdge[bw] = NONE;
      // Continue along the blossom until we get back to entryChild.
      j += jstep;
      while (at(childs, j) !== entryChild) {
        // Examine the vertices of the sub-blossom to see whether it is reachable from a
        // neighbouring S-vertex outside the expanding blossom.
        const bv = at(childs, j);
        if (label[bv] === S) {
          // This sub-blossom just got label S through one of its neighbours; leave it be.
          j += jstep;
          continue;
        }
        let v = NONE;
        if (isBlossom(bv)) {
          for (const x of leaves(bv)) {
            if (label[x] !== FREE) {
              v = x;
              break;
            }
          }
        } else if (label[bv] !== FREE) {
          v = bv;
        }
        // If the sub-blossom contains a reachable vertex, assign label T to the sub-blossom.
        if (v !== NONE) {
          check(label[v] === T, 'expandBlossom: reachable vertex is not T');
          check(inBlossom[v] === bv, 'expandBlossom: reachable vertex in the wrong blossom');
          label[v] = FREE;
          label[mate[blossomBase[bv]!]!] = FREE;
          assignLabel(v, T, labelEdge[v]!);
        }
        j += jstep;
      }
    }
    // Remove the expanded blossom entirely.
    label[b] = FREE;
    labelEdge[b] = NONE;
    bestEdge[b] = NONE;
    blossomParent[b] = NONE;
    blossomBase[b] = NONE;
    blossomDual[b] = 0;
    blossomChilds[b] = [];
    blossomEdges[b] = [];
    blossomBestEdges[b] = null;
    unusedBlossoms.push(b);
  }

  /** Expand the given top-level blossom. */
  function expandBlossom(b: number, endStage: boolean): void {
    // The trampoline: a stack of generators, each yielding the sub-blossoms to recurse into.
    const stack = [expandRecurse(b, endStage)];
    while (stack.length > 0) {
      const next = stack[stack.length - 1]!.next();
      if (next.done) stack.pop();
      else stack.push(expandRecurse(next.value, endStage));
    }
  }

  /** Record that v and w (joined by arc k = (v, w)) are matched. */
  function setMate(k: number): void {
    const v = arcFrom[k]!;
    const w = arcTo[k]!;
    mate[v] = w;
    mateArc[v] = k;
    mate[w] = v;
    mateArc[w] = k ^ 1;
  }

  /**
   * One level of augmentBlossom: swap matched/unmatched edges over an alternating path through
   * blossom b between vertex v and the base vertex. Yields [sub-blossom, vertex] to recurse into.
   */
  function* augmentRecurse(b: number, v: number): Generator<readonly [number, number], void, undefined> {
    // Bubble up through the blossom tree from vertex v to an immediate sub-blossom of b.
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t]!;
    // Recursively deal with the first sub-blossom.
    if (isBlossom(t)) yield [t, v];
    // Decide in which direction we will go round the blossom.
    const childs = blossomChilds[b]!;
    const edgs = blossomEdges[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    if (i & 1) {
      // Start index is odd; go forward and wrap.
      j -= childs.length;
      jstep = 1;
    } else {
      // Start index is even; go backward.
      jstep = -1;
    }
    // Move along the blossom until we get to the base.
    while (j !== 0) {
      // Step to the next sub-blossom and augment it recursively.
      j += jstep;
      t = at(childs, j);
      const wx = jstep === 1 ? at(edgs, j) : at(edgs, j - 1) ^ 1; // the arc (w, x)
      if (isBlossom(t)) yield [t, arcFrom[wx]!];
      // Step to the next sub-blossom and augment it recursively.
      j += jstep;
      t = at(childs, j);
      if (isBlossom(t)) yield [t, arcTo[wx]!];
      // Match the edge connecting those sub-blossoms.
      setMate(wx);
    }
    // Rotate the list of sub-blossoms to put the new base at the front.
    blossomChilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomEdges[b] = [...edgs.slice(i), ...edgs.slice(0, i)];
    blossomBase[b] = blossomBase[blossomChilds[b]![0]!]!;
    check(blossomBase[b] === v, 'augmentBlossom: new base is not v');
  }

  /**
   * Swap matched/unmatched edges over an alternating path through blossom b between vertex v and
   * the base vertex. Keep blossom bookkeeping consistent.
   */
  function augmentBlossom(b: number, v: number): void {
    const stack = [augmentRecurse(b, v)];
    while (stack.length > 0) {
      const next = stack[stack.length - 1]!.next();
      if (next.done) stack.pop();
      else stack.push(augmentRecurse(next.value[0], next.value[1]));
    }
  }

  /**
   * Swap matched/unmatched edges over an alternating path between two single vertices. The
   * augmenting path runs through S-vertices v and w (arc k = (v, w)).
   */
  function augmentMatching(k: number): void {
    for (const start of [k, k ^ 1]) {
      // Match vertex s to vertex j. Then trace back from s until we find a single vertex,
      // swapping matched and unmatched edges as we go.
      let sj = start; // the arc (s, j)
      for (;;) {
        const s = arcFrom[sj]!;
        const bs = inBlossom[s]!;
        check(label[bs] === S, 'augmentMatching: expected an S blossom');
        check(
          (labelEdge[bs] === NONE && mate[blossomBase[bs]!] === NONE) ||
            arcFrom[labelEdge[bs]!] === mate[blossomBase[bs]!],
          'augmentMatching: S label not via mate',
        );
        // Augment through the S-blossom from s to base.
        if (isBlossom(bs)) augmentBlossom(bs, s);
        // Update mate[s].
        mate[s] = arcTo[sj]!;
        mateArc[s] = sj;
        // Trace one step back.
        if (labelEdge[bs] === NONE) break; // Reached single vertex; stop.
        const t = arcFrom[labelEdge[bs]!]!;
        const bt = inBlossom[t]!;
        check(label[bt] === T, 'augmentMatching: expected a T blossom');
        // Trace one more step back.
        sj = labelEdge[bt]!;
        const j = arcTo[sj]!;
        // Augment through the T-blossom from j to base.
        check(blossomBase[bt] === t, 'augmentMatching: T blossom base');
        if (isBlossom(bt)) augmentBlossom(bt, j);
        // Update mate[j].
        mate[j] = arcFrom[sj]!;
        mateArc[j] = sj ^ 1;
      }
    }
  }

  /** Verify that the optimum solution has been reached (the dual solution proves it). */
  function verifyOptimum(): void {
    let minDual = Infinity;
    for (let v = 0; v < n; v++) minDual = Math.min(minDual, dualVar[v]!);
    // With maxCardinality, vertices may have negative dual; find a constant non-negative number to
    // add to all vertex duals.
    const vDualOffset = maxCardinality ? Math.max(0, -minDual) : 0;
    // 0. all dual variables are non-negative
    check(minDual + vDualOffset >= 0, 'verifyOptimum: negative vertex dual');
    for (let b = n; b < 2 * n; b++) {
      if (blossomBase[b] !== NONE) check(blossomDual[b]! >= 0, 'verifyOptimum: negative blossom dual');
    }
    // 0. all edges have non-negative slack and
    // 1. all matched edges have zero slack;
    const chain = (v: number): number[] => {
      const result = [v];
      while (blossomParent[result[result.length - 1]!] !== NONE) result.push(blossomParent[result[result.length - 1]!]!);
      return result.reverse();
    };
    for (let k = 0; k < m; k++) {
      const i = edgeU[k]!;
      const j = edgeV[k]!;
      let s = dualVar[i]! + dualVar[j]! - 2 * weightOf[k]!;
      const iBlossoms = chain(i);
      const jBlossoms = chain(j);
      for (let d = 0; d < Math.min(iBlossoms.length, jBlossoms.length); d++) {
        if (iBlossoms[d] !== jBlossoms[d]) break;
        s += 2 * blossomDual[iBlossoms[d]!]!;
      }
      check(s >= 0, 'verifyOptimum: negative slack');
      if (mate[i] === j || mate[j] === i) {
        check(mate[i] === j && mate[j] === i, 'verifyOptimum: asymmetric mate');
        check(s === 0, 'verifyOptimum: matched edge with slack');
      }
    }
    // 2. all single vertices have zero dual value;
    for (let v = 0; v < n; v++) {
      check(mate[v] !== NONE || dualVar[v]! + vDualOffset === 0, 'verifyOptimum: single vertex with dual');
    }
    // 3. all blossoms with positive dual value are full.
    for (let b = n; b < 2 * n; b++) {
      if (blossomBase[b] === NONE || blossomDual[b]! <= 0) continue;
      const edgs = blossomEdges[b]!;
      check(edgs.length % 2 === 1, 'verifyOptimum: even blossom');
      for (let x = 1; x < edgs.length; x += 2) {
        const arc = edgs[x]!;
        check(mate[arcFrom[arc]!] === arcTo[arc] && mate[arcTo[arc]!] === arcFrom[arc], 'verifyOptimum: blossom not full');
      }
    }
  }

  // Main loop: continue until no further improvement is possible.
  for (;;) {
    // Each iteration of this loop is a "stage".
    // A stage finds an augmenting path and uses that to improve the matching.

    // Remove labels from top-level blossoms/vertices.
    label.fill(FREE);
    labelEdge.fill(NONE);

    // Forget all about least-slack edges.
    bestEdge.fill(NONE);
    blossomBestEdges.fill(null);

    // Loss of labeling means that we can not be sure that currently allowable edges remain
    // allowable throughout this stage.
    allowEdge.fill(0);

    // Make queue empty.
    queue.length = 0;

    // Label single blossoms/vertices with S and put them in the queue.
    for (let v = 0; v < n; v++) {
      if (mate[v] === NONE && label[inBlossom[v]!] === FREE) assignLabel(v, S, NONE);
    }

    // Loop until we succeed in augmenting the matching.
    let augmented = false;
    for (;;) {
      // Each iteration of this loop is a "substage".
      // A substage tries to find an augmenting path; if found, the path is used to improve the
      // matching and the stage ends. If there is no augmenting path, the primal-dual method is
      // used to pump some slack out of the dual variables.

      // Continue labeling until all vertices which are reachable through an alternating path have
      // got a label.
      while (queue.length > 0 && !augmented) {
        // Take an S vertex from the queue.
        const v = queue.pop()!;
        check(label[inBlossom[v]!] === S, 'queued vertex is not S');

        // Scan its neighbours:
        const end = adjStart[v + 1]!;
        for (let p = adjStart[v]!; p < end; p++) {
          const k = adjArcs[p]!; // the arc (v, w)
          const w = arcTo[k]!;
          const bv = inBlossom[v]!;
          const bw = inBlossom[w]!;
          if (bv === bw) {
            // This edge is internal to a blossom; ignore it.
            continue;
          }
          let kslack = 0;
          if (!allowEdge[k >> 1]) {
            kslack = slack(k);
            if (kslack <= 0) {
              // Edge k has zero slack => it is allowable.
              allowEdge[k >> 1] = 1;
            }
          }
          if (allowEdge[k >> 1]) {
            if (label[bw] === FREE) {
              // (C1) w is a free vertex; label w with T and label its mate with S (R12).
              assignLabel(w, T, k);
            } else if (label[bw] === S) {
              // (C2) w is an S-vertex (not in the same blossom); follow back-links to discover
              // either an augmenting path or a new blossom.
              const base = scanBlossom(v, w);
              if (base !== NONE) {
                // Found a new blossom; add it to the blossom bookkeeping and turn it into an
                // S-blossom.
                addBlossom(base, k);
              } else {
                // Found an augmenting path; augment the matching and end this stage.
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === FREE) {
              // w is inside a T-blossom, but w itself has not yet been reached from outside the
              // blossom; mark it as reached (we need this to relabel during T-blossom expansion).
              check(label[bw] === T, 'reached vertex not in a T blossom');
              label[w] = T;
              labelEdge[w] = k;
            }
          } else if (label[bw] === S) {
            // Keep track of the least-slack non-allowable edge to a different S-blossom.
            if (bestEdge[bv] === NONE || kslack < slack(bestEdge[bv]!)) bestEdge[bv] = k;
          } else if (label[w] === FREE) {
            // w is a free vertex (or an unreached vertex inside a T-blossom) but we can not reach it
            // yet; keep track of the least-slack edge that reaches w.
            if (bestEdge[w] === NONE || kslack < slack(bestEdge[w]!)) bestEdge[w] = k;
          }
        }
      }

      if (augmented) break;

      // There is no augmenting path under these constraints; compute delta and reduce slack in the
      // optimization problem. (Note that our vertex dual variables, edge slacks and deltas are
      // pre-multiplied by two.)
      let deltaType = -1;
      let delta = 0;
      let deltaEdge = NONE;
      let deltaBlossom = NONE;

      // Compute delta1: the minimum value of any vertex dual.
      if (!maxCardinality) {
        deltaType = 1;
        delta = dualVar[0]!;
        for (let v = 1; v < n; v++) if (dualVar[v]! < delta) delta = dualVar[v]!;
      }

      // Compute delta2: the minimum slack on any edge between an S-vertex and a free vertex.
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]!] === FREE && bestEdge[v] !== NONE) {
          const d = slack(bestEdge[v]!);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v]!;
          }
        }
      }

      // Compute delta3: half the minimum slack on any edge between a pair of S-blossoms.
      for (let b = 0; b < 2 * n; b++) {
        if (blossomBase[b] !== NONE && blossomParent[b] === NONE && label[b] === S && bestEdge[b] !== NONE) {
          const kslack = slack(bestEdge[b]!);
          check(kslack % 2 === 0, 'odd slack between S-blossoms');
          const d = kslack / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b]!;
          }
        }
      }

      // Compute delta4: minimum z variable of any T-blossom.
      for (let b = n; b < 2 * n; b++) {
        if (
          blossomBase[b] !== NONE &&
          blossomParent[b] === NONE &&
          label[b] === T &&
          (deltaType === -1 || blossomDual[b]! < delta)
        ) {
          delta = blossomDual[b]!;
          deltaType = 4;
          deltaBlossom = b;
        }
      }

      if (deltaType === -1) {
        // No further improvement possible; max-cardinality optimum reached. Do a final delta update
        // to make the optimum verifiable.
        check(maxCardinality, 'no delta without maxCardinality');
        deltaType = 1;
        let minDual = dualVar[0]!;
        for (let v = 1; v < n; v++) if (dualVar[v]! < minDual) minDual = dualVar[v]!;
        delta = Math.max(0, minDual);
      }

      // Update dual variables according to delta.
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]!];
        if (l === S) {
          // S-vertex: 2*u = 2*u - 2*delta
          dualVar[v]! -= delta;
        } else if (l === T) {
          // T-vertex: 2*u = 2*u + 2*delta
          dualVar[v]! += delta;
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] !== NONE && blossomParent[b] === NONE) {
          if (label[b] === S) {
            // top-level S-blossom: z = z + 2*delta
            blossomDual[b]! += delta;
          } else if (label[b] === T) {
            // top-level T-blossom: z = z - 2*delta
            blossomDual[b]! -= delta;
          }
        }
      }

      // Take action at the point where minimum delta occurred.
      if (deltaType === 1) {
        // No further improvement possible; optimum reached.
        break;
      } else if (deltaType === 2 || deltaType === 3) {
        // Use the least-slack edge to continue the search.
        allowEdge[deltaEdge >> 1] = 1;
        const v = arcFrom[deltaEdge]!;
        check(label[inBlossom[v]!] === S, 'least-slack edge does not start at an S-vertex');
        queue.push(v);
      } else {
        // Expand the least-z blossom.
        expandBlossom(deltaBlossom, false);
      }
      // End of this substage.
    }

    // Paranoia check that the matching is symmetric.
    for (let v = 0; v < n; v++) {
      if (mate[v] !== NONE) check(mate[mate[v]!] === v, 'asymmetric mate');
    }

    // Stop when no more augmenting path can be found.
    if (!augmented) break;

    // End of a stage; expand all S-blossoms which have zero dual.
    for (let b = n; b < 2 * n; b++) {
      if (blossomBase[b] === NONE) continue; // not in use (or already expanded)
      if (blossomParent[b] === NONE && label[b] === S && blossomDual[b] === 0) expandBlossom(b, true);
    }
  }

  if (options.verifyOptimum) verifyOptimum();
  return mate;
}
