/**
 * The achievements page's views of the state (docs/product.md#screens-and-routes "Achievements"): each
 * definition with its progress and award, 'Next Up', 'Recently Earned', the catalogue's status, sort and
 * category, and the pins. Progress is counter / threshold capped at 1; a locked achievement at its threshold
 * reads 'Ready' (docs/product.md#states "Achievements"). Filter values read from the address are accepted only
 * from the known sets; anything else reads as the default.
 */
import type { AchievementAward, AchievementPinsBody, AchievementsState } from '@kindred/contracts/api/achievements';
import {
  ACHIEVEMENTS,
  ACHIEVEMENT_CATEGORIES,
  categoryOf,
  progressOf,
  type AchievementCategory,
  type AchievementDefinition,
  type AchievementId,
} from '@kindred/contracts/domain/achievements';

/** docs/product.md#constants-and-limits: Next Up 3; Recently Earned holds 6, shows 4; Pinned shows 6 before 'Show more'. */
const NEXT_UP_COUNT = 3;
const RECENTLY_EARNED_KEPT = 6;
export const RECENTLY_EARNED_SHOWN = 4;
/** 'View all' shows when more than this many are earned. */
export const VIEW_ALL_AFTER = 3;
export const PINNED_SHOWN = 6;

export const READY = 'Ready';

export interface AchievementView {
  definition: AchievementDefinition;
  category: AchievementCategory;
  /** The counter its rule reads, as the server counted it. */
  counter: number;
  /** counter / threshold, capped at 1; 1 once earned. */
  progress: number;
  /** The award, once earned. */
  earned: AchievementAward | null;
  /** Locked, with its counter at the threshold: the server awards it on its next read. */
  ready: boolean;
  pinned: boolean;
  goal: boolean;
  /** Its place in the definitions (the 'Default' sort). */
  order: number;
}

/** Every definition, in the specification's order, seen through the member's state. */
export function achievementViews(state: AchievementsState): AchievementView[] {
  const awards = new Map(state.earned.map((award) => [award.id, award]));
  const pinned = new Set(state.pinnedIds);
  return ACHIEVEMENTS.map((definition, order) => {
    const earned = awards.get(definition.id) ?? null;
    const progress = earned ? 1 : progressOf(definition, state.counters);
    return {
      definition,
      category: categoryOf(definition.id),
      counter: state.counters[definition.rule.metric] ?? 0,
      progress,
      earned,
      ready: !earned && progress >= 1,
      pinned: pinned.has(definition.id),
      goal: state.pinnedGoalId === definition.id,
      order,
    };
  });
}

/** 'counter / threshold', the counter shown no higher than the threshold. */
function progressText(view: Pick<AchievementView, 'counter' | 'definition'>): string {
  const { threshold } = view.definition.rule;
  return `${Math.min(view.counter, threshold)} / ${threshold}`;
}

/** What a locked achievement's bar reads: 'Ready' at its threshold, else 'counter / threshold'. */
export function progressLabel(view: AchievementView): string {
  return view.ready ? READY : progressText(view);
}

/** 'Next Up': the locked achievements closest to done first (the definitions' order between equals), at most 3. */
export function nextUp(views: readonly AchievementView[], count = NEXT_UP_COUNT): AchievementView[] {
  return views
    .filter((view) => !view.earned)
    .sort((a, b) => b.progress - a.progress || a.order - b.order)
    .slice(0, count);
}

function earnedTime(view: AchievementView): number {
  const time = view.earned ? Date.parse(view.earned.earnedAt) : Number.NaN;
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
}

/** Newest award first; the definitions' order between awards of the same moment. */
function byEarnedDescending(a: AchievementView, b: AchievementView): number {
  return earnedTime(b) - earnedTime(a) || a.order - b.order;
}

/** Every earned achievement, newest first. */
function earnedNewestFirst(views: readonly AchievementView[]): AchievementView[] {
  return views.filter((view) => view.earned).sort(byEarnedDescending);
}

/** 'Recently Earned': the last 6 earned, newest first (the page shows 4 of them until 'View all'). */
export function recentlyEarned(views: readonly AchievementView[], kept = RECENTLY_EARNED_KEPT): AchievementView[] {
  return earnedNewestFirst(views).slice(0, kept);
}

/** The pinned achievements in the member's order (most recently pinned first). */
export function pinnedViews(views: readonly AchievementView[], pinnedIds: readonly AchievementId[]): AchievementView[] {
  const byId = new Map(views.map((view) => [view.definition.id, view]));
  return pinnedIds.map((id) => byId.get(id)).filter((view): view is AchievementView => view !== undefined);
}

// ---------------------------------------------------------------------------
// The catalogue's filters

export const CATALOGUE_STATUSES = ['all', 'earned', 'locked'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];
export const STATUS_LABELS: Record<CatalogueStatus, string> = { all: 'All', earned: 'Earned', locked: 'Locked' };

export const CATALOGUE_SORTS = ['default', 'points', 'progress', 'az', 'recent'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const SORT_LABELS: Record<CatalogueSort, string> = {
  default: 'Default',
  points: 'Most points',
  progress: 'Most progress',
  az: 'A-Z',
  recent: 'Recently earned',
};

export const CATALOGUE_CATEGORIES = ['all', ...ACHIEVEMENT_CATEGORIES] as const;
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<CatalogueCategory, string> = {
  all: 'All categories',
  activities: 'Activities',
  quick: 'Quick',
  ai: 'Ai',
  calendar: 'Calendar',
  profile: 'Profile',
};

export interface CatalogueFilters {
  status: CatalogueStatus;
  sort: CatalogueSort;
  category: CatalogueCategory;
}

export const DEFAULT_CATALOGUE_FILTERS: CatalogueFilters = { status: 'all', sort: 'default', category: 'all' };

/** The address's parameter names. */
const CATALOGUE_PARAMS = { status: 'status', sort: 'sort', category: 'category' } as const;

const titleCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const COMPARATORS: Record<CatalogueSort, (a: AchievementView, b: AchievementView) => number> = {
  default: (a, b) => a.order - b.order,
  points: (a, b) => b.definition.points - a.definition.points || a.order - b.order,
  progress: (a, b) => b.progress - a.progress || a.order - b.order,
  az: (a, b) => titleCollator.compare(a.definition.title, b.definition.title) || a.order - b.order,
  // The earned, newest first; then the locked in the definitions' order.
  recent: (a, b) => Number(Boolean(b.earned)) - Number(Boolean(a.earned)) || byEarnedDescending(a, b),
};

function matchesStatus(view: AchievementView, status: CatalogueStatus): boolean {
  if (status === 'earned') return view.earned !== null;
  if (status === 'locked') return view.earned === null;
  return true;
}

function matchesCategory(view: AchievementView, category: CatalogueCategory): boolean {
  return category === 'all' || view.category === category;
}

/** Status, then category, then the sort. Returns a new list; the given one is left as it is. */
export function applyCatalogueFilters(views: readonly AchievementView[], filters: CatalogueFilters): AchievementView[] {
  return views
    .filter((view) => matchesStatus(view, filters.status) && matchesCategory(view, filters.category))
    .sort(COMPARATORS[filters.sort]);
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The filters in an address (`?status=earned&sort=points&category=ai`); an unknown value reads as the default. */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const status = params.get(CATALOGUE_PARAMS.status);
  const sort = params.get(CATALOGUE_PARAMS.sort);
  const category = params.get(CATALOGUE_PARAMS.category);
  return {
    status: isOneOf(CATALOGUE_STATUSES, status) ? status : DEFAULT_CATALOGUE_FILTERS.status,
    sort: isOneOf(CATALOGUE_SORTS, sort) ? sort : DEFAULT_CATALOGUE_FILTERS.sort,
    category: isOneOf(CATALOGUE_CATEGORIES, category) ? category : DEFAULT_CATALOGUE_FILTERS.category,
  };
}

/** The filters as address parameters, defaults and unknown values left out; other parameters of `base` are kept. */
export function catalogueFiltersToParams(filters: CatalogueFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(CATALOGUE_PARAMS)) params.delete(name);
  if (filters.status !== DEFAULT_CATALOGUE_FILTERS.status && isOneOf(CATALOGUE_STATUSES, filters.status)) params.set(CATALOGUE_PARAMS.status, filters.status);
  if (filters.sort !== DEFAULT_CATALOGUE_FILTERS.sort && isOneOf(CATALOGUE_SORTS, filters.sort)) params.set(CATALOGUE_PARAMS.sort, filters.sort);
  if (filters.category !== DEFAULT_CATALOGUE_FILTERS.category && isOneOf(CATALOGUE_CATEGORIES, filters.category)) {
    params.set(CATALOGUE_PARAMS.category, filters.category);
  }
  return params;
}

// ---------------------------------------------------------------------------
// Pins

export type Pins = AchievementPinsBody;

export function pinsOf(state: Pick<AchievementsState, 'pinnedIds' | 'pinnedGoalId'>): Pins {
  return { pinnedIds: [...state.pinnedIds], goalId: state.pinnedGoalId };
}

/** 'Pin as goal': pinned first (most recent first) and made the goal. */
export function pinAsGoal(pins: Pins, id: AchievementId): Pins {
  return { pinnedIds: [id, ...pins.pinnedIds.filter((pinned) => pinned !== id)], goalId: id };
}

/** 'Unpin': off the pins, and no longer the goal if it was. */
export function unpin(pins: Pins, id: AchievementId): Pins {
  return { pinnedIds: pins.pinnedIds.filter((pinned) => pinned !== id), goalId: pins.goalId === id ? null : pins.goalId };
}
