import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Actions/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#one">One</a> <a href="#two">Two</a> <a href="#three">Three</a>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <h1>The page</h1>
        <button type="button">First control of the page</button>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab shows it; Enter moves focus to the main landmark, so the next Tab is the page's first control, past the navigation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(document.body);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(20);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(window.location.hash).not.toBe('#main-content');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First control of the page' })).toHaveFocus();
  },
};
