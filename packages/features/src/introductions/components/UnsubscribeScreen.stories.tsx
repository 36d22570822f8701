import { INTRODUCTION_MESSAGES } from '@kindred/contracts/api/introductions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { createIntroductionsMock, INTRODUCTION_TOKENS } from '../../shared/mocks/introductions-handlers.ts';
import { UnsubscribeScreen } from './UnsubscribeScreen.tsx';

/** The page at /unsubscribe?token=…, signed out, over its own mock. */
function at(token: string) {
  const mock = createIntroductionsMock();
  return {
    mock,
    story: {
      beforeEach: () => mock.reset(),
      parameters: { kindred: { route: `/unsubscribe?token=${token}` }, msw: { handlers: { introductions: mock.handlers } } },
    },
  };
}

const meta = {
  title: 'Features/Introductions/UnsubscribeScreen',
  component: UnsubscribeScreen,
  decorators: [withMockApp],
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const done = at(INTRODUCTION_TOKENS.unsubscribe);

/** Opening the link changes nothing; 'Unsubscribe' does, once, and says where to turn the e-mail back on. */
export const Done: Story = {
  ...done.story,
  play: async ({ canvas }) => {
    const unsubscribe = await canvas.findByRole('button', { name: 'Unsubscribe' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unsubscribe from weekly introductions' })).toBeVisible();
    await expect(done.mock.state.introductions).toBe(true);
    await userEvent.dblClick(unsubscribe);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toHaveFocus();
    const settings = canvas.getByRole('link', { name: 'Settings → Notifications' });
    await expect(settings).toHaveAttribute('href', '/settings?tab=notifications');
    await expect(settings.closest('p')).toHaveTextContent('You will no longer get weekly introductions. You can turn them back on in Settings → Notifications.');
    await expect(done.mock.state.introductions).toBe(false);
    await expect(done.mock.state.received.unsubscribe).toEqual([INTRODUCTION_TOKENS.unsubscribe]);
  },
};

const notFound = at('not-a-real-token');

/** An unknown token: the page says so, and where e-mails are changed. */
export const NotFound: Story = {
  ...notFound.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link is not valid' })).toHaveFocus();
    await expect(canvas.getByText(INTRODUCTION_MESSAGES.unsubscribeNotFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings?tab=notifications');
  },
};
