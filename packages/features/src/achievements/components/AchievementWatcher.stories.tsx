import { currentUserAtom } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createAchievementsMock, type AchievementsMockOptions } from '../../shared/mocks/achievements-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { achievementKeys } from '../api/keys.ts';
import { AchievementWatcher } from './AchievementWatcher.tsx';

type Mock = ReturnType<typeof createAchievementsMock>;

function achievements(options: AchievementsMockOptions = {}) {
  const mock = createAchievementsMock(options);
  return { parameters: { msw: { handlers: { achievements: mock.handlers } }, mock } };
}

/**
 * A page with the watcher: 'Mark as done' stands for any write of the app (a mutation that succeeds; the mock
 * counts it as the server would), and 'Check again' reads the state three times at once, as racing reads would.
 */
function Harness({ mock }: { mock: Mock }) {
  const queryClient = useQueryClient();
  const markDone = useMutation({
    mutationKey: ['activity-completions', 'mark'],
    mutationFn: async () => {
      mock.count('activityCompleted');
      return Promise.resolve();
    },
  });
  return (
    <Stack padding="lg" space="sm">
      <Text>A signed-in page.</Text>
      <Button variant="secondary" onPress={() => markDone.mutate()}>
        Mark as done
      </Button>
      <Button
        variant="secondary"
        onPress={() => {
          for (let i = 0; i < 3; i += 1) void queryClient.refetchQueries({ queryKey: achievementKeys.all });
        }}
      >
        Check again
      </Button>
      <AchievementWatcher />
    </Stack>
  );
}

const meta = {
  title: 'Features/Achievements/Award toast',
  component: AchievementWatcher,
  decorators: [withMockApp],
  parameters: {
    kindred: {
      signedInAs: FIXTURE_IDS.maya,
      route: '/',
      initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
    } satisfies MockAppOptions,
  },
  render: (_args, { parameters }) => <Harness mock={parameters.mock as Mock} />,
} satisfies Meta<typeof AchievementWatcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Achievement unlocked: First Activity';
const DESCRIPTION = 'You did your first team activity. +50 points';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An award the member has not seen: its toast (title, description, points) shows once, and the server is told. */
export const AwardToast: Story = {
  ...achievements({ counters: { activityCompleted: 1 } }),
  play: async ({ canvas, canvasElement, parameters }) => {
    const mock = parameters.mock as Mock;
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText(TITLE)).toBeVisible();
    await expect(within(region).getByText(DESCRIPTION)).toBeVisible();
    await waitFor(() => expect(mock.state.seen).toEqual([['first_activity']]));
    // Read again, several times at once: no second toast, no second acknowledgement.
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(mock.state.reads).toBeGreaterThanOrEqual(2));
    await expect(within(region).getAllByText(TITLE)).toHaveLength(1);
    await expect(mock.state.seen).toHaveLength(1);
  },
};

/** Two awards and reads racing each other: one toast per award, each acknowledged once. */
export const RacingReads: Story = {
  ...achievements({ counters: { activityCompleted: 1, aiChatOpened: 1 } }),
  play: async ({ canvas, canvasElement, parameters }) => {
    const mock = parameters.mock as Mock;
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText('Achievement unlocked: AI Explorer')).toBeVisible();
    await expect(within(region).getAllByText(TITLE)).toHaveLength(1);
    await waitFor(() => expect(mock.state.seen.flat().sort()).toEqual(['first_activity', 'first_ai_chat']));
    await expect(mock.state.seen.flat()).toHaveLength(2);
  },
};

/** A write of the app that earns an award (an activity marked done): the state is read at once and the toast shows. */
export const AfterAWrite: Story = {
  ...achievements(),
  play: async ({ canvas, canvasElement, parameters }) => {
    const mock = parameters.mock as Mock;
    await waitFor(() => expect(mock.state.reads).toBe(1));
    await expect(body(canvasElement).queryByText(TITLE)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as done' }));
    await expect(await body(canvasElement).findByText(TITLE)).toBeVisible();
    await waitFor(() => expect(mock.state.seen).toEqual([['first_activity']]));
  },
};

/** Awards already seen show nothing. */
export const NothingNew: Story = {
  ...achievements({ earned: ['first_activity', 'first_ai_chat'] }),
  play: async ({ canvasElement, parameters }) => {
    const mock = parameters.mock as Mock;
    await waitFor(() => expect(mock.state.reads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body(canvasElement).queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(mock.state.seen).toEqual([]);
  },
};
