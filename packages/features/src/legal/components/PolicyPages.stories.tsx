import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';
import { TermsPage } from './TermsPage.tsx';

const meta = {
  title: 'Features/Legal/Policy pages',
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  render: () => <TermsPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByText('November 22, 2026')).toHaveAttribute('datetime', '2026-11-22');
    // The facts the spec fixes.
    await expect(canvas.getByText(/you are at least 18 years old/)).toBeVisible();
    await expect(canvas.getByText(/within 30 days of your request/)).toBeVisible();
    await expect(canvas.getByText(/laws of the State of Delaware/)).toBeVisible();
    await expect(canvas.getByText(/authorized you to use it/)).toBeVisible();
    // One h1, then one h2 per section (plus the contents heading).
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(8);
    await expect(canvas.getAllByRole('link', { name: /Back to Kindred/ })[0]).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy');
  },
};

export const Privacy: Story = {
  render: () => <PrivacyPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const topic of [/Profile:/, /HEXACO results:/, /Organizations and connections:/, /Calendar, only when you connect one:/, /Messages to Link:/]) {
      await expect(canvas.getByText(topic)).toBeVisible();
    }
    await expect(canvas.getByText(/within 30 days of your request/)).toBeVisible();
    await expect(canvas.getByText(/aged 18 or over\. It is not meant for children/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the Terms of Service' })).toHaveAttribute('href', '/terms');
  },
};

/** The contents list is keyboard reachable and leads to its section. */
export const ContentsByKeyboard: Story = {
  render: () => <PrivacyPage />,
  play: async ({ canvas }) => {
    const contents = within(canvas.getByRole('navigation', { name: 'On this page' }));
    const retention = contents.getByRole('link', { name: 'How long we keep it' });
    await expect(retention).toHaveAttribute('href', '#retention');
    // The skip link first, then the way back, then the contents.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: /Back to Kindred/ })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(contents.getByRole('link', { name: 'What we process' })).toHaveFocus();
  },
};
