import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { PREMIUM_LABEL, PremiumFeature } from './PremiumFeature.tsx';

const meta = {
  title: 'Product/PremiumFeature',
  component: PremiumFeature,
  args: {
    title: 'Community Challenges',
    description: 'Take on challenges with your colleagues.',
    children: (
      <Stack space="sm">
        <Text>Five New Faces: have a Quick Connect with five colleagues you have not met before.</Text>
        <div>
          <Button size="sm">Join Challenge</Button>
        </div>
      </Stack>
    ),
  },
  render: (args) => (
    <Stack space="md" maxWidth="dialogMd">
      <PremiumFeature {...args} />
      <Button variant="secondary">After the feature</Button>
    </Stack>
  ),
} satisfies Meta<typeof PremiumFeature>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open to the member: a region named for the feature, its heading and the 'Premium' badge, the feature usable by keyboard. */
export const Available: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Community Challenges' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Community Challenges' })).toBeVisible();
    await expect(within(region).getByText(PREMIUM_LABEL)).toBeVisible();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Join Challenge' })).toHaveFocus();
  },
};

/** Locked: the content is not there at all; the message and a way forward stand in its place. */
export const Locked: Story = {
  args: {
    isLocked: true,
    lockedMessage: 'Community Challenges is part of the premium plan.',
    lockedAction: (
      <Link variant="standalone" href="#plans">
        See plans
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Community Challenges' });
    await expect(within(region).getByText('Community Challenges is part of the premium plan.')).toBeVisible();
    await expect(within(region).queryByRole('button', { name: 'Join Challenge' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(within(region).getByRole('link', { name: 'See plans' })).toHaveFocus();
  },
};

/** A heading level to fit the page's outline, and no description. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Community Challenges' })).toBeVisible();
  },
};
