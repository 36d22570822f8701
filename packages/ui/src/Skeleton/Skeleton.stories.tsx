import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Columns } from '../Columns/Columns.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Skeleton, SkeletonGroup, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story, { parameters }) =>
      parameters.ungrouped ? (
        <Story />
      ) : (
        <SkeletonGroup label="Loading...">
          <Story />
        </SkeletonGroup>
      ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  args: { shape: 'text', width: '16rem' },
  play: async ({ canvasElement, canvas }) => {
    const skeleton = canvasElement.querySelector('[data-shape="text"]') as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.getBoundingClientRect().width).toBeGreaterThan(0);
    // The group pulses, as one animation for every placeholder in it (the reduced-motion media query stops it);
    // the placeholder has no animation of its own.
    const group = skeleton.closest('[aria-busy]') as HTMLElement;
    await expect(getComputedStyle(group).animationName).not.toBe('none');
    await expect(getComputedStyle(skeleton).animationName).toBe('none');
    // The pulse starts after 600 ms: placeholders gone sooner never animate.
    await expect(getComputedStyle(group).animationDelay).toBe('0.6s');
    // The group is busy and says so once.
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Paragraph: Story = {
  args: { shape: 'text', lines: 4 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-shape="text"] > span');
    await expect(lines).toHaveLength(4);
    const first = (lines[0] as HTMLElement).getBoundingClientRect().width;
    const last = (lines[3] as HTMLElement).getBoundingClientRect().width;
    await expect(last).toBeLessThan(first);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: '3rem' },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]') as HTMLElement;
    const box = circle.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(box.height, 0);
  },
};

export const Rect: Story = {
  args: { shape: 'rect', width: '20rem', height: '8rem' },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector<HTMLElement>('[data-shape="rect"]')!;
    await expect(rect).toHaveAttribute('aria-hidden', 'true');
    // Exactly the size asked for: 20rem by 8rem.
    const box = rect.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([320, 128]);
  },
};

export const Shapes: Story = {
  render: () => (
    <Inline space="lg" align="flex-start">
      {skeletonShapes.map((shape) => (
        <Box key={shape} width="full" maxWidth="dialogSm">
          <Skeleton shape={shape} width={shape === 'circle' ? '3rem' : '12rem'} lines={shape === 'text' ? 3 : 1} />
        </Box>
      ))}
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Every shape is drawn but hidden from assistive technology: the group's one status line speaks for them all.
    for (const shape of skeletonShapes) {
      const skeleton = canvasElement.querySelector<HTMLElement>(`[data-shape="${shape}"]`)!;
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
      await expect(skeleton.getBoundingClientRect().height).toBeGreaterThan(0);
    }
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    // A rect defaults to 6rem tall.
    await expect(canvasElement.querySelector('[data-shape="rect"]')!.getBoundingClientRect().height).toBe(96);
  },
};

/** A connection card while the list loads. */
function CardSkeleton() {
  return (
    <Box background="raised" borderRadius="lg" padding="lg" borderStyle="solid" borderWidth="thin" borderColor="subtle">
      <Stack space="md">
        <Box display="flex" alignItems="center" gap="md">
          <Skeleton shape="circle" width="3rem" />
          <Box flexGrow={1}>
            <Stack space="xs">
              <Skeleton width="60%" />
              <Skeleton width="40%" height="0.75em" />
            </Stack>
          </Box>
        </Box>
        <Skeleton shape="rect" height="0.5rem" />
        <Skeleton lines={2} />
      </Stack>
    </Box>
  );
}

/** The connections grid shows eight skeleton cards while loading (spec: grid skeleton count 8). */
export const CardGrid: Story = {
  render: () => (
    <Columns columns={[1, 2, 4]} space="lg">
      {Array.from({ length: 8 }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Columns>
  ),
  play: async ({ canvas }) => {
    // Eight cards, one status line for all of them.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

/** A placeholder outside any group pulses by itself; a group that leaves the announcing to the page says nothing. */
export const Alone: Story = {
  parameters: { ungrouped: true },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <SkeletonGroup label={null} data-testid="quiet">
          <Skeleton width="8rem" />
        </SkeletonGroup>
      </div>
    ),
  ],
  args: { shape: 'rect', width: '12rem', height: '3rem' },
  play: async ({ canvasElement, canvas }) => {
    const alone = canvasElement.querySelector<HTMLElement>('[data-shape="rect"]')!;
    await expect(getComputedStyle(alone).animationName).not.toBe('none');
    const quiet = canvas.getByTestId('quiet');
    await expect(quiet).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(quiet).animationName).not.toBe('none');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const CardGridMobile: Story = {
  ...CardGrid,
  globals: { viewport: { value: 'mobile' } },
};
