import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Badge, badgeEmphases, badgeSizes, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="md">
      {badgeEmphases.map((emphasis) => (
        <Inline key={emphasis} space="sm">
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} emphasis={emphasis}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const colours = (emphasis: string) =>
      badgeTones.map((tone) => {
        const style = getComputedStyle(canvasElement.querySelector(`[data-tone="${tone}"][data-emphasis="${emphasis}"]`)!);
        return { background: style.backgroundColor, text: style.color };
      });
    const subtle = colours('subtle');
    const solid = colours('solid');
    // Within an emphasis every tone has its own fill; solid and subtle differ for every tone.
    await expect(new Set(subtle.map((c) => c.background)).size).toBe(badgeTones.length);
    await expect(new Set(solid.map((c) => c.background)).size).toBe(badgeTones.length);
    for (const [i, c] of subtle.entries()) await expect(c.background).not.toBe(solid[i]!.background);
  },
};

/** Tones on the raised surface cards use. */
export const TonesOnRaisedSurface: Story = {
  render: (args) => (
    <Box background="raised" padding="lg" borderRadius="md">
      <Stack space="md">
        {badgeEmphases.map((emphasis) => (
          <Inline key={emphasis} space="sm">
            {badgeTones.map((tone) => (
              <Badge key={tone} {...args} tone={tone} emphasis={emphasis}>
                {tone}
              </Badge>
            ))}
          </Inline>
        ))}
      </Stack>
    </Box>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="sm">
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size}>
          Size {size}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const sm = canvas.getByText('Size sm').parentElement!;
    const md = canvas.getByText('Size md').parentElement!;
    // sm: 0.75rem text, at least 1.25rem tall; md: 0.875rem, at least 1.5rem.
    await expect(getComputedStyle(sm).fontSize).toBe('12px');
    await expect(getComputedStyle(md).fontSize).toBe('14px');
    await expect(sm.getBoundingClientRect().height).toBeGreaterThanOrEqual(20);
    await expect(md.getBoundingClientRect().height).toBeGreaterThan(sm.getBoundingClientRect().height);
  },
};

export const WithDot: Story = {
  args: { tone: 'positive', dot: true, children: 'Connected' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Connected').parentElement as HTMLElement;
    // The dot is decorative: the badge reads just "Connected".
    await expect(badge).toHaveTextContent(/^Connected$/);
    await expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const WithIcon: Story = {
  args: { tone: 'accent', icon: <Sparkles />, children: 'New insights!' },
  play: async ({ canvas }) => {
    const label = canvas.getByText('New insights!');
    const badge = label.parentElement!;
    // The icon is decorative and sits before the label, at the text's size (1em).
    const icon = badge.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(icon.querySelector('svg')).not.toBeNull();
    await expect(badge).toHaveTextContent(/^New insights!$/);
    await expect(icon.getBoundingClientRect().right).toBeLessThanOrEqual(label.getBoundingClientRect().left);
    await expect(icon.querySelector('svg')!.getBoundingClientRect().width).toBe(parseFloat(getComputedStyle(badge).fontSize));
  },
};

/** The badges the spec names, where they appear. */
export const ProductExamples: Story = {
  render: () => (
    <Stack space="md">
      <Inline space="sm">
        <Text as="span" weight="semibold">
          Google Calendar
        </Text>
        <Badge tone="positive" dot>
          Connected
        </Badge>
      </Inline>
      <Inline space="sm">
        <Text as="span" weight="semibold">
          Magic Questions
        </Text>
        <Badge tone="neutral" size="sm">
          45 min
        </Badge>
        <Badge tone="caution" size="sm">
          Popular
        </Badge>
      </Inline>
      <Inline space="sm">
        <Text as="span" weight="semibold">
          Get Started Guide
        </Text>
        <Badge tone="accent" emphasis="solid" size="sm">
          Start here
        </Badge>
      </Inline>
      <Inline space="sm">
        <Text as="span" weight="semibold">
          Upcoming events
        </Text>
        <Badge tone="info">3 upcoming</Badge>
      </Inline>
      <Inline space="sm">
        <Text as="span" weight="semibold">
          Dana Lee
        </Text>
        <Badge tone="accent" emphasis="solid" size="sm">
          New
        </Badge>
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Connected', 'Popular', 'Start here', '3 upcoming', 'New']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/** Long labels end with an ellipsis within a narrow container. */
export const LongLabel: Story = {
  args: { children: 'Community Access Coming Soon for your organization' },
  render: (args) => (
    <Box maxWidth="full" style={{ width: '10rem' }}>
      <Badge {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Community Access Coming Soon for your organization');
    const badge = label.parentElement!;
    // The badge keeps to its 10rem container and cuts the label with an ellipsis; the whole text stays in the DOM.
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(badge.parentElement!.getBoundingClientRect().width);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(getComputedStyle(label).textOverflow).toBe('ellipsis');
  },
};
