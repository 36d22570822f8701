import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, CalendarDays, SearchX, Users } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState, emptyStateSizes } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <Users />,
    title: 'No Connections Yet',
    description: 'New connections are generated weekly from your HEXACO profile.',
  },
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkForUpdates = fn();
const viewProfile = fn();

/** The connections page with no matches yet. */
export const NoConnectionsYet: Story = {
  args: {
    actions: (
      <>
        <Button onPress={checkForUpdates}>Check for Updates</Button>
        <Button variant="secondary" onPress={viewProfile}>
          View Your Profile
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    checkForUpdates.mockClear();
    viewProfile.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No Connections Yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check for Updates' }));
    await expect(checkForUpdates).toHaveBeenCalledTimes(1);
    // Keyboard: the actions are in tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Your Profile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(viewProfile).toHaveBeenCalledTimes(1);
  },
};

const clearFilters = fn();

/** A filter that matches nothing. */
export const FilteredEmpty: Story = {
  args: {
    icon: <SearchX />,
    title: 'No connections found',
    description: undefined,
    actions: (
      <Button variant="secondary" onPress={clearFilters}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    clearFilters.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

/** Only a line of text: no icon, no description, nothing to press. */
export const TextOnly: Story = {
  args: { icon: undefined, title: 'No activities found matching your search.', description: undefined },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'No activities found matching your search.' });
    await expect(getComputedStyle(heading).textAlign).toBe('center');
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const backToHome = fn();

/** The community page before the organisation opens its directory. */
export const CommunityComingSoon: Story = {
  args: {
    icon: <Building2 />,
    title: 'Community Access Coming Soon',
    description: "Your organization's directory isn't open yet. We'll email you when it is.",
    actions: (
      <Button variant="secondary" onPress={backToHome}>
        Back to Home
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    backToHome.mockClear();
    const heading = canvas.getByRole('heading', { level: 2, name: 'Community Access Coming Soon' });
    // The icon is decorative and drawn above the title; the description follows it.
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(icon.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(canvas.getByText(/directory isn't open yet/).getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
    // The way out is reachable by keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back to Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(backToHome).toHaveBeenCalledTimes(1);
  },
};

/** Small, inside a dashboard widget, under the widget's own h2. */
export const Small: Story = {
  args: {
    size: 'sm',
    headingLevel: 3,
    icon: <CalendarDays />,
    title: 'Your calendar is clear',
    description: undefined,
  },
  render: (args) => (
    <Box background="raised" borderRadius="lg" maxWidth="dialogSm">
      <EmptyState {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your calendar is clear' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...NoConnectionsYet,
  globals: { viewport: { value: 'mobile' } },
};
