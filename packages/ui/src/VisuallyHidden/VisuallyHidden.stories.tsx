import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Display/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ', 5 new' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear "For You, 5 new"; sighted users see only "For You". */
export const Default: Story = {
  render: (args) => (
    <Text>
      For You
      <VisuallyHidden {...args} />
    </Text>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText(', 5 new');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(/For You/)).toHaveTextContent('For You, 5 new');
  },
};

/** A skip link: invisible until focused with the keyboard. */
export const Focusable: Story = {
  args: { isFocusable: true, children: undefined },
  render: (args) => (
    <VisuallyHidden {...args}>
      <a href="#main-content">Skip to main content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    const wrapper = link.parentElement as HTMLElement;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1));
  },
};
