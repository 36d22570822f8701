import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { createQuestionnaireMock, type QuestionnaireMockOptions } from '../../shared/mocks/questionnaire-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { QuestionnaireScreen } from './QuestionnaireScreen.tsx';

function signedInAs(memberId: string): MockAppOptions {
  return {
    signedInAs: memberId,
    route: '/questionnaire',
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(memberId))),
  };
}

const answered = (count: number, answer = 4) => Object.fromEntries(Array.from({ length: count }, (_, i) => [i + 1, answer]));

function withQuestionnaire(options: QuestionnaireMockOptions) {
  const mock = createQuestionnaireMock(options);
  return { mock, parameters: { msw: { handlers: { profile: profileHandlers, questionnaire: mock.handlers } } } };
}

const meta = {
  title: 'Features/Questionnaire/Questionnaire screen',
  component: QuestionnaireScreen,
  decorators: [withMockApp],
  parameters: {
    layout: 'fullscreen',
    kindred: signedInAs(FIXTURE_IDS.sam),
    msw: { handlers: { profile: profileHandlers, questionnaire: createQuestionnaireMock().handlers } },
  },
} satisfies Meta<typeof QuestionnaireScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvas: ReturnType<typeof within>, statement: string) => canvas.findByRole('radiogroup', { name: statement });

const first = withQuestionnaire({});
/** A new member's first question, on a phone: one statement, five points of agreement, saved as chosen. */
export const FirstQuestion: Story = {
  args: { layout: 'phone' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: first.parameters,
  play: async ({ canvas }) => {
    const group = within(await question(canvas, 'I am the life of the party.'));
    await expect(canvas.getByText('Question 1 of 24')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Question 1 of 24' })).toHaveAttribute('aria-valuetext', '0 of 24 answered');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(group.getByRole('radio', { name: 'Agree' }));
    await waitFor(() => expect(first.mock.calls.at(-1)?.body).toEqual({ answers: [{ itemId: 1, answer: 4 }] }));
    await expect(canvas.getByRole('progressbar', { name: 'Question 1 of 24' })).toHaveAttribute('aria-valuetext', '1 of 24 answered');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await question(canvas, 'I sympathize with others\' feelings.')).toBeVisible();
    await expect(canvas.getByText('Question 2 of 24')).toBeVisible();
    // By keyboard: Tab into the group, an arrow key chooses.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(first.mock.calls.at(-1)?.body).toEqual({ answers: [{ itemId: 2, answer: 2 }] }));
  },
};

const midway = withQuestionnaire({ answers: answered(6) });
/** Coming back after closing the tab: it resumes at the first question without an answer. */
export const ResumeMidway: Story = {
  args: { layout: 'phone' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: midway.parameters,
  play: async ({ canvas }) => {
    await expect(await question(canvas, 'I don\'t talk a lot.')).toBeVisible();
    await expect(canvas.getByText('Question 7 of 24')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '6 of 24 answered');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const previous = within(await question(canvas, 'I feel entitled to more of everything.'));
    await expect(previous.getByRole('radio', { name: 'Agree' })).toBeChecked();
  },
};

const wide = withQuestionnaire({ answers: answered(4) });
/** A wide screen: four statements a page. */
export const WideScreen: Story = {
  args: { layout: 'wide' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: wide.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Questions 5 to 8 of 24')).toBeVisible();
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(4);
    for (const name of ['I have a vivid imagination.', 'I feel entitled to more of everything.', "I don't talk a lot.", "I am not interested in other people's problems."]) {
      await userEvent.click(within(canvas.getByRole('radiogroup', { name })).getByRole('radio', { name: 'Strongly agree' }));
    }
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Questions 9 to 12 of 24')).toBeVisible();
  },
};

const last = withQuestionnaire({ answers: answered(23, 3) });
/** The last question, then the result: the archetype and the six traits. */
export const FinishAndResult: Story = {
  args: { layout: 'phone' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: last.parameters,
  play: async ({ canvas }) => {
    const group = within(await question(canvas, 'I would get a lot of pleasure from owning expensive luxury goods.'));
    await expect(canvas.getByRole('button', { name: 'See my result' })).toBeDisabled();
    await userEvent.click(group.getByRole('radio', { name: 'Strongly disagree' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'See my result' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'See my result' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /^You are The / })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your six traits' })).toBeVisible();
    // H: items 6, 12 and 18 at 3 count 3; item 24 at 1, reversed, counts 5: mean 3.5, 62.5 %, stored 19 of 30, shown 63.
    await expect(canvas.getByText('Honesty-Humility: 63')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  },
};

/** A member with results (the demo's Maya): the result, and a retake that starts at the first question. */
export const ResultAndRetake: Story = {
  args: { layout: 'phone' },
  parameters: { ...withQuestionnaire({}).parameters, kindred: signedInAs(FIXTURE_IDS.maya) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are The Storyteller' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What they mean' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retake the questionnaire' }));
    await expect(await question(canvas, 'I am the life of the party.')).toBeVisible();
    await expect(canvas.getByText('Question 1 of 24')).toBeVisible();
  },
};

const failing = withQuestionnaire({ failSave: { status: 503, error: 'The service is busy. Please try again.' }, failSaves: 1 });
/** An answer the server could not save: it is taken back, and the page says so; choosing again saves it. */
export const ErrorSaving: Story = {
  args: { layout: 'phone' },
  parameters: failing.parameters,
  play: async ({ canvas }) => {
    const group = within(await question(canvas, 'I am the life of the party.'));
    await userEvent.click(group.getByRole('radio', { name: 'Disagree' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your answer to “I am the life of the party.” was not saved (The service is busy. Please try again.). Please choose it again.',
    );
    await waitFor(() => expect(group.getByRole('radio', { name: 'Disagree' })).not.toBeChecked());
    await userEvent.click(group.getByRole('radio', { name: 'Disagree' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** While the questionnaire loads. */
export const Loading: Story = {
  parameters: withQuestionnaire({ stall: true }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Personality questionnaire' })).toBeVisible();
    await expect(canvas.getByText('Loading your questionnaire...')).toBeVisible();
  },
};
