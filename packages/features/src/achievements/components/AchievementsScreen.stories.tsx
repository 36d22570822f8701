import { ACHIEVEMENTS, type AchievementId } from '@kindred/contracts/domain/achievements';
import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createAchievementsMock, everyAchievement, type AchievementsMockOptions } from '../../shared/mocks/achievements-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { PINS_FAILED } from '../api/set-pins.ts';
import { ACHIEVEMENTS_UI_KEY } from '../state/ui-cache.ts';
import { HOW_TO_EARN, PIN_AS_GOAL, UNPIN } from './AchievementDetailDialog.tsx';
import { ACHIEVEMENTS_TEXT, AchievementsScreen } from './AchievementsScreen.tsx';

function signedIn(route = '/achievements'): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route,
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
  };
}

function achievements(options: AchievementsMockOptions = {}, route?: string) {
  const mock = createAchievementsMock(options);
  return { parameters: { msw: { handlers: { achievements: mock.handlers } }, mock, ...(route ? { kindred: signedIn(route) } : {}) } };
}
type Mock = ReturnType<typeof createAchievementsMock>;

/** Where the page's address is, so a story can check what the filters wrote there. */
function Address() {
  const location = useLocation();
  return (
    <p data-testid="address" hidden>
      {`${location.pathname}${location.search}`}
    </p>
  );
}

const meta = {
  title: 'Features/Achievements/Page',
  component: AchievementsScreen,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Address />
      </>
    ),
    withMockApp,
  ],
  parameters: { layout: 'fullscreen', kindred: signedIn() },
} satisfies Meta<typeof AchievementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const region = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }));
/** The card titles of a list of cards (each card's title is its button). */
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const catalogueTitles = (canvas: ReturnType<typeof within>) => titlesIn(region(canvas, ACHIEVEMENTS_TEXT.catalogue).getByRole('list', { name: ACHIEVEMENTS_TEXT.catalogue }));
const address = (canvas: ReturnType<typeof within>) => canvas.getByTestId('address').textContent;

async function loaded(canvas: ReturnType<typeof within>) {
  await expect(await canvas.findByRole('region', { name: ACHIEVEMENTS_TEXT.totalPoints })).toBeVisible();
}

async function detail(canvasElement: HTMLElement, title: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const MID_PROGRESS: AchievementsMockOptions = {
  counters: { activityCompleted: 3, quickConnectScheduled: 1, aiChatOpened: 2, aiMessagesSent: 9, profilesViewed: 4 },
  earned: ['first_ai_chat', 'first_quick_connect', 'first_activity', 'ai_first_question', 'calendar_connected'],
};
const MID_PROGRESS_POINTS = 25 + 75 + 50 + 25 + 50;

/** A new member: nothing earned, said plainly, with the closest achievement and where to earn it. */
export const NewMember: Story = {
  ...achievements(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    await loaded(canvas);
    await expect(region(canvas, ACHIEVEMENTS_TEXT.totalPoints).getByText('0')).toBeVisible();
    await expect(region(canvas, ACHIEVEMENTS_TEXT.level).getByText('1')).toBeVisible();
    await expect(region(canvas, ACHIEVEMENTS_TEXT.level).getByRole('progressbar', { name: 'Progress to level 2' })).toHaveAttribute('aria-valuenow', '0');
    const highlights = region(canvas, ACHIEVEMENTS_TEXT.highlights);
    for (const label of ['Activities', 'Quick Connects', 'AI sessions']) await expect(highlights.getByText(label)).toBeVisible();
    // Next Up: the first three in the definitions' order, all at 0.
    const next = region(canvas, ACHIEVEMENTS_TEXT.nextUp);
    await expect(titlesIn(next.getByRole('list'))).toEqual(['First Activity', 'Activity Streaker', 'Activity Achiever']);
    await expect(next.getByRole('progressbar', { name: 'First Activity progress' })).toHaveAttribute('aria-valuetext', '0 / 1');
    // Recently Earned: honestly empty, pointing at the next one.
    const recent = region(canvas, ACHIEVEMENTS_TEXT.recentlyEarned);
    await expect(recent.getByRole('heading', { name: ACHIEVEMENTS_TEXT.nothingEarned })).toBeVisible();
    await expect(recent.getByText(/You have not earned an achievement yet\. The closest is First Activity/)).toBeVisible();
    await expect(recent.getByRole('link', { name: 'Browse activities' })).toHaveAttribute('href', '/activities');
    await expect(recent.queryByRole('link', { name: /View all/ })).toBeNull();
    await expect(region(canvas, ACHIEVEMENTS_TEXT.pinned).getByText(ACHIEVEMENTS_TEXT.nothingPinned)).toBeVisible();
    await expect(catalogueTitles(canvas)).toEqual(ACHIEVEMENTS.map((definition) => definition.title));
    await expect(canvas.getByText(`${ACHIEVEMENTS.length} achievements`)).toBeVisible();
    // The answer is kept as this browser's cache, for this member only.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(ACHIEVEMENTS_UI_KEY) ?? '{}')).toMatchObject({ memberId: FIXTURE_IDS.maya }));
  },
};

/** Halfway: points and level, highlights, Next Up closest to done first ('Ready' at the threshold), the last earned. */
export const MidProgress: Story = {
  ...achievements(MID_PROGRESS),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(region(canvas, ACHIEVEMENTS_TEXT.totalPoints).getByText(String(MID_PROGRESS_POINTS))).toBeVisible();
    await expect(region(canvas, ACHIEVEMENTS_TEXT.level).getByRole('progressbar', { name: 'Progress to level 2' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.floor((MID_PROGRESS_POINTS / 250) * 100)),
    );
    const highlights = region(canvas, ACHIEVEMENTS_TEXT.highlights);
    await expect(highlights.getByText('Activities').nextElementSibling).toHaveTextContent('3');
    await expect(highlights.getByText('Quick Connects').nextElementSibling).toHaveTextContent('1');
    await expect(highlights.getByText('AI sessions').nextElementSibling).toHaveTextContent('2');
    const next = region(canvas, ACHIEVEMENTS_TEXT.nextUp);
    await expect(titlesIn(next.getByRole('list'))).toEqual(['AI Conversationalist', 'Community Explorer', 'Activity Streaker']);
    await expect(next.getByRole('progressbar', { name: 'AI Conversationalist progress' })).toHaveAttribute('aria-valuetext', '9 / 10');
    await expect(next.getByRole('progressbar', { name: 'Activity Streaker progress' })).toHaveAttribute('aria-valuetext', '3 / 5');
    // Five earned, newest first: four shown, and 'View all' (more than three).
    const recent = region(canvas, ACHIEVEMENTS_TEXT.recentlyEarned);
    await expect(titlesIn(recent.getByRole('list'))).toEqual(['AI Explorer', 'Quick Connector', 'First Activity', 'AI Starter']);
    await expect(recent.getByRole('link', { name: 'View all earned achievements' })).toBeVisible();
    await expect(recent.getAllByText(/^Earned /)).toHaveLength(4);
  },
};

/** A locked achievement at its threshold reads 'Ready' (the server awards it on its next read), and is next up first. */
export const Ready: Story = {
  ...achievements({ counters: { profilesViewed: 5, activityCompleted: 2 }, awardOnRead: false }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const next = region(canvas, ACHIEVEMENTS_TEXT.nextUp);
    // Both at their thresholds, in the definitions' order; then the closest of the rest.
    await expect(titlesIn(next.getByRole('list'))).toEqual(['First Activity', 'Community Explorer', 'Activity Streaker']);
    await expect(next.getByRole('progressbar', { name: 'Community Explorer progress' })).toHaveAttribute('aria-valuetext', 'Ready');
    await expect(next.getAllByText('Ready')).toHaveLength(2);
    await expect(next.getByRole('progressbar', { name: 'Activity Streaker progress' })).toHaveAttribute('aria-valuetext', '2 / 5');
  },
};

/** Everything earned: Next Up says so, every card shows its badge and date. */
export const EverythingEarned: Story = {
  ...achievements({ earned: everyAchievement() }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const total = ACHIEVEMENTS.reduce((sum, definition) => sum + definition.points, 0);
    await expect(region(canvas, ACHIEVEMENTS_TEXT.totalPoints).getByText(total.toLocaleString())).toBeVisible();
    await expect(region(canvas, ACHIEVEMENTS_TEXT.level).getByText(String(Math.floor(total / 250) + 1))).toBeVisible();
    await expect(region(canvas, ACHIEVEMENTS_TEXT.nextUp).getByText(ACHIEVEMENTS_TEXT.allEarned)).toBeVisible();
    const catalogue = region(canvas, ACHIEVEMENTS_TEXT.catalogue);
    await expect(catalogue.getAllByText(/^Earned /)).toHaveLength(ACHIEVEMENTS.length);
    await expect(catalogue.queryByRole('progressbar')).toBeNull();
  },
};

/** While the state loads: a skeleton, announced once. */
export const Loading: Story = {
  ...achievements({ stall: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(ACHIEVEMENTS_TEXT.loading);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  },
};

/** The state cannot be read: the page says so and 'Try Again' reads it again. */
export const ErrorWithRetry: Story = {
  ...achievements({ ...MID_PROGRESS, failRead: { status: 503, error: 'Service temporarily unavailable' }, failReads: 1 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: ACHIEVEMENTS_TEXT.loadFailed })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ACHIEVEMENTS_TEXT.tryAgain }));
    await loaded(canvas);
    await expect(region(canvas, ACHIEVEMENTS_TEXT.totalPoints).getByText(String(MID_PROGRESS_POINTS))).toBeVisible();
  },
};

/** Status tabs, the sort and the categories narrow and order the catalogue, and are kept in the address. */
export const Filters: Story = {
  ...achievements(MID_PROGRESS),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const catalogue = region(canvas, ACHIEVEMENTS_TEXT.catalogue);
    await userEvent.click(catalogue.getByRole('tab', { name: 'Earned' }));
    await waitFor(() => expect(catalogueTitles(canvas)).toEqual(['First Activity', 'Quick Connector', 'AI Explorer', 'Calendar Synced', 'AI Starter']));
    await expect(address(canvas)).toBe('/achievements?status=earned');
    await userEvent.selectOptions(catalogue.getByRole('combobox', { name: 'Sort' }), 'A-Z');
    await waitFor(() => expect(catalogueTitles(canvas)).toEqual(['AI Explorer', 'AI Starter', 'Calendar Synced', 'First Activity', 'Quick Connector']));
    await userEvent.click(catalogue.getByRole('radio', { name: 'Ai' }));
    await waitFor(() => expect(catalogueTitles(canvas)).toEqual(['AI Explorer', 'AI Starter']));
    await expect(address(canvas)).toBe('/achievements?status=earned&sort=az&category=ai');
    await expect(catalogue.getByText(`Showing 2 of ${ACHIEVEMENTS.length} achievements`)).toBeVisible();
    // Locked, most progress first: AI Conversationalist (9 / 10), then AI Regular (2 / 5).
    await userEvent.click(catalogue.getByRole('tab', { name: 'Locked' }));
    await userEvent.selectOptions(catalogue.getByRole('combobox', { name: 'Sort' }), 'Most progress');
    await waitFor(() => expect(catalogueTitles(canvas)).toEqual(['AI Conversationalist', 'AI Regular']));
    // Keyboard: arrow keys move along the categories, Enter chooses. No calendar achievement is locked.
    catalogue.getByRole('radio', { name: 'Ai' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(catalogue.getByRole('radio', { name: 'Calendar' })).toBeChecked());
    // Nothing left: said so, and a way back.
    await expect(await catalogue.findByText(ACHIEVEMENTS_TEXT.noneMatch)).toBeVisible();
    await userEvent.click(catalogue.getByRole('button', { name: ACHIEVEMENTS_TEXT.clearFilters }));
    await waitFor(() => expect(catalogueTitles(canvas)).toHaveLength(ACHIEVEMENTS.length));
    await expect(address(canvas)).toBe('/achievements');
  },
};

/** Values the page does not know, in the address, read as the defaults. */
export const UnknownFilterValues: Story = {
  ...achievements(MID_PROGRESS, '/achievements?status=won&sort=random&category=Quick'),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const catalogue = region(canvas, ACHIEVEMENTS_TEXT.catalogue);
    await expect(catalogue.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(catalogue.getByRole('combobox', { name: 'Sort' })).toHaveValue('default');
    await expect(catalogue.getByRole('radio', { name: 'All categories' })).toBeChecked();
    await expect(catalogueTitles(canvas)).toEqual(ACHIEVEMENTS.map((definition) => definition.title));
  },
};

/** Known values in the address open the catalogue that way. */
export const FiltersFromAddress: Story = {
  ...achievements(MID_PROGRESS, '/achievements?status=locked&sort=points&category=quick'),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(catalogueTitles(canvas)).toEqual(['Connector Plus', 'Connector Pro', 'Schedule Optimizer']);
  },
};

/**
 * The details, opened from a card with Enter: description, points, progress, how to earn it and where. 'Pin as
 * goal' pins it at once (the Pinned section shows it as the goal); Escape closes and the focus is back on the card.
 */
export const PinAsGoal: Story = {
  ...achievements(MID_PROGRESS),
  play: async ({ canvas, canvasElement, parameters }) => {
    await loaded(canvas);
    const card = region(canvas, ACHIEVEMENTS_TEXT.catalogue).getByRole('button', { name: 'Activity Streaker' });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await detail(canvasElement, 'Activity Streaker');
    await expect(dialog.getByText('Five team activities done.')).toBeVisible();
    await expect(dialog.getByText('150 points')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '3 / 5');
    await expect(dialog.getByRole('heading', { name: HOW_TO_EARN })).toBeVisible();
    await expect(dialog.getByText('Mark five activities as done (each counts once a day).')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Browse activities' })).toHaveAttribute('href', '/activities');
    const pinButton = dialog.getByRole('button', { name: PIN_AS_GOAL });
    await userEvent.click(pinButton);
    // The same button now unpins; the focus stays on it.
    await waitFor(() => expect(dialog.getByRole('button', { name: UNPIN })).toHaveFocus());
    await expect(dialog.getByText('Goal')).toBeVisible();
    await waitFor(() => expect((parameters.mock as Mock).state.pins).toEqual([{ pinnedIds: ['five_activities'], goalId: 'five_activities' }]));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card).toHaveFocus());
    const pinned = region(canvas, ACHIEVEMENTS_TEXT.pinned);
    await expect(titlesIn(pinned.getByRole('list'))).toEqual(['Activity Streaker']);
    await expect(pinned.getByText('Goal')).toBeVisible();
  },
};

/** 'Unpin' takes it off the Pinned section. */
export const Unpin: Story = {
  ...achievements({ ...MID_PROGRESS, pinnedIds: ['ten_activities', 'avatar_set'], pinnedGoalId: 'ten_activities' }),
  play: async ({ canvas, canvasElement, parameters }) => {
    await loaded(canvas);
    const pinned = region(canvas, ACHIEVEMENTS_TEXT.pinned);
    await expect(titlesIn(pinned.getByRole('list'))).toEqual(['Activity Achiever', 'Profile Polished']);
    await userEvent.click(pinned.getByRole('button', { name: 'Profile Polished' }));
    const dialog = await detail(canvasElement, 'Profile Polished');
    // Pinned, not the goal: it can become the goal, or be unpinned.
    await expect(dialog.getByRole('button', { name: PIN_AS_GOAL })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: UNPIN }));
    await waitFor(() => expect(titlesIn(region(canvas, ACHIEVEMENTS_TEXT.pinned).getByRole('list'))).toEqual(['Activity Achiever']));
    await waitFor(() => expect((parameters.mock as Mock).state.pins.at(-1)).toEqual({ pinnedIds: ['ten_activities'], goalId: 'ten_activities' }));
    // The button pressed went; the focus did not drop to nothing.
    await expect(dialog.getByRole('button', { name: PIN_AS_GOAL })).toHaveFocus();
    // The card it was opened from went too: closing puts the focus on its card in the catalogue.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(region(canvas, ACHIEVEMENTS_TEXT.catalogue).getByRole('button', { name: 'Profile Polished' })).toHaveFocus());
  },
};

/** The server refuses the pin: the page puts the pins back as they were and says so; nothing is lost. */
export const PinFails: Story = {
  ...achievements({ ...MID_PROGRESS, pinnedIds: ['avatar_set'], pinnedGoalId: 'avatar_set', failPins: { status: 503, error: 'Service temporarily unavailable' } }),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.click(region(canvas, ACHIEVEMENTS_TEXT.catalogue).getByRole('button', { name: 'Connector Pro' }));
    const dialog = await detail(canvasElement, 'Connector Pro');
    await userEvent.click(dialog.getByRole('button', { name: PIN_AS_GOAL }));
    await expect(await page(canvasElement).findByText(PINS_FAILED)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: PIN_AS_GOAL })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(titlesIn(region(canvas, ACHIEVEMENTS_TEXT.pinned).getByRole('list'))).toEqual(['Profile Polished']));
  },
};

const EIGHT_PINNED: AchievementId[] = ['ten_activities', 'five_activities', 'three_quick_connects', 'five_quick_connects', 'ai_regular', 'ai_contributor', 'first_qc_reschedule', 'avatar_set'];

/** Pinned shows 6, then 'Show more' shows the rest (and 'Show less' folds them again). */
export const ShowMore: Story = {
  ...achievements({ ...MID_PROGRESS, pinnedIds: EIGHT_PINNED, pinnedGoalId: 'ten_activities' }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const pinned = region(canvas, ACHIEVEMENTS_TEXT.pinned);
    await expect(titlesIn(pinned.getByRole('list'))).toHaveLength(6);
    await userEvent.click(pinned.getByRole('button', { name: 'Show more (2)' }));
    await expect(titlesIn(pinned.getByRole('list'))).toEqual(EIGHT_PINNED.map((id) => ACHIEVEMENTS.find((definition) => definition.id === id)!.title));
    await userEvent.click(pinned.getByRole('button', { name: ACHIEVEMENTS_TEXT.showLess }));
    await expect(titlesIn(pinned.getByRole('list'))).toHaveLength(6);
  },
};

/** 'View all': the recently earned show all six, and the catalogue switches to the earned, newest first, with the focus on it. */
export const ViewAll: Story = {
  ...achievements({ earned: ['ai_regular', 'avatar_set', 'first_ai_chat', 'first_quick_connect', 'first_activity', 'ai_first_question', 'calendar_connected', 'five_activities'] }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const recent = region(canvas, ACHIEVEMENTS_TEXT.recentlyEarned);
    await expect(titlesIn(recent.getByRole('list'))).toEqual(['AI Regular', 'Profile Polished', 'AI Explorer', 'Quick Connector']);
    await userEvent.click(recent.getByRole('link', { name: 'View all earned achievements' }));
    await waitFor(() => expect(titlesIn(recent.getByRole('list'))).toHaveLength(6));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: ACHIEVEMENTS_TEXT.catalogue })).toHaveFocus());
    const catalogue = region(canvas, ACHIEVEMENTS_TEXT.catalogue);
    await expect(catalogue.getByRole('tab', { name: 'Earned' })).toHaveAttribute('aria-selected', 'true');
    await expect(catalogueTitles(canvas)).toHaveLength(8);
    await expect(catalogueTitles(canvas)[0]).toBe('AI Regular');
    await expect(address(canvas)).toBe('/achievements?status=earned&sort=recent');
  },
};

/** An earned achievement's details: its badge, the day it was earned, and no 'Pin as goal'. */
export const EarnedDetails: Story = {
  ...achievements({ earned: [{ id: 'first_activity', earnedAt: '2026-11-20T10:00:00.000Z', seen: true }] }),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.click(region(canvas, ACHIEVEMENTS_TEXT.recentlyEarned).getByRole('button', { name: 'First Activity' }));
    const dialog = await detail(canvasElement, 'First Activity');
    await expect(dialog.getByText(/^Earned Nov 20, 2026$/)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: PIN_AS_GOAL })).toBeNull();
    await expect(dialog.queryByRole('progressbar')).toBeNull();
  },
};
