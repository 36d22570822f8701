import type { AvailabilitySlot } from '@kindred/contracts/api/calendar';
import { currentUserAtom, useCurrentUser } from '@kindred/features/auth';
import { slotLabel } from '@kindred/features/calendar';
import { useOrganizations } from '@kindred/features/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { ACTIVITY_OPTIONS } from '../content/activity-options.ts';
import { eventSummary } from '../utils/booking.ts';
import { QUICK_CONNECT_TEXT } from './quick-connect-text.ts';
import { QuickConnectWizard } from './QuickConnectWizard.tsx';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const ACTIVITY = ACTIVITY_OPTIONS[0]!;

function InShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  useOrganizations({ id: user.id, email: user.email });
  return children;
}

/**
 * Maya's calendar, connected, with nothing booked yet; findAvailability offers two times, the second starting the
 * moment the first (booked for the activity's length) ends, and a third the next day.
 */
function calendar() {
  const slots: AvailabilitySlot[] = [];
  const mock = createCalendarMock({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } }, slots });
  return {
    parameters: { msw: { handlers: { calendar: mock.handlers, profile: profileHandlers } }, mock },
    beforeEach: () => {
      const base = Math.ceil((Date.now() + 30 * HOUR) / HOUR) * HOUR;
      const at = (start: number, score: number) => ({ start: new Date(start).toISOString(), end: new Date(start + 30 * MINUTE).toISOString(), score });
      slots.splice(0, slots.length, at(base, 90), at(base + ACTIVITY.duration * MINUTE, 80), at(base + 24 * HOUR, 70));
    },
  };
}
type Mock = ReturnType<typeof createCalendarMock>;

const signedIn: MockAppOptions = {
  signedInAs: FIXTURE_IDS.maya,
  route: '/quick-connect',
  initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
};

const meta = {
  title: 'Features/Quick Connect/Wizard warnings',
  component: QuickConnectWizard,
  decorators: [(Story) => <InShell>{<Story />}</InShell>, withMockApp],
  args: { userId: FIXTURE_IDS.maya },
  parameters: { kindred: signedIn },
} satisfies Meta<typeof QuickConnectWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard from the activity to the time step, with Jordan. */
async function toTimeStep(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(ACTIVITY.name) }));
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await userEvent.click(await canvas.findByRole('radio', { name: /Jordan Okafor/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  return within(await canvas.findByRole('radiogroup', { name: 'Time' }));
}

/**
 * The audit's case: the same activity with the same colleague, again and again. The first booking goes without a
 * word; booked once, 'Schedule Another' with Jordan says there is one to come (before any time is chosen), and the
 * time right after it says it is back to back. Maya may still book it.
 */
export const WarnsBeforeBookingAgain: Story = {
  ...calendar(),
  play: async ({ canvas, parameters }) => {
    const mock = parameters.mock as Mock;
    let times = await toTimeStep(canvas);
    await userEvent.click(times.getAllByRole('radio')[0]!);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Quick Connect' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Confirmed' })).toBeVisible();
    const first = mock.state.scheduled[0]!;

    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Another' }));
    times = await toTimeStep(canvas);
    const booked = `${eventSummary({ name: ACTIVITY.name }, { name: 'Jordan Okafor' })} · ${slotLabel({ start: new Date(first.startTime).toISOString(), end: new Date(first.endTime).toISOString(), score: 0 })}`;
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(QUICK_CONNECT_TEXT.alreadyBooked('Jordan Okafor', booked, 0)));
    await expect(status).toHaveTextContent(QUICK_CONNECT_TEXT.canStillBook);
    await expect(status).not.toHaveTextContent('right next to');

    // The time starting when that one ends: back to back, said too.
    await userEvent.click(times.getAllByRole('radio')[1]!);
    await expect(status).toHaveTextContent(QUICK_CONNECT_TEXT.backToBack(booked));
    // The next day's time is not next to anything.
    await userEvent.click(times.getAllByRole('radio')[2]!);
    await expect(status).not.toHaveTextContent('right next to');
    await expect(status).toHaveTextContent(/already have a Quick Connect with Jordan Okafor/);

    // A warning, not a refusal.
    await userEvent.click(times.getAllByRole('radio')[1]!);
    await expect(canvas.getByRole('button', { name: 'Schedule Quick Connect' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Quick Connect' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Confirmed' })).toBeVisible();
    await expect(mock.state.scheduled).toHaveLength(2);
  },
};
