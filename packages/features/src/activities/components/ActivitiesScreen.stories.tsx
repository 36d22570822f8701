import { currentUserAtom } from '@kindred/features/auth';
import { ASK_LINK_STORAGE_KEY } from '@kindred/features/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createActivitiesMock } from '../../shared/mocks/activities-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { ACTIVITIES } from '../content/activities.ts';
import { NO_ACTIVITIES_FOUND } from '../utils/browse.ts';
import { CHANNELS, send } from '../../shared/channels.ts';
import { ActivitiesScreen } from './ActivitiesScreen.tsx';
import { DONE_TODAY, MARK_AS_DONE } from './ActivityDetailDialog.tsx';

function signedIn(route = '/activities', state?: unknown): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route: state === undefined ? route : ({ pathname: route, state } as unknown as string),
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
  };
}

function activities(options: Parameters<typeof createActivitiesMock>[0] = {}) {
  const mock = createActivitiesMock(options);
  return { parameters: { msw: { handlers: { activities: mock.handlers } }, mock } };
}
type Mock = ReturnType<typeof createActivitiesMock>;

const onStart = fn();

const meta = {
  title: 'Features/Activities/Catalogue',
  component: ActivitiesScreen,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen', kindred: signedIn(), msw: { handlers: { profile: profileHandlers } } },
  args: { renderStart: (activity, close) => void onStart(activity.title, close) },
} satisfies Meta<typeof ActivitiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const titles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Activities' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
async function detail(canvasElement: HTMLElement, title: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Every activity as a card: its title, time, a preview of what it is, View Details and Ask Link. */
export const Catalogue: Story = {
  ...activities(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await expect(titles(canvas)).toHaveLength(ACTIVITIES.length);
    await expect(canvas.getByText(`${ACTIVITIES.length} activities`)).toBeVisible();
    const first = within(canvas.getByRole('list', { name: 'Activities' })).getAllByRole('listitem')[0]!;
    await expect(within(first).getByText(ACTIVITIES[0]!.time)).toBeVisible();
    await expect(within(first).getByRole('button', { name: `View Details: ${ACTIVITIES[0]!.title}` })).toBeVisible();
    await expect(within(first).getByRole('button', { name: `Ask Link about ${ACTIVITIES[0]!.title}` })).toBeVisible();
  },
};

/** Search over title and overview, and a category; nothing found, and a way back. */
export const SearchAndCategory: Story = {
  ...activities(),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search activities' }), 'three rounds');
    await waitFor(() => expect(titles(canvas)).toEqual(['Magic Questions']));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search activities' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Leadership');
    const leadership = ACTIVITIES.filter((activity) => activity.category === 'Leadership').map((activity) => activity.title);
    await waitFor(() => expect(titles(canvas)).toEqual(leadership));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search activities' }), 'zzzz');
    await expect(await canvas.findByText(NO_ACTIVITIES_FOUND)).toBeVisible();
    await userEvent.click(canvas.getByText('Clear search'));
    await waitFor(() => expect(titles(canvas)).toHaveLength(ACTIVITIES.length));
  },
};

/** An activity in full, opened by keyboard: Overview, Why, numbered Directions and its sections. */
export const Details: Story = {
  ...activities(),
  play: async ({ canvas, canvasElement }) => {
    const open = canvas.getByRole('button', { name: 'View Details: Magic Questions' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await detail(canvasElement, 'Magic Questions');
    for (const name of ['Overview', 'Why', 'Directions']) await expect(dialog.getByRole('heading', { name })).toBeVisible();
    const magic = ACTIVITIES.find((activity) => activity.title === 'Magic Questions')!;
    await expect(dialog.getByRole('heading', { name: 'Directions' }).nextElementSibling?.querySelectorAll('li')).toHaveLength(magic.directions.length);
    await expect(dialog.getByRole('region', { name: 'Set 1: Getting started' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** 'Mark as done' records it on the server and says 'Done today'; it cannot be recorded twice the same day. */
export const MarkAsDone: Story = {
  ...activities(),
  play: async ({ canvas, canvasElement, parameters }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Details: Magic Questions' }));
    const dialog = await detail(canvasElement, 'Magic Questions');
    await userEvent.click(dialog.getByRole('button', { name: MARK_AS_DONE }));
    await waitFor(() => expect(dialog.getByRole('button', { name: DONE_TODAY })).toBeDisabled());
    await expect((parameters.mock as Mock).state.posted).toEqual(['magic-questions']);
  },
};

/** Recording fails: the dialog says so, and the button stays to try again. */
export const MarkAsDoneFails: Story = {
  ...activities({ failPost: { status: 503, error: 'Service temporarily unavailable' } }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Details: Magic Questions' }));
    const dialog = await detail(canvasElement, 'Magic Questions');
    await userEvent.click(dialog.getByRole('button', { name: MARK_AS_DONE }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not record the activity as done. Please try again.');
    await expect(dialog.getByRole('button', { name: MARK_AS_DONE })).toBeEnabled();
  },
};

/** A link that names an activity, partially and in any case, opens it. */
export const OpenedByLink: Story = {
  ...activities(),
  parameters: { kindred: signedIn('/activities?activity=magic%20QUEST') },
  play: async ({ canvasElement }) => {
    await detail(canvasElement, 'Magic Questions');
  },
};

/** Navigation state ({ activity }) opens it too. */
export const OpenedByNavigation: Story = {
  ...activities(),
  parameters: { kindred: signedIn('/activities', { activity: 'uncommon' }) },
  play: async ({ canvasElement }) => {
    await detail(canvasElement, 'Uncommon Commonalities');
  },
};

/** Link's activity links ask on the openActivity channel; a title that matches nothing leaves the page as it is. */
export const OpenedByEvent: Story = {
  ...activities(),
  play: async ({ canvasElement }) => {
    send(CHANNELS.openActivity, { title: 'no such activity' });
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    send(CHANNELS.openActivity, { title: 'magic questions' });
    await detail(canvasElement, 'Magic Questions');
  },
};

/** Ask Link leaves the activity for Link in this tab's session storage. */
export const AskLink: Story = {
  ...activities(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Link about Magic Questions' }));
    const stored = JSON.parse(sessionStorage.getItem(ASK_LINK_STORAGE_KEY) ?? 'null') as { context: { type: string; title: string } } | null;
    await expect(stored?.context).toMatchObject({ type: 'activity', title: 'Magic Questions' });
  },
};

/** 'Start with a colleague' closes the details and hands the activity to the booking. */
export const StartWithColleague: Story = {
  ...activities(),
  play: async ({ canvas, canvasElement }) => {
    onStart.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'View Details: Magic Questions' }));
    const dialog = await detail(canvasElement, 'Magic Questions');
    await userEvent.click(dialog.getByRole('button', { name: 'Start with a colleague' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledWith('Magic Questions', expect.any(Function)));
  },
};
