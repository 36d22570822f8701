import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { Page, pageFramePadding } from './Page.tsx';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: {
    title: 'Your Connections',
    description: 'Colleagues matched with you, with their match strength and icebreakers.',
    children: (
      <>
        <Card title="Dana Lee" titleLevel={2}>
          <Text size="sm">Match strength 82%</Text>
        </Card>
        <Card title="Sam Ortiz" titleLevel={2}>
          <Text size="sm">Match strength 74%</Text>
        </Card>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  // As a frame pads it: the shell's main landmark.
  render: (args) => (
    <main className={pageFramePadding}>
      <Page {...args} />
    </main>
  ),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const left = (element: Element) => element.getBoundingClientRect().left;
/** The first thing in the page's content (the first card), found from the page's heading. */
const firstContent = (heading: HTMLElement) => heading.closest('[data-page]')!.lastElementChild!.firstElementChild!;

/** The page's one heading, its description, and the content under it on the same left edge. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Your Connections' });
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(/Colleagues matched with you/)).toBeVisible();
    const card = firstContent(canvas.getByRole('heading', { level: 1 }));
    await expect(Math.abs(left(heading) - left(card))).toBeLessThan(1);
  },
};

/** Page-wide actions sit beside the title, and under it on a narrow screen; either way they come after the heading. */
export const WithActions: Story = {
  args: { actions: <Button variant="secondary">Refresh</Button> },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Refresh' });
    await expect(heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** At 320 px: a long title wraps, nothing sticks out sideways, and heading and content keep one edge. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: {
    title: 'Workplace Insights and everything your persona says about how you work',
    actions: <Button variant="secondary">Refresh</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(40);
    const card = firstContent(canvas.getByRole('heading', { level: 1 }));
    await expect(Math.abs(left(heading) - left(card))).toBeLessThan(1);
  },
};

/** Reading width, for forms and text: the column stops at 56rem, and starts where a wide page starts. */
export const NarrowWidth: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { width: 'narrow' },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('[data-page]')!;
    const main = canvasElement.querySelector('main')!;
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(56 * 16 + 1);
    await expect(page.getBoundingClientRect().width).toBeLessThan(main.clientWidth);
    await expect(page.getBoundingClientRect().left - main.getBoundingClientRect().left).toBe(parseFloat(getComputedStyle(main).paddingLeft));
  },
};
