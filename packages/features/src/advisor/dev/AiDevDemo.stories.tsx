import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AI_DEV_DEMO_TITLE, AiDevDemo, DEMO_RATE_LIMIT, DEMO_REPLIES } from './AiDevDemo.tsx';

const meta = {
  title: 'Features/Advisor/Developer pages/AI dev demo',
  component: AiDevDemo,
  parameters: { layout: 'padded' },
  // A reply every time unless a story says otherwise.
  args: { random: () => 0.5 },
} satisfies Meta<typeof AiDevDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page says it is a simulation before anything else. */
export const Simulation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: AI_DEV_DEMO_TITLE })).toBeVisible();
    await expect(canvas.getByText('Simulation for developers')).toBeVisible();
    await expect(canvas.getByText(/Nothing is sent to Link or stored/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** A question, 'Thinking...' for a moment and a canned reply after 1.5 s; Enter sends. */
export const CannedReply: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'How do I start a team ritual?{Enter}');
    const conversation = canvas.getByRole('list', { name: 'Mock conversation' });
    await expect(within(conversation).getByText('How do I start a team ritual?')).toBeVisible();
    await expect(within(conversation).getByText('Thinking...')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(await within(conversation).findByText(DEMO_REPLIES[0]!)).toBeVisible();
    await expect(within(conversation).queryByText('Thinking...')).toBeNull();
    await expect(canvas.getByText(/Replies: 1 · Simulated rate limits: 0/)).toBeVisible();
  },
};

/** One time in ten the simulation fails with its rate limit, in a toast; no reply is added. */
export const SimulatedRateLimit: Story = {
  args: { random: () => 0.05 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Anything');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(DEMO_RATE_LIMIT)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/Replies: 0 · Simulated rate limits: 1/)).toBeVisible());
  },
};
