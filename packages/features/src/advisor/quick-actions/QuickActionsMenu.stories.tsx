import { currentUserAtom } from '@kindred/features/auth';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { readAnalyticsEvents } from '../../shared/analytics.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { QUICK_ACTION_PROMPTS } from '../content/conversation.ts';
import { WALKTHROUGH_COMPLETED_KEY } from '../../shared/walkthrough.ts';
import { LAST_CHAT_USE_STORAGE_KEY, QUICK_ACTIONS_ENABLED_KEY } from './quick-actions.ts';
import { ENABLE_QUICK_ACTIONS, HIDE_QUICK_ACTIONS, QuickActionsMenu } from './QuickActionsMenu.tsx';

function signedIn(route = '/', memberId: string = FIXTURE_IDS.maya): MockAppOptions {
  return {
    signedInAs: memberId,
    route,
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(memberId))),
  };
}

function Page() {
  const location = useLocation();
  return (
    <Stack padding="lg">
      <Text>{`Page: ${location.pathname}`}</Text>
    </Stack>
  );
}

/** The badge's window, shortened for the stories: from the first moment, for a minute. */
const AT_ONCE = { showAfterMs: 0, hideAfterMs: 60_000 };
/** The badge never within a story's time (the stories that do not look at it). */
const NEVER = { showAfterMs: 600_000, hideAfterMs: 600_000 };

const meta = {
  title: 'Features/Advisor/Quick-actions menu',
  component: QuickActionsMenu,
  decorators: [withMockApp],
  args: { onOpenChat: fn(), newInsightsWindow: NEVER },
  parameters: { layout: 'fullscreen', kindred: signedIn(), msw: { handlers: { profile: profileHandlers } } },
  render: (args) => (
    <>
      <Page />
      <QuickActionsMenu {...args} />
    </>
  ),
} satisfies Meta<typeof QuickActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /^Quick actions/ });
async function openMenu(canvas: ReturnType<typeof within>) {
  await userEvent.click(trigger(canvas));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}
/** Each item's first line (its label), in order. */
const labels = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent ?? '');

/** Home: Daily Insight and Smart Connections first, then Chat with Link and Team Building; each sends its preset prompt. */
export const OnHome: Story = {
  play: async ({ canvas, args }) => {
    const menu = await openMenu(canvas);
    // The connection count arrives with the profile; the guide is not offered (Maya has connections).
    await waitFor(() => expect(labels(menu)).toHaveLength(5));
    const items = labels(menu);
    await expect(items[0]).toMatch(/^Daily Insight/);
    await expect(items[1]).toMatch(/^Smart Connections/);
    await expect(items[2]).toMatch(/^Chat with Link/);
    await expect(items[3]).toMatch(/^Team Building/);
    await expect(items[4]).toBe(HIDE_QUICK_ACTIONS);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Daily Insight/ }));
    await expect(args.onOpenChat).toHaveBeenCalledWith({ prompt: QUICK_ACTION_PROMPTS.dailyInsight.prompt, send: true });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(readAnalyticsEvents().map((event) => [event.type, event.data.action])).toEqual([['quick_action_used', 'dailyInsight']]);
    // Chat with Link opens the chat with no prompt.
    await userEvent.click(within(await openMenu(canvas)).getByRole('menuitem', { name: /^Chat with Link/ }));
    await expect(args.onOpenChat).toHaveBeenLastCalledWith({});
  },
};

/** Elsewhere (/activities): Chat with Link and Team Building first; Smart Connections goes to /connections. */
export const OnAnotherPage: Story = {
  parameters: { kindred: signedIn('/activities') },
  play: async ({ canvas, args }) => {
    const menu = await openMenu(canvas);
    await waitFor(() => expect(labels(menu)).toHaveLength(4));
    const items = labels(menu);
    await expect(items[0]).toMatch(/^Chat with Link/);
    await expect(items[1]).toMatch(/^Team Building/);
    await expect(items[2]).toMatch(/^Smart Connections.*Go to your connections/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Smart Connections/ }));
    await expect(await canvas.findByText('Page: /connections')).toBeVisible();
    await expect(args.onOpenChat).not.toHaveBeenCalled();
  },
};

/** /insights is a chat already: no Team Building there. */
export const OnInsights: Story = {
  parameters: { kindred: signedIn('/insights') },
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await expect(within(menu).queryByRole('menuitem', { name: /^Team Building/ })).not.toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: /^Chat with Link/ })).toBeVisible();
  },
};

/** A member with no connections yet: the Get Started Guide first, marked 'Start here'. */
export const StartHere: Story = {
  parameters: { kindred: signedIn('/', FIXTURE_IDS.sam) },
  play: async ({ canvas, args }) => {
    const menu = await openMenu(canvas);
    const guide = await within(menu).findByRole('menuitem', { name: /^Get Started Guide Start here/ });
    await expect(labels(menu)[0]).toMatch(/^Get Started Guide/);
    await expect(labels(menu)).toHaveLength(6);
    await userEvent.click(guide);
    await expect(args.onOpenChat).toHaveBeenCalledWith({ prompt: QUICK_ACTION_PROMPTS.getStartedGuide.prompt, send: true });
  },
};

/** Escape closes the menu and gives the focus back to its button; so does a press outside. */
export const EscapeAndOutsidePress: Story = {
  play: async ({ canvas }) => {
    await openMenu(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
    await openMenu(canvas);
    await userEvent.click(canvas.getByText('Page: /'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The keyboard alone: the menu opens on Enter with the first action focused; arrows move, Enter runs. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    trigger(canvas).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOpenChat).toHaveBeenCalledWith({ prompt: QUICK_ACTION_PROMPTS.teamBuilding.prompt, send: true });
  },
};

/** Not used for a day: 'New insights!' pulses on the button and on Chat with Link (its time shortened here). */
export const NewInsights: Story = {
  args: { newInsightsWindow: AT_ONCE },
  play: async ({ canvas }) => {
    await waitFor(() => expect(trigger(canvas)).toHaveAccessibleName('Quick actions New insights!'));
    const menu = await openMenu(canvas);
    await expect(within(menu).getByRole('menuitem', { name: /^Chat with Link New insights!/ })).toBeVisible();
  },
};

/** The badge comes over the button's top edge: the button keeps its place and size, so nothing on the page moves. */
export const NewInsightsMoveNothing: Story = {
  args: { newInsightsWindow: { showAfterMs: 300, hideAfterMs: 60_000 } },
  play: async ({ canvas }) => {
    const button = trigger(canvas);
    const before = button.getBoundingClientRect();
    await waitFor(() => expect(button).toHaveAccessibleName('Quick actions New insights!'));
    const after = button.getBoundingClientRect();
    await expect([after.left, after.top, after.width, after.height]).toEqual([before.left, before.top, before.width, before.height]);
    // Still seen: the badge is on screen, its top above the button's.
    const text = within(button).getByText('New insights!');
    const badge = text.getBoundingClientRect();
    await expect(badge.top).toBeLessThan(after.top);
    await expect(badge.bottom).toBeGreaterThan(0);
    // Whole, not cut to 'Ne…': its text fits its box, and the box is wider than the round button.
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(badge.width).toBeGreaterThan(after.width);
  },
};

/** Used in the last 24 hours: no badge. */
export const NoNewInsightsAfterRecentUse: Story = {
  args: { newInsightsWindow: AT_ONCE },
  beforeEach: () => {
    localStorage.setItem(LAST_CHAT_USE_STORAGE_KEY, JSON.stringify(Date.now() - 60_000));
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(trigger(canvas)).toHaveAccessibleName('Quick actions');
  },
};

/** Hidden from the menu itself, after the walkthrough: the 'Enable quick actions' pill (bottom-left) brings it back. */
export const HideAndEnable: Story = {
  beforeEach: () => {
    localStorage.setItem(WALKTHROUGH_COMPLETED_KEY, 'true');
  },
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await userEvent.click(within(menu).getByRole('menuitem', { name: HIDE_QUICK_ACTIONS }));
    const pill = await canvas.findByRole('button', { name: ENABLE_QUICK_ACTIONS });
    await waitFor(() => expect(pill).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /^Quick actions/ })).not.toBeInTheDocument();
    await expect(localStorage.getItem(QUICK_ACTIONS_ENABLED_KEY)).toBe('false');
    const rect = pill.getBoundingClientRect();
    await expect(rect.left).toBeLessThan(window.innerWidth / 2);
    await userEvent.click(pill);
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
    await expect(localStorage.getItem(QUICK_ACTIONS_ENABLED_KEY)).toBe('true');
  },
};

/** Hidden on an earlier visit: the pill is there from the start. */
export const EnablePill: Story = {
  beforeEach: () => {
    localStorage.setItem(WALKTHROUGH_COMPLETED_KEY, 'true');
    localStorage.setItem(QUICK_ACTIONS_ENABLED_KEY, 'false');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ENABLE_QUICK_ACTIONS })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Quick actions/ })).not.toBeInTheDocument();
  },
};

/**
 * Hidden before the walkthrough is done (the tour never taken): the pill shows all the same, by keyboard, with the
 * focus on it, and brings the menu back. There is always a visible way back.
 */
export const HiddenBeforeTheWalkthrough: Story = {
  play: async ({ canvas }) => {
    await expect(localStorage.getItem(WALKTHROUGH_COMPLETED_KEY)).toBeNull();
    trigger(canvas).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: HIDE_QUICK_ACTIONS }));
    const pill = await canvas.findByRole('button', { name: ENABLE_QUICK_ACTIONS });
    await expect(pill).toBeVisible();
    await waitFor(() => expect(pill).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: ENABLE_QUICK_ACTIONS })).not.toBeInTheDocument();
  },
};

/** Hidden on an earlier visit, before the walkthrough was done: the pill is there from the start. */
export const HiddenBeforeTheWalkthroughOnReturn: Story = {
  beforeEach: () => {
    localStorage.setItem(QUICK_ACTIONS_ENABLED_KEY, 'false');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ENABLE_QUICK_ACTIONS })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Quick actions/ })).not.toBeInTheDocument();
  },
};
