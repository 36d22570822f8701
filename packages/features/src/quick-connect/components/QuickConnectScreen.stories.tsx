import type { AvailabilitySlot } from '@kindred/contracts/api/calendar';
import { currentUserAtom, useCurrentUser } from '@kindred/features/auth';
import { useOrganizations } from '@kindred/features/profile';
import { AppShell } from '@kindred/features/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock, type CalendarMockOptions } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { POPULAR_THRESHOLD, ACTIVITY_OPTIONS } from '../content/activity-options.ts';
import { quickConnectStateFor } from '../utils/navigation-state.ts';
import { ENTER_AN_EMAIL } from './ColleaguePicker.tsx';
import { QUICK_CONNECT_TEXT } from './quick-connect-text.ts';
import { QUICK_CONNECT_TITLE, QuickConnectScreen } from './QuickConnectScreen.tsx';

const HOUR = 3_600_000;

function signedIn(route = '/quick-connect'): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route,
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
  };
}

function InShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  useOrganizations({ id: user.id, email: user.email });
  return children;
}

function calendar(options: CalendarMockOptions = {}) {
  const mock = createCalendarMock(options);
  return {
    parameters: { msw: { handlers: { calendar: mock.handlers } }, mock },
    beforeEach: () => {
      const base = Math.ceil((Date.now() + 30 * HOUR) / HOUR) * HOUR;
      const slots: AvailabilitySlot[] = [0, 1, 2].map((day) => ({
        start: new Date(base + day * 24 * HOUR).toISOString(),
        end: new Date(base + day * 24 * HOUR + 30 * 60_000).toISOString(),
        score: 90 - day * 10,
      }));
      options.slots?.splice(0, options.slots.length, ...slots);
    },
  };
}
type Mock = ReturnType<typeof createCalendarMock>;

const meta = {
  title: 'Features/Quick Connect/Wizard',
  component: QuickConnectScreen,
  decorators: [(Story) => <InShell>{<Story />}</InShell>, withMockApp],
  parameters: { layout: 'fullscreen', kindred: signedIn(), msw: { handlers: { profile: profileHandlers } } },
} satisfies Meta<typeof QuickConnectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The four steps: an activity (category tabs, 'Popular' above 85), a colleague from the organisation, a time both
 * are free, the confirmation with the spec's toast; 'Schedule Another' starts again.
 */
export const BookThroughTheWizard: Story = {
  ...calendar({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } }, slots: [] }),
  play: async ({ canvas, canvasElement, parameters }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quick Connect' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Choose an activity' })).toBeVisible();
    const popular = ACTIVITY_OPTIONS.filter((option) => option.popularity > POPULAR_THRESHOLD).length;
    await expect(canvas.getAllByText('Popular')).toHaveLength(popular);
    await userEvent.click(canvas.getByRole('tab', { name: 'Feedback' }));
    const feedback = ACTIVITY_OPTIONS.filter((option) => option.category === 'Feedback');
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(feedback.length));
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(feedback[0]!.name) }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    await expect(await canvas.findByRole('heading', { level: 2, name: 'Invite a colleague' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(ENTER_AN_EMAIL)).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: /Jordan Okafor/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    await expect(await canvas.findByRole('heading', { level: 2, name: 'Pick a time' })).toBeVisible();
    await userEvent.click(within(await canvas.findByRole('radiogroup', { name: 'Time' })).getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Quick Connect' }));

    await expect(await canvas.findByRole('heading', { level: 2, name: 'Confirmed' })).toBeVisible();
    const title = `Quick Connect Scheduled! ${feedback[0]!.name} with Jordan Okafor`;
    await expect(canvas.getByText(title)).toBeVisible();
    await expect(await body(canvasElement).findByText(title, { selector: '[role="alertdialog"] *' })).toBeVisible();
    await expect((parameters.mock as Mock).state.scheduled).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Another' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Choose an activity' })).toBeVisible();
    await expect(canvas.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  },
};

/** An address no colleague uses is refused before any time is looked for. */
export const UnknownEmail: Story = {
  ...calendar({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } }, slots: [] }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /work e-mail/ }), 'someone@elsewhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(/uses someone@elsewhere\.example\./)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Invite a colleague' })).toBeVisible();
  },
};

/** The wizard's failure words when the provider refuses. */
export const ProviderFailure: Story = {
  ...calendar({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } }, slots: [], scheduleRefused: 'Google Calendar is not answering.' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('radio', { name: /Priya Raman/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(await canvas.findByRole('radiogroup', { name: 'Time' })).getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Quick Connect' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(QUICK_CONNECT_TEXT.wizardFailed);
  },
};

/** Started from an activity named in the address: it is already chosen. */
export const FromTheAddress: Story = {
  ...calendar(),
  parameters: { kindred: signedIn(`/quick-connect?activity=${ACTIVITY_OPTIONS[2]!.id}`) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: new RegExp(ACTIVITY_OPTIONS[2]!.name) })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Arrives at /quick-connect as a link naming a colleague does: the navigation's state holds their member id. */
function ArrivingFor({ memberId }: { memberId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (!arrived) void navigate('/quick-connect', { replace: true, state: quickConnectStateFor(memberId) });
  }, [arrived, memberId, navigate]);
  return arrived ? <QuickConnectScreen /> : null;
}

/** Opened by a link that names a colleague (Link's Quick Connect link): they are already chosen at the invite step. */
export const ColleagueFromTheLink: Story = {
  ...calendar({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } }, slots: [] }),
  render: () => <ArrivingFor memberId={FIXTURE_IDS.jordan} />,
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('radio'))[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Invite a colleague' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Jordan Okafor/ })).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Pick a time' })).toBeVisible();
  },
};

/**
 * In the app's shell at 1280×800: the page ends where its content ends (the activities' hidden radio inputs, out of
 * view in their scrolled list, once stretched it by about 900 px of empty page), and the search and 'Surprise Me'
 * start the row at the list's left edge, the button as tall as the search box and level with it.
 */
export const InTheShellAtDesktopSize: Story = {
  ...calendar(),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <AppShell userName="Maya Chen" pageTitle={QUICK_CONNECT_TITLE} onLogOut={() => {}}>
      <QuickConnectScreen />
    </AppShell>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('radiogroup', { name: 'Activity' });
    const main = canvas.getByRole('main');
    const page = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(page.scrollHeight).toBeLessThanOrEqual(Math.ceil(main.getBoundingClientRect().bottom + window.scrollY)));

    const box = canvas.getByRole('searchbox', { name: 'Search activities' }).parentElement!.getBoundingClientRect();
    const surprise = canvas.getByRole('button', { name: 'Surprise Me' }).getBoundingClientRect();
    await expect(Math.round(box.left)).toBe(Math.round(list.getBoundingClientRect().left));
    await expect(surprise.left).toBeGreaterThan(box.right);
    await expect(Math.round(surprise.top)).toBe(Math.round(box.top));
    await expect(Math.round(surprise.height)).toBe(Math.round(box.height));
  },
};
