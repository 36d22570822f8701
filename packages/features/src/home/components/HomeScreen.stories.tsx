import { currentUserAtom } from '@kindred/features/auth';
import { ASK_LINK_STORAGE_KEY } from '@kindred/features/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { SAMPLE_FEED, SAMPLE_RECOMMENDATIONS, createHomeMock } from '../../shared/mocks/home-handlers.ts';
import { createProfileHandlers, profileHandlers, profileScenarios } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { HomeScreen } from './HomeScreen.tsx';

function signedInAs(memberId: string): MockAppOptions {
  return {
    signedInAs: memberId,
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(memberId))),
  };
}

/** Maya's Google calendar is connected (the sandbox's) and clear this week; without a calendar, see FirstLoginPrompt. */
const connectedCalendar = createCalendarMock({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } }).handlers;

const meta = {
  title: 'Features/Home/Home screen',
  component: HomeScreen,
  decorators: [withMockApp],
  parameters: {
    layout: 'fullscreen',
    kindred: signedInAs(FIXTURE_IDS.maya),
    msw: { handlers: { profile: profileHandlers, calendar: connectedCalendar, home: createHomeMock().handlers } },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dashboard = async (canvasElement: HTMLElement) =>
  waitFor(() => {
    const root = canvasElement.querySelector<HTMLElement>('[data-layout]');
    if (!root) throw new Error('The dashboard has not loaded yet');
    return root;
  });

/** The calendar widget: the widgets come one drawing after the profile (their queries start in a task of their own). */
const calendarWidget = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const widget = canvasElement.querySelector<HTMLElement>('[data-widget="calendar"]');
    if (!widget) throw new Error('The calendar widget is not drawn yet');
    return widget;
  });

/** Desktop (≥1024 px): one scrollable column, the profile cards first, then the calendar, Recent Activity and Smart Recommendations. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = await dashboard(canvasElement);
    await expect(root).toHaveAttribute('data-layout', 'desktop');
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Persona' })).toBeVisible();
    await expect(canvas.getByText('Hello, Maya. Your archetype is The Storyteller.')).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('colleagues matched with you')).toBeVisible();
    const traits = canvas.getByRole('list', { name: 'Your HEXACO traits' });
    await expect(within(traits).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(traits).getByRole('button', { name: /Extraversion\s*83%/ })).toBeVisible();
    // The profile card counts what the profile holds, and names what is missing.
    await expect(canvasElement.querySelector('[data-completeness]')).toHaveTextContent(/^Profile \d of 9 complete\. Missing: |^Profile complete/);
    // Every widget is live: the calendar, the feed (newest first, with how long ago) and the picks.
    const calendar = await calendarWidget(canvasElement);
    await expect(await within(calendar).findByText('Your calendar is clear')).toBeVisible();
    await expect(within(calendar).getByText('Connected')).toBeVisible();
    const feed = await within(canvasElement).findByRole('list', { name: 'Your recent activity, newest first' });
    const rows = within(feed).getAllByRole('heading', { level: 3 });
    await expect(rows.map((row) => row.textContent)).toEqual(SAMPLE_FEED.map((item) => item.title));
    await expect(within(feed).getByText('just now')).toBeVisible();
    await expect(within(feed).getByText('42m ago')).toBeVisible();
    await expect(within(feed).getByText('5h ago')).toBeVisible();
    await expect(within(feed).getByText('3d ago')).toBeVisible();
    await expect(within(feed).getByRole('link', { name: 'See your achievements: Achievement unlocked: First Activity' })).toHaveAttribute('href', '/achievements');
    const picks = await within(canvasElement).findByRole('list', { name: 'Recommended for you' });
    await expect(within(picks).getAllByRole('listitem')).toHaveLength(SAMPLE_RECOMMENDATIONS.length);
    await expect(within(picks).getByText('You both like hiking, and you have not met since you matched.')).toBeVisible();
    const resource = within(picks).getByRole('link', { name: 'View Resource: Active listening at work (opens in a new tab)' });
    await expect(resource).toHaveAttribute('target', '_blank');
    await expect(resource).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Tablet (769-1023 px): the profile column beside the activity column. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = await dashboard(canvasElement);
    await expect(root).toHaveAttribute('data-layout', 'tablet');
    const profile = root.querySelector('[data-column="profile"]') as HTMLElement;
    const activity = root.querySelector('[data-column="activity"]') as HTMLElement;
    // Side by side: same top, the activity column to the right.
    await expect(Math.abs(profile.getBoundingClientRect().top - activity.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(activity.getBoundingClientRect().left).toBeGreaterThan(profile.getBoundingClientRect().right - 1);
  },
};

/**
 * Mobile (≤768 px): the profile, then tabs 'Activity' and 'For You'. The spec draws 'For You' with a badge of 5 (the
 * most there can be); ours counts what the tab really holds: Maya's four picks.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = await dashboard(canvasElement);
    await expect(root).toHaveAttribute('data-layout', 'mobile');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(2);
    await expect(canvas.getByRole('tab', { name: /^Activity$/ })).toHaveAttribute('aria-selected', 'true');
    const forYou = canvas.getByRole('tab', { name: /For You/ });
    await waitFor(() => expect(forYou).toHaveTextContent(String(SAMPLE_RECOMMENDATIONS.length)));
    await calendarWidget(canvasElement);
    await expect(await within(canvasElement).findByRole('list', { name: 'Your recent activity, newest first' })).toBeVisible();
    await userEvent.click(forYou);
    await expect(forYou).toHaveAttribute('aria-selected', 'true');
    await expect(await within(canvasElement).findByRole('list', { name: 'Recommended for you' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-widget="calendar"]')).toBeNull();
  },
};

/**
 * While the profile loads: the page heading at once, the spec's 'Loading your profile...', and the cards'
 * outlines where the cards will be (the connection count, the HEXACO chart, the three widgets), not a bare spinner.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.profileLoading, ...profileHandlers] } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Persona' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading your profile...' })).toBeVisible();
    await expect(canvas.getByText('Loading your profile...')).toBeVisible();
    const skeleton = canvasElement.querySelector('[data-home-skeleton]')!;
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.querySelectorAll('[data-skeleton-card]')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-layout]')).toBeNull();
  },
};

/** Loading on a phone: the same heading, and the cards' outlines with the two tabs' places. */
export const LoadingMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { msw: { handlers: { profile: [profileScenarios.profileLoading, ...profileHandlers] } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Persona' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading your profile...' })).toBeVisible();
    // The connection count, the chart, and the Activity tab's two widgets.
    await expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(4);
    // Nothing sticks out sideways at phone width.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The profile call fails (500): 'Unable to Load Profile', the hint and 'Refresh Page'. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.profileServerError, ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Unable to Load Profile' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Persona' })).toBeVisible();
    await expect(canvas.getByText(/If this persists, try logging out and back in\./)).toBeVisible();
    await expect(canvas.getByText(/Unable to load profile data/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  },
};

/** The server has no profile for the member (404): the error screen says so, and the call is not retried. */
export const ProfileNotFound: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.profileNotFound, ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Unable to Load Profile' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Persona' })).toBeVisible();
    await expect(canvas.getByText(/User profile not found\. If this persists, try logging out and back in\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  },
};

/** The profile call answers nothing: the same error screen. */
export const EmptyAnswer: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.profileEmpty, ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Unable to Load Profile' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Persona' })).toBeVisible();
  },
};

/** The same dashboard from typed-attribute answers (docs/decisions.md#we-build-the-server). */
export const TypedAttributeAnswers: Story = {
  parameters: { msw: { handlers: { profile: createProfileHandlers({ form: 'typed' }) } } },
  play: async ({ canvas, canvasElement }) => {
    await dashboard(canvasElement);
    await expect(canvas.getByText('Hello, Maya. Your archetype is The Storyteller.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Openness to Experience\s*80%/ })).toBeVisible();
  },
};

/** Choosing a trait opens its dialog with the persona content; Escape closes it and focus returns. */
export const TraitDialogOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await dashboard(canvasElement);
    const trait = canvas.getByRole('button', { name: /Extraversion\s*83%/ });
    await userEvent.click(trait);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Extraversion' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(/Band:\s*High/);
    await expect(dialog).toHaveTextContent(/How confident, sociable and energetic you tend to be/);
    await expect(within(dialog).getByRole('heading', { name: 'Recommendations' })).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trait).toHaveFocus());
  },
};

/** 'Ask Link about this' in a trait's dialog hands the trait to Link's insights page (session storage); the app then goes there. */
export const AskLinkAboutATrait: Story = {
  play: async ({ canvas, canvasElement }) => {
    await dashboard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Extraversion\s*83%/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Extraversion' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask Link about this' }));
    await waitFor(() => expect(sessionStorage.getItem(ASK_LINK_STORAGE_KEY)).not.toBeNull());
    await expect(JSON.parse(sessionStorage.getItem(ASK_LINK_STORAGE_KEY)!)).toEqual({
      prompt: 'What does my Extraversion score mean for how I work, and how can I use it well?',
      context: { type: 'persona-trait', title: 'Extraversion', description: 'My score: 83%', category: 'HEXACO' },
    });
  },
};

/** A member with no calendar, first time on home: the dashboard with the first-login calendar prompt over it. */
export const FirstLoginPrompt: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers, calendar: createCalendarMock().handlers } } },
  play: async ({ canvasElement }) => {
    await dashboard(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Welcome to Kindred' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const calendar = await calendarWidget(canvasElement);
    await expect(within(calendar).getByText('Connect Your Calendar')).toBeVisible();
  },
};

/** While the feed and the picks load: each widget's skeleton, busy and labelled. */
export const WidgetsLoading: Story = {
  parameters: { msw: { handlers: { home: createHomeMock({ feed: 'stall', recommendations: 'stall' }).handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await dashboard(canvasElement);
    for (const [widget, label] of [
      ['activity', 'Loading your recent activity'],
      ['recommendations', 'Loading your recommendations'],
    ] as const) {
      const card = await waitFor(() => {
        const found = canvasElement.querySelector<HTMLElement>(`[data-widget="${widget}"]`);
        if (!found) throw new Error(`No ${widget} widget yet`);
        return found;
      });
      await expect(card.querySelector('[aria-busy="true"]')).not.toBeNull();
      await expect(within(card).getByRole('status')).toHaveTextContent(label);
    }
    // They stay busy: nothing has answered.
    await expect(canvas.queryByRole('list', { name: 'Recommended for you' })).toBeNull();
  },
};

/** The feed cannot be read: one 'Welcome Back!' item (docs/product.md#errors); the picks fail with a way to try again. */
export const WidgetsFailed: Story = {
  parameters: { msw: { handlers: { home: createHomeMock({ feed: 'fail', recommendations: 'fail' }).handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await dashboard(canvasElement);
    const feed = await waitFor(() => {
      const widget = canvasElement.querySelector<HTMLElement>('[data-widget="activity"] [data-feed-type="welcome"]');
      if (!widget) throw new Error('The feed has not failed yet');
      return widget;
    });
    await expect(within(feed).getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expect(await canvas.findByText('Your recommendations could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Nothing has happened yet and there is nothing to recommend: each widget says so plainly. */
export const WidgetsEmpty: Story = {
  parameters: { msw: { handlers: { home: createHomeMock({ feed: [], recommendations: [] }).handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await dashboard(canvasElement);
    await expect(await canvas.findByText(/^Nothing new yet\./)).toBeVisible();
    await expect(await canvas.findByText(/^Nothing to recommend yet\./)).toBeVisible();
  },
};

/** The picks fail once, then 'Try again' brings them. */
export const RecommendationsRetry: Story = {
  parameters: { msw: { handlers: { home: createHomeMock({ recommendations: 'fail-once' }).handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await dashboard(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(await canvas.findByRole('list', { name: 'Recommended for you' })).toBeVisible();
  },
};

/** A new member without personality results: home is the way to the questionnaire, with no calendar prompt or tour yet. */
export const BeforeTheQuestionnaire: Story = {
  parameters: { kindred: signedInAs(FIXTURE_IDS.sam) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome to Kindred, Sam' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take the personality questionnaire' })).toHaveAttribute('href', '/questionnaire');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
