import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { ComingSoonBadge, ComingSoonBanner, ComingSoonOverlay } from './ComingSoon.tsx';

/** The spec's further integrations, defined but not yet available. */
const integrations = ['LinkedIn', 'Slack', 'Microsoft Teams', 'HubSpot', 'Google Drive', 'Zoom', 'Custom API'] as const;

function IntegrationCard({ name }: { name: string }) {
  return (
    <Stack space="sm" padding="lg" borderRadius="lg" borderStyle="solid" borderWidth="thin" borderColor="subtle" background="raised">
      <Heading level={3} size="md">
        {name}
      </Heading>
      <Text size="sm" tone="secondary">
        Sync your {name} activity to find colleagues with shared interests.
      </Text>
      <div>
        <Button size="sm">Connect {name}</Button>
      </div>
    </Stack>
  );
}

const meta = {
  title: 'Product/ComingSoon',
  component: ComingSoonOverlay,
  subcomponents: { ComingSoonBanner, ComingSoonBadge },
  args: {
    description: 'The LinkedIn integration is on its way.',
    children: <IntegrationCard name="LinkedIn" />,
  },
  render: (args) => (
    <Stack space="md" maxWidth="dialogMd">
      <ComingSoonOverlay {...args} />
      <Button variant="secondary">After the overlay</Button>
    </Stack>
  ),
} satisfies Meta<typeof ComingSoonOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The covered feature is dimmed, blurred and inert: its button cannot take focus or presses. */
export const Overlay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(canvas.getByText('The LinkedIn integration is on its way.')).toBeVisible();
    const covered = canvas.getByText('Connect LinkedIn');
    await expect(covered.closest('[inert]')).not.toBeNull();
    // The browser refuses focus inside inert content (user-event's Tab simulation ignores inert, so focus directly).
    covered.focus();
    await expect(covered).not.toHaveFocus();
    const after = canvas.getByRole('button', { name: 'After the overlay' });
    after.focus();
    await expect(after).toHaveFocus();
  },
};

/** A custom title. */
export const OverlayWithTitle: Story = {
  args: { title: 'Slack is coming soon', description: 'Post Quick Connect reminders to your team channel.', children: <IntegrationCard name="Slack" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Slack is coming soon' })).toBeVisible();
  },
};

/** A grid of the integrations the spec lists as not yet available. */
export const OverlayGrid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: '1rem' }}>
      {integrations.map((name) => (
        <ComingSoonOverlay key={name} description={`${name} integration`}>
          <IntegrationCard name={name} />
        </ComingSoonOverlay>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { name: 'Coming Soon' })).toHaveLength(integrations.length);
  },
};

/** A banner that cannot be dismissed. */
export const Banner: Story = {
  render: () => (
    <ComingSoonBanner>More integrations, including Slack, Microsoft Teams and Zoom, are on their way.</ComingSoonBanner>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  },
};

const onDismiss = fn();

/** A dismissible banner: the button (mouse or keyboard) hides it and tells the caller. */
export const BannerDismissible: Story = {
  render: () => (
    <ComingSoonBanner isDismissible onDismiss={onDismiss} title="New integrations coming soon">
      LinkedIn, Slack and HubSpot will connect here.
    </ComingSoonBanner>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('New integrations coming soon')).not.toBeInTheDocument();
  },
};

/** The inline badge beside a name and on its own. */
export const Badge: Story = {
  render: () => (
    <Stack space="md">
      <Heading level={3} size="md">
        Microsoft Teams <ComingSoonBadge />
      </Heading>
      <Text>
        Zoom meetings <ComingSoonBadge />
      </Text>
      <div>
        <ComingSoonBadge>Soon</ComingSoonBadge>
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Microsoft Teams Coming Soon' })).toBeVisible();
    await expect(canvas.getByText('Soon')).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <Stack space="md">
      <ComingSoonBanner isDismissible>More integrations are on their way.</ComingSoonBanner>
      <ComingSoonOverlay description="The Zoom integration is on its way.">
        <IntegrationCard name="Zoom" />
      </ComingSoonOverlay>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  },
};
