import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock, type CalendarMockOptions } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { CalendarPrompt } from './CalendarPrompt.tsx';

const MAYA = FIXTURE_IDS.maya;
const STATUS_KEY = `kindred.calendar-prompt.${MAYA}`;
const FIRST_LOGIN_KEY = `kindred.first-login-complete.${MAYA}`;

const asMaya = {
  signedInAs: MAYA,
  initStore: (store: { set: (atom: typeof currentUserAtom, value: ReturnType<typeof mockSignedInUser>) => void }) =>
    store.set(currentUserAtom, mockSignedInUser(mockDb.member(MAYA))),
};

function calendar(options: CalendarMockOptions = {}) {
  const mock = createCalendarMock(options);
  return { parameters: { msw: { handlers: { calendar: mock.handlers } }, mock } };
}

const openConsent = fn();

const meta = {
  title: 'Features/Calendar/First-login prompt',
  component: CalendarPrompt,
  decorators: [withMockApp],
  args: { openConsent },
  parameters: { kindred: asMaya },
} satisfies Meta<typeof CalendarPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function prompt(canvasElement: HTMLElement) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Welcome to Kindred' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A member with no calendar, first time here: the welcome, the warning, three benefits and four buttons. */
export const FirstLogin: Story = {
  ...calendar(),
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Without a connected calendar, no automated Quick Connect sessions can be scheduled for you.');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['Connect Google Calendar', 'Connect Outlook Calendar', 'Remind me in 7 days', 'Skip for now']) {
      await expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
  },
};

/** 'Remind me in 7 days', by keyboard: the prompt closes and comes back in a week. */
export const RemindLater: Story = {
  ...calendar(),
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement);
    within(dialog).getByRole('button', { name: 'Remind me in 7 days' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const stored = JSON.parse(localStorage.getItem(STATUS_KEY) ?? 'null') as { status: string; until: string };
    await expect(stored.status).toBe('remind_later');
    const days = (Date.parse(stored.until) - Date.now()) / 86_400_000;
    await expect(days).toBeGreaterThan(6.99);
    await expect(days).toBeLessThanOrEqual(7);
    await expect(localStorage.getItem(FIRST_LOGIN_KEY)).toBeNull();
  },
};

/** 'Skip for now': dismissed for good. */
export const Skip: Story = {
  ...calendar(),
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(localStorage.getItem(STATUS_KEY) ?? 'null')).toEqual({ status: 'dismissed' });
  },
};

/** Escape closes it, which sets the first-login flag (docs/product.md#states "Calendar prompt"). */
export const CloseWithEscape: Story = {
  ...calendar(),
  play: async ({ canvasElement }) => {
    await prompt(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(localStorage.getItem(FIRST_LOGIN_KEY)).toBe('true');
  },
};

/** Connect Outlook: our server gives the consent address and the page goes there. */
export const Connect: Story = {
  ...calendar(),
  play: async ({ canvasElement }) => {
    openConsent.mockClear();
    const dialog = await prompt(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Outlook Calendar' }));
    await waitFor(() => expect(openConsent).toHaveBeenCalledWith('https://consent.example/microsoft?state=microsoft.mock'));
  },
};

/** A calendar is connected: no prompt, and the first-login flag is set so it never shows on this device. */
export const AlreadyConnected: Story = {
  ...calendar({ connected: { microsoft: { accountEmail: 'maya.chen@example.com', sandbox: true } } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(localStorage.getItem(FIRST_LOGIN_KEY)).toBe('true'));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
