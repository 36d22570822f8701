import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { createQuestionnaireMock } from '../../shared/mocks/questionnaire-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { RetakeQuestionnaireCard } from './RetakeQuestionnaireCard.tsx';

const mock = createQuestionnaireMock({ status: 'completed', answers: Object.fromEntries(Array.from({ length: 24 }, (_, i) => [i + 1, 3])) });

const meta = {
  title: 'Features/Questionnaire/Retake card (Settings)',
  component: RetakeQuestionnaireCard,
  decorators: [withMockApp],
  parameters: {
    kindred: {
      signedInAs: FIXTURE_IDS.maya,
      route: '/settings',
      initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
    } satisfies MockAppOptions,
    msw: { handlers: { questionnaire: mock.handlers } },
  },
} satisfies Meta<typeof RetakeQuestionnaireCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Retake the questionnaire' starts over on the server, then opens the questionnaire. */
export const Retake: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Personality questionnaire' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retake the questionnaire' }));
    await waitFor(() => expect(mock.calls.map((call) => call.path)).toEqual(['/v1/questionnaire/retake']));
  },
};
