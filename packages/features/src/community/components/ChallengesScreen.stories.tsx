import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { createSampleChallenges, splitChallenges } from '../content/challenges.ts';
import { ChallengesScreen, JOIN_CHALLENGE, LEAVE_CHALLENGE, SAMPLE_NOTICE } from './ChallengesScreen.tsx';

const meta = {
  title: 'Features/Community/Challenges',
  component: ChallengesScreen,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen', kindred: { signedInAs: FIXTURE_IDS.maya, route: '/challenges' } },
} satisfies Meta<typeof ChallengesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const { active, completed } = splitChallenges(createSampleChallenges());
const cardTitles = (canvas: Canvas, list: string) =>
  within(canvas.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/**
 * The page inside the premium-feature wrapper, said plainly to be samples; Active Challenges first, soonest
 * deadline first, each with its facts, progress and Join Challenge.
 */
export const ActiveChallenges: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community Challenges' })).toBeVisible();
    const wrapper = within(canvas.getByRole('region', { name: 'Sample challenges' }));
    await expect(wrapper.getByText('Premium')).toBeVisible();
    await expect(wrapper.getByText(SAMPLE_NOTICE)).toBeVisible();
    await expect(wrapper.getByRole('tab', { name: `Active Challenges ${active.length}` })).toHaveAttribute('aria-selected', 'true');
    await expect(cardTitles(canvas, 'Active Challenges')).toEqual(active.map((challenge) => challenge.title));
    const first = active[0]!;
    await expect(canvas.getByRole('button', { name: `${JOIN_CHALLENGE}: ${first.title}` })).toBeVisible();
    await expect(canvas.getAllByRole('progressbar', { name: 'Progress' })).toHaveLength(active.length);
  },
};

/** The Completed tab, chosen by keyboard: the most recent first, each with its date. */
export const Completed: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: /Active Challenges/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: `Completed ${completed.length}` })).toHaveAttribute('aria-selected', 'true'));
    await expect(cardTitles(canvas, 'Completed')).toEqual(completed.map((challenge) => challenge.title));
    await expect(canvas.queryByRole('button', { name: new RegExp(JOIN_CHALLENGE) })).toBeNull();
  },
};

/** Join Challenge by keyboard: it says Joined, counts the member in, and turns into Leave Challenge, which undoes it. */
export const JoinAndLeave: Story = {
  play: async ({ canvas }) => {
    const challenge = active[0]!;
    const card = () => within(canvas.getByRole('heading', { level: 3, name: challenge.title }).closest('li')!);
    await expect(card().getByText(`${challenge.participants} participants`)).toBeVisible();
    card().getByRole('button', { name: `${JOIN_CHALLENGE}: ${challenge.title}` }).focus();
    await userEvent.keyboard('{Enter}');
    const leave = await card().findByRole('button', { name: `${LEAVE_CHALLENGE}: ${challenge.title}` });
    await expect(leave).toHaveFocus();
    await expect(card().getByText('Joined')).toBeVisible();
    await expect(card().getByText(`${challenge.participants + 1} participants`)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(await card().findByRole('button', { name: `${JOIN_CHALLENGE}: ${challenge.title}` })).toBeVisible();
    await expect(card().queryByText('Joined')).toBeNull();
    await expect(card().getByText(`${challenge.participants} participants`)).toBeVisible();
  },
};

/** With no challenges in a tab, it says so rather than showing nothing. */
export const NoChallenges: Story = {
  args: { challenges: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No active challenges' })).toBeVisible();
    canvas.getByRole('tab', { name: /Active Challenges/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('heading', { name: 'No completed challenges yet' })).toBeVisible();
  },
};
