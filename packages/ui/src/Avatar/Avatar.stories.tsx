import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Avatar, avatarColorFor, avatarSizes, initialsOf } from './Avatar.tsx';

/** A tiny inline picture (a preset-avatar style illustration), so the stories need no network. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#4338ca"/><path d="M10 62c3-14 12-20 22-20s19 6 22 20z" fill="#4338ca"/></svg>',
  );
/** A URL that fails to load at once (no network involved). */
const broken = 'data:image/png;base64,broken';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Dana Lee' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Dana Lee' });
    await expect(img.tagName).toBe('IMG');
  },
};

export const InitialsFallback: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Dana Lee' });
    await expect(avatar).toHaveTextContent('DL');
  },
};

/** The image fails to load: the initials take its place. */
export const ImageError: Story = {
  args: { src: broken, name: 'Priya Nair' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Priya Nair' })).toHaveTextContent('PN'));
    await expect(canvas.queryByRole('img', { name: 'Priya Nair' })?.tagName).toBe('SPAN');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="md">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`photo-${size}`} {...args} src={photo} size={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const widths = (selector: string) =>
      avatarSizes.map((size) => canvasElement.querySelector(`[data-size="${size}"]${selector}`)!.getBoundingClientRect().width);
    const initials = widths('[data-fallback]');
    const photos = widths(':not([data-fallback])');
    // xs to xl: 1.5, 2, 2.5, 3.5 and 5rem, for initials and photos alike.
    await expect(initials).toEqual([24, 32, 40, 56, 80]);
    await expect(photos).toEqual(initials);
    // Round: as tall as wide.
    for (const avatar of canvasElement.querySelectorAll('[data-size]')) {
      const rect = avatar.getBoundingClientRect();
      await expect(rect.height).toBe(rect.width);
    }
  },
};

const names = ['Dana Lee', 'Sam Ortiz', 'Priya Nair', 'Alex Kim', 'Jordan Smith', 'Mei Chen', 'Olu Adeyemi', 'Zoë Brandt', 'Cher', 'Ana María López'];

/** Each name gets a stable colour from the accent and trait palette, with AA text in both themes. */
export const DeterministicColours: Story = {
  render: (args) => (
    <Inline space="sm">
      {names.map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(avatarColorFor('Dana Lee')).toBe(avatarColorFor('Dana Lee'));
    await expect(initialsOf('Ana María López')).toBe('AL');
    await expect(initialsOf('Cher')).toBe('C');
    await expect(initialsOf('zoë brandt')).toBe('ZB');
    await expect(initialsOf('   ')).toBe('?');
    await expect(canvas.getByRole('img', { name: 'Zoë Brandt' })).toHaveTextContent('ZB');
  },
};

/** Next to a printed name the avatar is decorative, so the name is not read twice. */
export const Decorative: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <Inline space="sm">
      <Avatar {...args} />
      <Text as="span" weight="semibold">
        {args.name}
      </Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const EmptyName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unknown user' })).toHaveTextContent('?');
  },
};

function ChangingPhoto() {
  const [src, setSrc] = useState<string>(broken);
  return (
    <Stack space="md" align="flex-start">
      <Avatar name="Alex Kim" src={src} size="lg" />
      <Button size="sm" variant="secondary" onPress={() => setSrc(photo)}>
        Use preset avatar
      </Button>
    </Stack>
  );
}

/** After an error, a new `src` is tried again (e.g. the user picks a preset avatar). */
export const RetriesNewSource: Story = {
  render: () => <ChangingPhoto />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Alex Kim' })).toHaveTextContent('AK'));
    await userEvent.click(canvas.getByRole('button', { name: 'Use preset avatar' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Alex Kim' }).tagName).toBe('IMG'));
  },
};
