/**
 * The week's pairs for one organisation (docs/decisions.md#matching): a maximum-weight matching, so that the
 * organisation as a whole gets the best pairs it can, not the first members served.
 *
 * The weight of a pair (i, j), an integer, larger is better:
 *
 *   weight = 10 × (600 − Σ |pᵢ − pⱼ|)  +  DEPARTMENT_BONUS if their departments differ
 *
 * where p are the six HEXACO percentages. 600 − Σ|Δ| is six times the spec's connection strength (the mean over
 * the six traits of 100 − |Δ|), kept unrounded so that close pairs still order; the ×10 leaves room for the bonus.
 * DEPARTMENT_BONUS (300, worth 5 points of strength) tips a near-tie towards someone from another department, so
 * the network widens, without ever pairing two people who are far apart over two who are close. A pair already
 * connected, in any week, is not an edge at all: nobody is offered the same colleague twice. A paused member is not
 * a vertex (the caller leaves them out).
 *
 * Pairs who can meet (issue 36): when the run knows each member's working hours for the week (the weekly job does;
 * the seed's history does not), a pair whose working hours share no quarter hour that week is not an edge (a
 * Toronto colleague and a Nairobi one whose days never overlap), and the weight adds SHARED_TIME_BONUS scaled by the
 * time they share, up to SHARED_TIME_FULL quarter hours (15 hours): less than the department bonus, so similarity
 * still leads, but of two equally good colleagues the one with more time in common comes first.
 *
 * Every member gets one match a round: the matching is of maximum cardinality first and of maximum weight among
 * those. With an odd count one member is left over; they get a second match with the member who has had the fewest
 * matches lately, never the one who took the extra match the week before (`lastDouble`), so it rotates.
 *
 * Scale: an exact matching over every pair is O(n³) and a complete graph has n² edges. Two prunings keep a weekly
 * run of 100,000 members in seconds, and both keep the pairs that matter:
 * 1. Partition: members are split in trait space (a k-d split at the median of the trait that varies most) into
 *    groups of at most GROUP_SIZE; similar people land in the same group, and the matching runs per group.
 * 2. Candidates: inside a group, each member's edges are to their NEIGHBOURS most similar colleagues not yet
 *    connected with them. A maximum-weight matching rarely pairs someone beyond their dozen nearest.
 * Whoever a group leaves unmatched (an odd group, or neighbours all taken) is matched again in one pool of the
 * leftovers, with every pair as a candidate when the pool is small.
 */
import { RAW_TRAIT_KEYS, rawToPercent } from '@kindred/contracts/domain/hexaco';
import { maxWeightMatching } from '../../vendor/max-weight-matching.ts';

export const DEPARTMENT_BONUS = 300;
const SHARED_TIME_BONUS = 150;
/** Quarter hours of shared working time that earn the whole bonus (15 hours a week). */
const SHARED_TIME_FULL = 60;
/** The quarter hours of a week: the bits of a working-time mask. */
const WEEK_QUARTERS = 7 * 24 * 4;
const QUARTER_MS = 15 * 60_000;
const GROUP_SIZE = 512;
const NEIGHBOURS = 12;
/** A leftover pool up to this size gets every pair as a candidate. */
const FULL_POOL = 1200;

export interface PairingMember {
  userId: string;
  honesty: number;
  neuroticism: number;
  extraversion: number;
  agreeableness: number;
  conscientiousness: number;
  openness: number;
  department: string | null;
  /** Matches in the recent weeks: who takes an odd week's extra match. */
  recentMatches: number;
}

export interface PairingInput {
  /** In a stable order (by member id): the tie-break. */
  members: readonly PairingMember[];
  /** Pairs (user ids) already connected, in any week: never offered again. Pairs with non-members are ignored. */
  connected: Iterable<readonly [string, string]>;
  /** Who took the extra match last week, if anyone: not again this week. */
  lastDouble: string | null;
  /** Matches per member this week (1 for the weekly run; the seed builds history with more). */
  rounds?: number;
  /**
   * Each member's working time in the week (`workingMask`), when known: a pair who share none is not matched, and
   * shared time adds to the weight. A member missing from the map shares no time with anyone.
   */
  weeks?: ReadonlyMap<string, Uint32Array>;
}

/**
 * A member's working time in the week from `weekStart` as a mask of its quarter hours (bit q: the quarter hour
 * [weekStart + 15q min, +15 min) lies wholly inside a working period).
 */
export function workingMask(periods: ReadonlyArray<{ start: number; end: number }>, weekStart: number): Uint32Array {
  const mask = new Uint32Array(Math.ceil(WEEK_QUARTERS / 32));
  for (const period of periods) {
    const from = Math.max(0, Math.ceil((period.start - weekStart) / QUARTER_MS));
    const to = Math.min(WEEK_QUARTERS, Math.floor((period.end - weekStart) / QUARTER_MS));
    for (let q = from; q < to; q++) mask[q >>> 5]! |= 1 << (q & 31);
  }
  return mask;
}

/** The quarter hours two masks share. */
function sharedQuarters(a: Uint32Array, b: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < a.length; w++) {
    let x = a[w]! & b[w]!;
    // Popcount of a 32-bit word.
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

export interface Pair {
  /** Ordered by user id (the connections table's order). */
  member1: string;
  member2: string;
  /** The spec's connection strength, 0-100. */
  strength: number;
}

export interface PairingResult {
  pairs: Pair[];
  /** The member who got a second match this week (an odd count), or null. */
  double: string | null;
}

interface Prepared {
  n: number;
  /** Six percentages per member, packed. */
  p: Int16Array;
  department: (string | null)[];
  /** Each member's working-time mask, when the run knows them (else null: no rule about time). */
  weeks: (Uint32Array | null)[] | null;
}

const NO_TIME = new Uint32Array(Math.ceil(WEEK_QUARTERS / 32));

function prepare(members: readonly PairingMember[], weeks?: ReadonlyMap<string, Uint32Array>): Prepared {
  const n = members.length;
  const p = new Int16Array(n * 6);
  members.forEach((member, i) => RAW_TRAIT_KEYS.forEach((key, t) => (p[i * 6 + t] = rawToPercent(member[key]))));
  return {
    n,
    p,
    department: members.map((member) => member.department?.trim().toLowerCase() || null),
    weeks: weeks ? members.map((member) => weeks.get(member.userId) ?? NO_TIME) : null,
  };
}

/** Whether the pair shares working time (always, when the run does not know it). */
function canMeet(prepared: Prepared, i: number, j: number): boolean {
  return !prepared.weeks || sharedQuarters(prepared.weeks[i]!, prepared.weeks[j]!) > 0;
}

function distance(p: Int16Array, i: number, j: number): number {
  const a = i * 6;
  const b = j * 6;
  return (
    Math.abs(p[a]! - p[b]!) +
    Math.abs(p[a + 1]! - p[b + 1]!) +
    Math.abs(p[a + 2]! - p[b + 2]!) +
    Math.abs(p[a + 3]! - p[b + 3]!) +
    Math.abs(p[a + 4]! - p[b + 4]!) +
    Math.abs(p[a + 5]! - p[b + 5]!)
  );
}

/** The pair's weight (see the top of the file). */
function pairWeight(prepared: Prepared, i: number, j: number): number {
  const { department } = prepared;
  const bonus = department[i] !== null && department[j] !== null && department[i] !== department[j] ? DEPARTMENT_BONUS : 0;
  const shared = prepared.weeks ? Math.round((SHARED_TIME_BONUS * Math.min(SHARED_TIME_FULL, sharedQuarters(prepared.weeks[i]!, prepared.weeks[j]!))) / SHARED_TIME_FULL) : 0;
  return 10 * (600 - distance(prepared.p, i, j)) + bonus + shared;
}

/** A member as the profile module reads them: their raw scores (missing before the questionnaire) and department. */
export type MatchTraits = { [K in (typeof RAW_TRAIT_KEYS)[number]]: number | null } & { department: string | null };

/** The same weight for two members read apart from a run (the 'Kindred' matches call ranks by it); null without scores. */
export function matchWeight(a: MatchTraits, b: MatchTraits): number | null {
  const complete = (member: MatchTraits): PairingMember | null =>
    RAW_TRAIT_KEYS.every((key) => member[key] !== null) ? ({ ...member, userId: '', recentMatches: 0 } as PairingMember) : null;
  const x = complete(a);
  const y = complete(b);
  return x && y ? pairWeight(prepare([x, y]), 0, 1) : null;
}

/** The spec's strength: the mean over the six traits of 100 − |Δ|, rounded. */
function strengthOf(prepared: Prepared, i: number, j: number): number {
  return Math.round((600 - distance(prepared.p, i, j)) / 6);
}

/** Splits `indices` into groups of at most `size`, each a box of trait space (median split on the widest trait). */
function partition(prepared: Prepared, indices: number[], size = GROUP_SIZE): number[][] {
  if (indices.length <= size) return [indices];
  let widest = 0;
  let widestRange = -1;
  for (let t = 0; t < 6; t++) {
    let low = 101;
    let high = -1;
    for (const i of indices) {
      const value = prepared.p[i * 6 + t]!;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    if (high - low > widestRange) {
      widestRange = high - low;
      widest = t;
    }
  }
  const sorted = [...indices].sort((a, b) => prepared.p[a * 6 + widest]! - prepared.p[b * 6 + widest]! || a - b);
  // An even left half, so that an odd group appears only where the whole is odd.
  let half = Math.floor(sorted.length / 2);
  if (half % 2 === 1) half++;
  return [...partition(prepared, sorted.slice(0, half), size), ...partition(prepared, sorted.slice(half), size)];
}

/**
 * The maximum-cardinality, maximum-weight matching of `vertices` (member indices) over each one's `neighbours` best
 * candidates (every pair when `neighbours` is Infinity). Fills `mate` (member index → partner or -1).
 */
function matchAmong(
  prepared: Prepared,
  vertices: readonly number[],
  neighbours: number,
  allowed: (i: number, j: number) => boolean,
  mate: Int32Array,
): void {
  const count = vertices.length;
  if (count < 2) return;
  const edges: [number, number, number][] = [];
  const seen = new Set<number>();
  const addEdge = (a: number, b: number, w: number) => {
    const key = a < b ? a * count + b : b * count + a;
    if (seen.has(key)) return;
    seen.add(key);
    edges.push([a, b, w]);
  };
  // Each member's best `neighbours` candidates, kept in a small sorted list (no full sort per member).
  const keep = Math.min(count - 1, neighbours);
  const bestB = new Int32Array(Number.isFinite(keep) ? keep : 0);
  const bestW = new Int32Array(Number.isFinite(keep) ? keep : 0);
  for (let a = 0; a < count; a++) {
    const i = vertices[a]!;
    let kept = 0;
    for (let b = 0; b < count; b++) {
      if (a === b) continue;
      const j = vertices[b]!;
      if (!allowed(i, j)) continue;
      const w = pairWeight(prepared, i, j);
      if (!Number.isFinite(keep)) {
        addEdge(a, b, w);
        continue;
      }
      if (kept === keep && w <= bestW[kept - 1]!) continue;
      let at = kept < keep ? kept++ : kept - 1;
      while (at > 0 && bestW[at - 1]! < w) {
        bestW[at] = bestW[at - 1]!;
        bestB[at] = bestB[at - 1]!;
        at--;
      }
      bestW[at] = w;
      bestB[at] = b;
    }
    for (let k = 0; k < kept; k++) addEdge(a, bestB[k]!, bestW[k]!);
  }
  const local = maxWeightMatching(count, edges, { maxCardinality: true });
  for (let a = 0; a < count; a++) {
    const b = local[a]!;
    if (b >= 0) mate[vertices[a]!] = vertices[b]!;
  }
}

/** One round: a matching of every member who can still be matched this week. */
function round(prepared: Prepared, allowed: (i: number, j: number) => boolean): Int32Array {
  const mate = new Int32Array(prepared.n).fill(-1);
  const everyone = Array.from({ length: prepared.n }, (_, i) => i);
  for (const group of partition(prepared, everyone)) matchAmong(prepared, group, NEIGHBOURS, allowed, mate);
  const leftovers = everyone.filter((i) => mate[i] === -1);
  if (leftovers.length >= 2) {
    if (leftovers.length <= FULL_POOL) matchAmong(prepared, leftovers, Number.POSITIVE_INFINITY, allowed, mate);
    else for (const group of partition(prepared, leftovers)) matchAmong(prepared, group, Number.POSITIVE_INFINITY, allowed, mate);
  }
  return mate;
}

export function weeklyPairs(input: PairingInput): PairingResult {
  const { members, connected } = input;
  const prepared = prepare(members, input.weeks);
  const n = prepared.n;
  const rounds = Math.max(0, Math.floor(input.rounds ?? 1));
  // Pairs already connected and pairs made this week, as numbers (i * n + j, i < j): a lookup per candidate pair
  // is the run's innermost step.
  const key = (i: number, j: number) => (i < j ? i * n + j : j * n + i);
  const taken = new Set<number>();
  const indexOf = new Map(members.map((member, i) => [member.userId, i]));
  for (const [a, b] of connected) {
    const i = indexOf.get(a);
    const j = indexOf.get(b);
    if (i !== undefined && j !== undefined && i !== j) taken.add(key(i, j));
  }
  const allowed = (i: number, j: number) => !taken.has(key(i, j)) && canMeet(prepared, i, j);
  const pairs: Pair[] = [];
  const add = (i: number, j: number) => {
    taken.add(key(i, j));
    const x = members[i]!.userId;
    const y = members[j]!.userId;
    const strength = strengthOf(prepared, i, j);
    pairs.push(x < y ? { member1: x, member2: y, strength } : { member1: y, member2: x, strength });
  };

  let double: string | null = null;
  const extraMatches = new Int32Array(n);
  for (let r = 0; r < rounds; r++) {
    const mate = round(prepared, allowed);
    for (let i = 0; i < n; i++) if (mate[i]! > i) add(i, mate[i]!);
    const left = [];
    for (let i = 0; i < n; i++) if (mate[i] === -1) left.push(i);
    // An odd count: the one member left over gets a match with whoever has had the fewest lately (not last week's
    // extra, not someone who already took an extra this week), best pair first among equals.
    if (left.length === 1) {
      const u = left[0]!;
      let pick = -1;
      let pickScore = 0;
      for (let v = 0; v < n; v++) {
        if (v === u || mate[v] === -1 || extraMatches[v]! > 0 || !allowed(u, v)) continue;
        if (members[v]!.userId === input.lastDouble) continue;
        // Fewest recent matches first, then the better pair.
        const score = -members[v]!.recentMatches * 1_000_000 + pairWeight(prepared, u, v);
        if (pick === -1 || score > pickScore) {
          pick = v;
          pickScore = score;
        }
      }
      if (pick !== -1) {
        add(u, pick);
        extraMatches[pick]!++;
        double = members[pick]!.userId;
      }
    }
  }
  return { pairs, double };
}
