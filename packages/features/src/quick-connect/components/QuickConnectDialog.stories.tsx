import type { AvailabilitySlot } from '@kindred/contracts/api/calendar';
import { currentUserAtom, useCurrentUser } from '@kindred/features/auth';
import { useOrganizations } from '@kindred/features/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock, type CalendarMockOptions } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { DEMO_BOOKINGS_KEY } from '../state/demo-bookings.ts';
import { QUICK_CONNECT_TEXT } from './quick-connect-text.ts';
import { QuickConnectDialog } from './QuickConnectDialog.tsx';
import { ENTER_AN_EMAIL } from './ColleaguePicker.tsx';

const MAYA = 'maya.chen@example.com';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function signedIn(): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route: '/connections',
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
  };
}

/** What the signed-in shell does for every page: keeps the organisation selection in step with the profile. */
function InShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  useOrganizations({ id: user.id, email: user.email });
  return children;
}

/** Five free times over the next days, filled when the story runs (the best scored first in the list given). */
function freeTimes(now: number): AvailabilitySlot[] {
  const base = Math.ceil((now + DAY) / HOUR) * HOUR;
  return [92, 71, 88, 64, 79].map((score, index) => ({
    start: new Date(base + index * DAY).toISOString(),
    end: new Date(base + index * DAY + 20 * 60_000).toISOString(),
    score,
  }));
}

function calendar(options: CalendarMockOptions = {}) {
  const mock = createCalendarMock(options);
  return {
    parameters: { msw: { handlers: { calendar: mock.handlers } }, mock },
    beforeEach: () => {
      if (options.slots) options.slots.splice(0, options.slots.length, ...freeTimes(Date.now()));
    },
  };
}
const connected = { google: { accountEmail: MAYA, sandbox: true } };
type Mock = ReturnType<typeof createCalendarMock>;

const meta = {
  title: 'Features/Quick Connect/Dialog',
  component: QuickConnectDialog,
  decorators: [(Story) => <InShell>{<Story />}</InShell>, withMockApp],
  parameters: { kindred: signedIn(), msw: { handlers: { profile: profileHandlers } } },
  args: { userId: FIXTURE_IDS.maya, colleague: { memberId: FIXTURE_IDS.jordan, name: 'Jordan Okafor' }, onClose: fn() },
} satisfies Meta<typeof QuickConnectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
async function dialog(canvasElement: HTMLElement) {
  const found = await body(canvasElement).findByRole('dialog', { name: 'Quick Connect' });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
}

/**
 * Choose an activity, then a time both are free (at most four, each with its match), then book: the event names
 * the activity and the colleague, its invitation holds the plan; Done, and the toast.
 */
export const ChooseAndBook: Story = {
  ...calendar({ connected, slots: [] }),
  play: async ({ canvasElement, parameters }) => {
    const view = await dialog(canvasElement);
    await expect(view.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(view.getByRole('radio', { name: /Two Truths and a Lie/ }));
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    const times = await view.findByRole('radiogroup', { name: 'Time' });
    const offered = within(times).getAllByRole('radio');
    await expect(offered).toHaveLength(4);
    await expect(within(times).queryByText(/64% match/)).toBeNull();
    await userEvent.click(within(times).getByRole('radio', { name: /92% match/ }));
    await userEvent.click(view.getByRole('button', { name: 'Schedule Quick Connect' }));
    await expect(await view.findByText('Quick Connect Scheduled! Two Truths and a Lie with Jordan Okafor')).toBeVisible();
    await expect(await body(canvasElement).findByText(QUICK_CONNECT_TEXT.scheduledToast)).toBeVisible();
    const [booked] = (parameters.mock as Mock).state.scheduled;
    await expect(booked?.summary).toBe('Quick Connect: Two Truths and a Lie with Jordan Okafor');
    await expect(booked?.teamMembers).toEqual([FIXTURE_IDS.jordan]);
    await expect(view.getByRole('link', { name: 'View in Events' })).toHaveAttribute('href', '/events');
  },
};

/** 'Surprise Me' picks an activity; Back returns to Choose with it still chosen. */
export const SurpriseMeAndBack: Story = {
  ...calendar({ connected, slots: [] }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Surprise Me' }));
    const chosen = view.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked) as HTMLInputElement | undefined;
    await expect(chosen).toBeDefined();
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    await view.findByRole('radiogroup', { name: 'Time' });
    await userEvent.click(view.getByRole('button', { name: 'Back' }));
    await expect((view.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked) as HTMLInputElement | undefined)?.value).toBe(chosen!.value);
  },
};

/** While the two calendars are read: the analysis state, and nothing to confirm yet. */
export const FindingTimes: Story = {
  ...calendar({ connected, hang: 'findAvailability' }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: /Two Truths and a Lie/ }));
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    // Once the calendar is known to be connected, its free times are asked for, and they do not come.
    await expect(await view.findByRole('button', { name: 'Schedule Quick Connect' })).toBeDisabled();
    await expect(view.getByRole('progressbar', { name: QUICK_CONNECT_TEXT.analysing })).toBeInTheDocument();
  },
};

/** The two calendars share no free time. */
export const NoMutualTime: Story = {
  ...calendar({ connected }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: /Two Truths and a Lie/ }));
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    await expect(await view.findByText(QUICK_CONNECT_TEXT.noMutualTime)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Schedule Quick Connect' })).toBeDisabled();
  },
};

/** The provider refuses: the dialog's failure words and the provider's, the choice kept to try again. */
export const ProviderFailure: Story = {
  ...calendar({ connected, slots: [], scheduleRefused: 'The calendar provider is not answering.' }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: /Two Truths and a Lie/ }));
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(await view.findByRole('radiogroup', { name: 'Time' })).getAllByRole('radio')[0]!);
    await userEvent.click(view.getByRole('button', { name: 'Schedule Quick Connect' }));
    const alert = await view.findByRole('alert');
    await expect(alert).toHaveTextContent(QUICK_CONNECT_TEXT.dialogFailed);
    await expect(alert).toHaveTextContent('The calendar provider is not answering.');
    await expect(view.getByRole('button', { name: 'Schedule Quick Connect' })).toBeEnabled();
  },
};

/** No calendar of Maya's: the spec's suggested times, said to be unchecked; planned in this browser only. */
export const NoCalendar: Story = {
  ...calendar(),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: /Two Truths and a Lie/ }));
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    await expect(await view.findByText(QUICK_CONNECT_TEXT.suggestions)).toBeVisible();
    const times = view.getByRole('radiogroup', { name: 'Time' });
    await expect(within(times).queryByText(/% match/)).toBeNull();
    await userEvent.click(within(times).getAllByRole('radio')[0]!);
    await userEvent.click(view.getByRole('button', { name: 'Plan without a calendar' }));
    await expect(await view.findByText(/Planned in this browser only/)).toBeVisible();
    await expect(view.queryByRole('link', { name: 'View in Events' })).toBeNull();
    const stored = JSON.parse(localStorage.getItem(DEMO_BOOKINGS_KEY) ?? '[]') as { title: string }[];
    await expect(stored.map((booking) => booking.title)).toEqual(['Quick Connect: Two Truths and a Lie with Jordan Okafor']);
  },
};

/** Opened for no one: the colleague is asked for; an empty address is refused in the spec's words. */
export const ChooseColleague: Story = {
  ...calendar({ connected, slots: [] }),
  args: { colleague: undefined },
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: /Two Truths and a Lie/ }));
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    await expect(await view.findByText(ENTER_AN_EMAIL)).toBeVisible();
    await userEvent.type(view.getByRole('textbox', { name: /work e-mail/ }), 'priya.raman@example.com');
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    await view.findByRole('radiogroup', { name: 'Time' });
    await expect(body(canvasElement).getByRole('dialog', { name: 'Quick Connect' })).toHaveAccessibleDescription('With Priya Raman');
  },
};
