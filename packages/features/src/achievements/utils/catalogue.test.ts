import { achievementsStateSchema, type AchievementsState } from '@kindred/contracts/api/achievements';
import { ACHIEVEMENTS, ACHIEVEMENT_METRICS, type AchievementId } from '@kindred/contracts/domain/achievements';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOGUE_FILTERS,
  READY,
  achievementViews,
  applyCatalogueFilters,
  catalogueFiltersToParams,
  nextUp,
  parseCatalogueFilters,
  pinAsGoal,
  pinnedViews,
  progressLabel,
  recentlyEarned,
  unpin,
} from './catalogue.ts';

const zero = Object.fromEntries(ACHIEVEMENT_METRICS.map((metric) => [metric, 0])) as AchievementsState['counters'];

function stateOf(partial: Partial<AchievementsState> = {}): AchievementsState {
  return achievementsStateSchema.parse({
    counters: zero,
    earned: [],
    points: 0,
    level: 1,
    levelProgress: 0,
    pinnedIds: [],
    pinnedGoalId: null,
    ...partial,
  });
}

function award(id: AchievementId, earnedAt: string) {
  const definition = ACHIEVEMENTS.find((entry) => entry.id === id)!;
  return { id, earnedAt, points: definition.points, seen: true };
}

const ids = (views: { definition: { id: string } }[]) => views.map((view) => view.definition.id);

describe('achievementViews', () => {
  it('reads progress as counter / threshold capped at 1, and a locked one at its threshold as Ready', () => {
    const views = achievementViews(stateOf({ counters: { ...zero, activityCompleted: 3, aiChatOpened: 5 } }));
    const byId = Object.fromEntries(views.map((view) => [view.definition.id, view]));
    expect(byId.five_activities!.progress).toBe(0.6);
    expect(progressLabel(byId.five_activities!)).toBe('3 / 5');
    expect(byId.first_activity!.progress).toBe(1);
    expect(byId.first_activity!.ready).toBe(true);
    expect(progressLabel(byId.first_activity!)).toBe(READY);
    expect(byId.ai_regular!.ready).toBe(true);
    expect(byId.ten_activities!.progress).toBe(0.3);
  });

  it('an earned one is complete and not Ready', () => {
    const [first] = achievementViews(stateOf({ counters: { ...zero, activityCompleted: 1 }, earned: [award('first_activity', '2026-11-20T10:00:00Z')] }));
    expect(first!.earned?.id).toBe('first_activity');
    expect(first!.progress).toBe(1);
    expect(first!.ready).toBe(false);
  });
});

describe('nextUp', () => {
  it('picks at most 3 locked achievements, closest to done first, the definitions order between equals', () => {
    const views = achievementViews(
      stateOf({
        counters: { ...zero, activityCompleted: 1, quickConnectScheduled: 2, profilesViewed: 4 },
        earned: [award('first_activity', '2026-11-20T10:00:00Z')],
      }),
    );
    // first_quick_connect is at its threshold (Ready); profile_explorer 4/5; three_quick_connects 2/3.
    expect(ids(nextUp(views))).toEqual(['first_quick_connect', 'profile_explorer', 'three_quick_connects']);
  });

  it('is empty when everything is earned', () => {
    const views = achievementViews(stateOf({ earned: ACHIEVEMENTS.map((definition) => award(definition.id, '2026-11-20T10:00:00Z')) }));
    expect(nextUp(views)).toEqual([]);
  });
});

describe('recentlyEarned', () => {
  it('keeps the last 6 earned, newest first', () => {
    const earned = ACHIEVEMENTS.slice(0, 8).map((definition, index) => award(definition.id, `2026-11-${String(10 + index).padStart(2, '0')}T10:00:00Z`));
    const recent = recentlyEarned(achievementViews(stateOf({ earned })));
    expect(ids(recent)).toEqual(ACHIEVEMENTS.slice(2, 8).map((definition) => definition.id).reverse());
  });
});

describe('the catalogue', () => {
  const views = achievementViews(
    stateOf({
      counters: { ...zero, activityCompleted: 2, aiChatOpened: 1, aiMessagesSent: 9 },
      earned: [award('first_activity', '2026-11-20T10:00:00Z'), award('first_ai_chat', '2026-11-22T10:00:00Z')],
    }),
  );

  it('filters by status and category', () => {
    expect(ids(applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, status: 'earned' }))).toEqual(['first_activity', 'first_ai_chat']);
    expect(applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, status: 'locked' })).toHaveLength(ACHIEVEMENTS.length - 2);
    expect(ids(applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, category: 'ai' }))).toEqual([
      'first_ai_chat',
      'ai_regular',
      'ai_first_question',
      'ai_contributor',
    ]);
    expect(ids(applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, category: 'quick' }))).toEqual([
      'first_quick_connect',
      'three_quick_connects',
      'five_quick_connects',
      'first_qc_reschedule',
    ]);
    expect(ids(applyCatalogueFilters(views, { status: 'locked', sort: 'default', category: 'activities' }))).toEqual(['five_activities', 'ten_activities']);
  });

  it('sorts by default, most points, most progress, A-Z and recently earned', () => {
    expect(ids(applyCatalogueFilters(views, DEFAULT_CATALOGUE_FILTERS))).toEqual(ACHIEVEMENTS.map((definition) => definition.id));
    const points = applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, sort: 'points' }).map((view) => view.definition.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(ids(applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, sort: 'progress' })).slice(0, 4)).toEqual([
      'first_activity',
      'first_ai_chat',
      'ai_first_question',
      'ai_contributor',
    ]);
    const titles = applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, sort: 'az' }).map((view) => view.definition.title);
    expect(titles[0]).toBe('Activity Achiever');
    expect(titles.at(-1)).toBe('Schedule Optimizer');
    expect(ids(applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, sort: 'recent' })).slice(0, 3)).toEqual([
      'first_ai_chat',
      'first_activity',
      'five_activities',
    ]);
  });

  it('leaves the given list as it is', () => {
    const before = ids(views);
    applyCatalogueFilters(views, { ...DEFAULT_CATALOGUE_FILTERS, sort: 'az' });
    expect(ids(views)).toEqual(before);
  });
});

describe('the address', () => {
  it('accepts only known values; anything else reads as the default', () => {
    expect(parseCatalogueFilters(new URLSearchParams('status=earned&sort=points&category=ai'))).toEqual({ status: 'earned', sort: 'points', category: 'ai' });
    expect(parseCatalogueFilters(new URLSearchParams('status=won&sort=random&category=Quick'))).toEqual(DEFAULT_CATALOGUE_FILTERS);
    expect(parseCatalogueFilters(new URLSearchParams())).toEqual(DEFAULT_CATALOGUE_FILTERS);
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const params = catalogueFiltersToParams({ status: 'locked', sort: 'default', category: 'calendar' }, new URLSearchParams('x=1&sort=az'));
    expect(params.toString()).toBe('x=1&status=locked&category=calendar');
    expect(catalogueFiltersToParams(DEFAULT_CATALOGUE_FILTERS).toString()).toBe('');
  });

  it('round-trips', () => {
    const filters = { status: 'earned', sort: 'recent', category: 'profile' } as const;
    expect(parseCatalogueFilters(catalogueFiltersToParams(filters))).toEqual(filters);
  });
});

describe('pins', () => {
  it("'Pin as goal' puts it first and makes it the goal; pinning again moves it up", () => {
    let pins = pinAsGoal({ pinnedIds: [], goalId: null }, 'ten_activities');
    pins = pinAsGoal(pins, 'avatar_set');
    expect(pins).toEqual({ pinnedIds: ['avatar_set', 'ten_activities'], goalId: 'avatar_set' });
    expect(pinAsGoal(pins, 'ten_activities')).toEqual({ pinnedIds: ['ten_activities', 'avatar_set'], goalId: 'ten_activities' });
  });

  it("'Unpin' takes it off, and the goal with it", () => {
    const pins = { pinnedIds: ['avatar_set', 'ten_activities'] as AchievementId[], goalId: 'avatar_set' as const };
    expect(unpin(pins, 'avatar_set')).toEqual({ pinnedIds: ['ten_activities'], goalId: null });
    expect(unpin(pins, 'ten_activities')).toEqual({ pinnedIds: ['avatar_set'], goalId: 'avatar_set' });
  });

  it('lists the pinned in the member order', () => {
    const views = achievementViews(stateOf({ pinnedIds: ['avatar_set', 'first_activity'], pinnedGoalId: 'avatar_set' }));
    const pinned = pinnedViews(views, ['avatar_set', 'first_activity']);
    expect(ids(pinned)).toEqual(['avatar_set', 'first_activity']);
    expect(pinned[0]!.goal).toBe(true);
    expect(pinned[1]!.goal).toBe(false);
  });
});
