import { NOTIFICATION_LABELS } from '@kindred/contracts/api/introductions';
import { currentUserAtom } from '@kindred/features/auth';
import type { ThemeName } from '@kindred/ui/themes';
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createAccountHandlers } from '../../shared/mocks/account-handlers.ts';
import { createCalendarMock } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { createMockDb, mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { createIntroductionsMock } from '../../shared/mocks/introductions-handlers.ts';
import { createProfileHandlers, profileCall, profileHandlers, profileScenarios } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { stalledResponse } from '../../shared/mocks/stall.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { PAUSE_MATCHING_FAILED } from '../api/pause-matching.ts';
import { WEEKLY_MATCHES_HELP, WEEKLY_MATCHES_LABEL, WEEKLY_MATCHES_LOAD_FAILED } from './MatchingSettings.tsx';
import { EMAIL_CODE_LABEL } from './EmailCodeCard.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';

/** Signed in as Maya Chen (violet avatar), at `route`. */
function asMaya(route = '/settings'): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route,
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
  };
}

/** The memory router's search string, so stories can check what the tabs wrote to the URL. */
function CurrentSearch() {
  const { search } = useLocation();
  return (
    <VisuallyHidden data-testid="current-search">{search}</VisuallyHidden>
  );
}

/** The screen with a working theme, as the app wires it to the shell. */
function SettingsWithTheme({ initialTheme = 'light', onThemeChange }: { initialTheme?: ThemeName; onThemeChange: (theme: ThemeName) => void }) {
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  return (
    <>
      <SettingsScreen
        theme={theme}
        onThemeChange={(next) => {
          setTheme(next);
          onThemeChange(next);
        }}
      />
      <CurrentSearch />
    </>
  );
}

const meta = {
  title: 'Features/Settings/Settings screen',
  component: SettingsWithTheme,
  decorators: [withMockApp],
  args: { onThemeChange: fn(), initialTheme: 'light' },
  parameters: {
    layout: 'fullscreen',
    kindred: asMaya(),
    msw: {
      handlers: {
        profile: profileHandlers,
        calendar: createCalendarMock().handlers,
        account: createAccountHandlers().handlers,
        introductions: createIntroductionsMock().handlers,
      },
    },
  },
} satisfies Meta<typeof SettingsWithTheme>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** /settings opens on Account: the three preset avatars, Maya's (violet) chosen. */
export const Account: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Account', 'Appearance', 'Notifications', 'Security', 'Integrations']);
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    const avatars = canvas.getByRole('radiogroup', { name: 'Preset avatars' });
    await expect(within(avatars).getAllByRole('radio')).toHaveLength(3);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Violet avatar' })).toHaveAttribute('aria-checked', 'true'));
    await expect(canvas.getByText('maya.chen@example.com')).toBeVisible();
  },
};

/** Keyboard only: Tab into the avatars, arrow to Amber, Space: saved, toast 'Avatar updated!'. */
export const ChooseAvatarByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Violet avatar' })).toHaveAttribute('aria-checked', 'true'));
    const doc = canvasElement.ownerDocument;
    for (let i = 0; i < 6 && doc.activeElement?.getAttribute('role') !== 'radio'; i++) await userEvent.tab();
    await expect(doc.activeElement).toHaveAttribute('role', 'radio');
    const amber = canvas.getByRole('radio', { name: 'Amber avatar' });
    for (let i = 0; i < 3 && doc.activeElement !== amber; i++) await userEvent.keyboard('{ArrowRight}');
    await expect(amber).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await page(canvasElement).findByText('Avatar updated!')).toBeVisible();
    await expect(amber).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: 'Violet avatar' })).toHaveAttribute('aria-checked', 'false');
    await expect(mockDb.member(FIXTURE_IDS.maya).profilePicture).toBe('/v1/profile/avatars/preset-3.svg');
  },
};

/** The save fails: the failure toast, and the saved avatar stays chosen. */
export const AvatarSaveFails: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.dbeditUnavailable, ...profileHandlers] } } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Violet avatar' })).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Teal avatar' }));
    await expect(await page(canvasElement).findByText('Failed to update avatar. Please try again.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Violet avatar' })).toHaveAttribute('aria-checked', 'true'));
    await expect(canvas.getByRole('radio', { name: 'Teal avatar' })).toHaveAttribute('aria-checked', 'false');
    // An answer came: the avatar's own words only, not the lost-connection toast.
    await expect(page(canvasElement).getAllByRole('alertdialog')).toHaveLength(1);
  },
};

/**
 * The save finds no network: one toast, the generic handler's 'Connection issue...' (a write that fails to reach the
 * server says so as a read does), not a second one with the avatar's own failure words; the saved avatar stays chosen.
 */
export const AvatarSaveOffline: Story = {
  parameters: { msw: { handlers: { profile: [profileCall('put', 'dbedit', () => HttpResponse.error()), ...profileHandlers] } } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Violet avatar' })).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Teal avatar' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: ERROR_MESSAGES.network })).toBeVisible();
    // The failure has been handled all the way through once the saved avatar shows as chosen again.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Violet avatar' })).toHaveAttribute('aria-checked', 'true'));
    await expect(page(canvasElement).getAllByRole('alertdialog')).toHaveLength(1);
    await expect(page(canvasElement).queryByText('Failed to update avatar. Please try again.')).toBeNull();
  },
};

/** While the avatar saves, the chosen one already shows as selected. */
export const AvatarSaving: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.dbeditSlow, ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Violet avatar' })).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Teal avatar' }));
    await expect(canvas.getByRole('radio', { name: 'Teal avatar' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radiogroup', { name: 'Preset avatars' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

// ---------------------------------------------------------------------------
// Weekly matches (docs/decisions.md#matching), on the Account tab

const weeklyMatches = (canvas: ReturnType<typeof within>) => canvas.getByRole('switch', { name: WEEKLY_MATCHES_LABEL });
const unavailable = () => HttpResponse.json({ error: 'Service temporarily unavailable' }, { status: 503 });

/** The bodies of the PUT ?type=pause-matching calls a story sent; the call then goes on to the default handlers. */
const sentPauses: unknown[] = [];
const recordPauses = profileCall('put', 'pause-matching', async ({ request }) => {
  sentPauses.push(await request.clone().json());
  return undefined;
});

/** Maya has paused her weekly matches. */
const pausedDb = createMockDb({ matchingPaused: [FIXTURE_IDS.maya] });

/** The setting is read once unsuccessfully, then the server answers again. */
let matchingReadFailures = 0;
const matchingReadFailsOnce = profileCall('post', 'matching-settings', () => {
  if (matchingReadFailures > 0) return undefined;
  matchingReadFailures += 1;
  return unavailable();
});

/** A new member is matched: the switch is on, and the help text says what pausing does. */
export const WeeklyMatchesOn: Story = {
  play: async ({ canvas }) => {
    const control = weeklyMatches(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekly matches' })).toBeVisible();
    await waitFor(() => expect(control).toBeEnabled());
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription(WEEKLY_MATCHES_HELP);
  },
};

/** Maya paused her weekly matches: the switch is off. */
export const WeeklyMatchesPaused: Story = {
  parameters: {
    kindred: { ...asMaya(), db: pausedDb },
    msw: { handlers: { profile: createProfileHandlers({ db: pausedDb }) } },
  },
  play: async ({ canvas }) => {
    const control = weeklyMatches(canvas);
    await waitFor(() => expect(control).toBeEnabled());
    await expect(control).not.toBeChecked();
    await expect(canvas.getByText(WEEKLY_MATCHES_HELP)).toBeVisible();
  },
};

/** While the setting loads the switch is there but cannot be pressed yet. */
export const WeeklyMatchesLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          profileCall('post', 'matching-settings', () => stalledResponse()),
          ...profileHandlers,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const control = weeklyMatches(canvas);
    await expect(control).toBeDisabled();
    await expect(control.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Keyboard only: Tab to the switch, Space pauses (PUT {paused: true}), Space again resumes. */
export const PauseAndResumeByKeyboard: Story = {
  parameters: { msw: { handlers: { profile: [recordPauses, ...profileHandlers] } } },
  beforeEach: () => {
    sentPauses.length = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    const control = weeklyMatches(canvas);
    await waitFor(() => expect(control).toBeEnabled());
    await expect(control).toBeChecked();
    const doc = canvasElement.ownerDocument;
    // Past the avatars and 'Your profile' form above the switch.
    for (let i = 0; i < 40 && doc.activeElement !== control; i++) await userEvent.tab();
    await expect(control).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await waitFor(() => expect(sentPauses).toEqual([{ paused: true }]));
    await waitFor(() => expect(control.closest('[aria-busy="true"]')).toBeNull());
    await expect(mockDb.matchingSettings(FIXTURE_IDS.maya).paused).toBe(true);
    await expect(control).not.toBeChecked();
    await expect(control).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await waitFor(() => expect(sentPauses).toEqual([{ paused: true }, { paused: false }]));
    await waitFor(() => expect(control.closest('[aria-busy="true"]')).toBeNull());
    await expect(mockDb.matchingSettings(FIXTURE_IDS.maya).paused).toBe(false);
    await expect(control).toBeChecked();
  },
};

/** Saving fails: the failure toast, and the switch is back on (nothing was saved). */
export const PauseFails: Story = {
  parameters: { msw: { handlers: { profile: [profileCall('put', 'pause-matching', unavailable), ...profileHandlers] } } },
  play: async ({ canvas, canvasElement }) => {
    const control = weeklyMatches(canvas);
    await waitFor(() => expect(control).toBeEnabled());
    await userEvent.click(control);
    await waitFor(() => expect(page(canvasElement).getByText(PAUSE_MATCHING_FAILED)).toBeVisible());
    await waitFor(() => expect(control).toBeChecked());
    await expect(mockDb.matchingSettings(FIXTURE_IDS.maya).paused).toBe(false);
  },
};

/** The setting cannot be read: the card says so, and 'Try Again' reads it (the server answers the second time). */
export const WeeklyMatchesLoadFails: Story = {
  parameters: { msw: { handlers: { profile: [matchingReadFailsOnce, ...profileHandlers] } } },
  beforeEach: () => {
    matchingReadFailures = 0;
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(WEEKLY_MATCHES_LOAD_FAILED);
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(weeklyMatches(canvas)).toBeEnabled());
    await expect(weeklyMatches(canvas)).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** ?tab=appearance opens Appearance; the theme buttons call back to the shell. */
export const Appearance: Story = {
  parameters: { kindred: asMaya('/settings?tab=appearance') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
    const theme = canvas.getByRole('radiogroup', { name: 'Theme' });
    await expect(within(theme).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Light', 'Dark', 'System']);
    await expect(within(theme).getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(theme).getByRole('radio', { name: 'Dark' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await expect(within(theme).getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  },
};

const introductionEmails = (canvas: ReturnType<typeof within>) => canvas.getByRole('switch', { name: NOTIFICATION_LABELS.introductions.label });

/** Notifications: the weekly introduction e-mail, on, with what it is and the matching day it goes out on. */
export const Notifications: Story = {
  parameters: { kindred: asMaya('/settings?tab=notifications') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    // The panel is named by its tab, and repeats no heading of its own.
    const panel = canvas.getByRole('tabpanel', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    await expect(await within(panel).findByText('Matching day: Monday')).toBeVisible();
    await expect(within(panel).getByText('Your new weekly match is made on the matching day, and the introduction goes out at 9:00 your time that day.')).toBeVisible();
    const emails = introductionEmails(within(panel));
    await expect(emails).toBeChecked();
    await expect(emails).toHaveAccessibleDescription(NOTIFICATION_LABELS.introductions.description);
  },
};

const turnOff = createIntroductionsMock();

/** Turning the weekly introduction off saves at once. */
export const TurnOffIntroductions: Story = {
  beforeEach: () => turnOff.reset(),
  parameters: { kindred: asMaya('/settings?tab=notifications'), msw: { handlers: { introductions: turnOff.handlers } } },
  play: async ({ canvas }) => {
    const emails = introductionEmails(canvas);
    await waitFor(() => expect(emails).toBeEnabled());
    await userEvent.click(emails);
    await waitFor(() => expect(emails).not.toBeChecked());
    await waitFor(() => expect(turnOff.state.introductions).toBe(false));
    await expect(turnOff.state.received.preferences).toEqual([false]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const saveFails = createIntroductionsMock({ failSave: true });

/** Saving fails: the switch goes back on, and the card says what failed and why. */
export const TurnOffIntroductionsFails: Story = {
  beforeEach: () => saveFails.reset(),
  parameters: { kindred: asMaya('/settings?tab=notifications'), msw: { handlers: { introductions: saveFails.handlers } } },
  play: async ({ canvas }) => {
    const emails = introductionEmails(canvas);
    await waitFor(() => expect(emails).toBeEnabled());
    await userEvent.click(emails);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`Could not turn the weekly introduction off. ${ERROR_MESSAGES.server}`);
    await waitFor(() => expect(emails).toBeChecked());
    await expect(saveFails.state.introductions).toBe(true);
    await expect(saveFails.state.received.preferences).toEqual([false]);
  },
};

/** Security: the password, where Maya is signed in, and the e-mail code at sign-in (SecuritySettings' stories have each state). */
export const Security: Story = {
  parameters: { kindred: asMaya('/settings?tab=security') },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Security' });
    await expect(panel).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Security' })).toBeNull();
    await expect(within(panel).getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
    await expect(await within(panel).findByText('This device')).toBeVisible();
    await expect(within(panel).getByRole('switch', { name: EMAIL_CODE_LABEL })).toBeVisible();
  },
};

/** Integrations: the Google and Outlook calendar cards; with none connected, 'No calendars connected yet'. */
export const Integrations: Story = {
  parameters: { kindred: asMaya('/settings?tab=integrations'), msw: { handlers: { profile: profileHandlers, calendar: createCalendarMock().handlers } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect Outlook Calendar' })).toBeVisible();
    await expect(await canvas.findByText('No calendars connected yet')).toBeVisible();
  },
};

/** An unknown ?tab= value falls back to Account. */
export const UnknownTabParameter: Story = {
  parameters: { kindred: asMaya('/settings?tab=billing') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Choosing a tab by keyboard writes it to the URL. */
export const TabsFollowTheUrl: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByTestId('current-search')).toHaveTextContent('?tab=integrations'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByTestId('current-search')).toHaveTextContent('?tab=security'));
  },
};

/**
 * At 320 px (WCAG's reflow width) all five tabs are on screen at once, wrapped onto a second row rather than
 * hidden in a sideways strip; nothing on the page scrolls sideways, and each tab can still be chosen.
 */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    const list = canvas.getByRole('tablist', { name: 'Settings sections' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const tab of canvas.getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Integrations' }));
    await expect(canvas.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('No calendars connected yet')).toBeVisible();
  },
};

/** At 375 px the same: every tab in sight. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Settings sections' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
