import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Link, linkVariants, NEW_TAB_HINT } from './Link.tsx';

const navigate = fn();

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#terms', children: 'Terms of Service', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  // The app's router, stubbed: internal links navigate client-side instead of reloading the page.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside running text the link is underlined, so colour is not the only cue. */
export const Inline: Story = {
  render: (args) => (
    <p>
      By signing in you agree to our <Link {...args} /> and acknowledge our <Link href="#privacy">Privacy Policy</Link>.
    </p>
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms of Service' });
    await expect(link).toHaveAttribute('href', '#terms');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('#terms', undefined);
  },
};

export const FocusedWithKeyboard: Story = {
  args: { variant: 'standalone' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms of Service' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '#forgot-password', children: 'Forgot your password?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('data-variant', 'standalone');
  },
};

/** `target="_blank"`: an icon, `rel="noopener noreferrer"` and the hint "(opens in a new tab)" for screen readers. */
export const OpensInNewTab: Story = {
  args: { href: 'https://calendar.google.com', target: '_blank', variant: 'standalone', children: 'View Calendar' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `View Calendar ${NEW_TAB_HINT}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack space="md">
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant} link
        </Link>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(linkVariants.length);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms of Service' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
