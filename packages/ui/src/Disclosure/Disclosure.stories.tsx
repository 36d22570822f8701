import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Disclosure, DisclosureGroup } from './Disclosure.tsx';

const meta = {
  title: 'Layout/Disclosure',
  component: DisclosureGroup,
} satisfies Meta<typeof DisclosureGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = (
  <>
    <Disclosure id="professional" title="Professional Snapshot">
      <Text>Master&apos;s degree, University of Washington.</Text>
    </Disclosure>
    <Disclosure id="personal" title="Personal Information">
      <Text>Seattle. Photography, hiking.</Text>
    </Disclosure>
    <Disclosure id="fun" title="Fun Facts">
      <Text>I sketch every meeting.</Text>
    </Disclosure>
  </>
);

/** An accordion: each heading's button shows and hides its section; several may be open. */
export const Accordion: Story = {
  args: { children: sections, defaultExpandedKeys: ['professional'] },
  play: async ({ canvas }) => {
    const professional = canvas.getByRole('button', { name: 'Professional Snapshot' });
    const personal = canvas.getByRole('button', { name: 'Personal Information' });
    await expect(professional).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText("Master's degree, University of Washington.")).toBeVisible();
    await expect(personal).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Seattle. Photography, hiking.')).not.toBeVisible();
    await userEvent.click(personal);
    await expect(personal).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Seattle. Photography, hiking.')).toBeVisible();
    await expect(professional).toHaveAttribute('aria-expanded', 'true');
  },
};

/** By keyboard, one section at a time. */
export const OneAtATime: Story = {
  args: { children: sections, allowsMultipleExpanded: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Professional Snapshot' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText("Master's degree, University of Washington.")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Seattle. Photography, hiking.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Professional Snapshot' })).toHaveAttribute('aria-expanded', 'false');
  },
};
