import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Columns } from '../Columns/Columns.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card, cardElevations, cardPaddings } from './Card.tsx';

const meta = {
  title: 'Display/Card',
  component: Card,
  args: {
    title: 'Next Event',
    description: 'Quick Connect with Dana Lee',
    children: <Text size="sm">Tomorrow, 10:00 · in 2 days</Text>,
  },
  argTypes: {
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Next Event' })).toBeVisible();
    // A static card is not interactive.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithHeaderActionAndFooter: Story = {
  args: {
    title: 'Google Calendar',
    description: 'Quick Connect, Auto-Scheduling, Activity Selection',
    headerAction: (
      <Badge tone="positive" dot>
        Connected
      </Badge>
    ),
    children: <Text size="sm">Your calendar is clear</Text>,
    footer: (
      <>
        <Button size="sm">View Calendar</Button>
        <Button size="sm" variant="ghost">
          Disconnect
        </Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Google Calendar' });
    // The header action sits to the right of the title, on the same row.
    const action = canvas.getByText('Connected').getBoundingClientRect();
    await expect(action.left).toBeGreaterThan(title.getBoundingClientRect().right);
    await expect(action.top).toBeLessThan(title.getBoundingClientRect().bottom);
    // The footer is last, below the body, behind a divider.
    const body = canvasElement.querySelector('[data-card-section="body"]')!.getBoundingClientRect();
    const footer = canvasElement.querySelector<HTMLElement>('[data-card-section="footer"]')!;
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(body.bottom);
    await expect(getComputedStyle(footer).borderTopStyle).toBe('solid');
    // Its actions are in tab order, in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Calendar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toHaveFocus();
  },
};

/** A narrow card with a wide action: the action goes below the title rather than squeeze it letter by letter. */
export const NarrowWithWideAction: Story = {
  args: {
    title: 'Your Calendar',
    description: undefined,
    headerAction: (
      <span style={{ display: 'flex', gap: '0.25rem' }}>
        <Badge tone="positive" dot>
          Connected
        </Badge>
        <Badge tone="neutral">12 upcoming</Badge>
      </span>
    ),
  },
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Your Calendar' });
    // The title keeps its words on one line (one line's height), and the badges sit below it.
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(canvas.getByText('Connected').getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
  },
};

export const BodyOnly: Story = {
  args: { title: undefined, description: undefined, children: <Text>A plain surface with only a body.</Text> },
  play: async ({ canvas, canvasElement }) => {
    // No header is drawn: no heading, and the body is the only section.
    await expect(canvas.queryByRole('heading')).toBeNull();
    const sections = canvasElement.querySelectorAll('[data-card-section]');
    await expect([...sections].map((section) => section.getAttribute('data-card-section'))).toEqual(['body']);
    // Default padding md is 1rem.
    await expect(getComputedStyle(sections[0] as HTMLElement).paddingTop).toBe('16px');
  },
};

export const Elevations: Story = {
  render: (args) => (
    <Columns columns={[1, 2, 4]}>
      {cardElevations.map((elevation) => (
        <Card key={elevation} {...args} elevation={elevation} title={`Elevation ${elevation}`} />
      ))}
    </Columns>
  ),
  play: async ({ canvas }) => {
    const shadowOf = (elevation: string) =>
      getComputedStyle(canvas.getByRole('heading', { name: `Elevation ${elevation}` }).closest('[data-card-section]')!.parentElement!).boxShadow;
    await expect(shadowOf('none')).toBe('none');
    // Each step up is a different, real shadow.
    const shadows = cardElevations.filter((e) => e !== 'none').map(shadowOf);
    for (const shadow of shadows) await expect(shadow).not.toBe('none');
    await expect(new Set(shadows).size).toBe(shadows.length);
  },
};

export const Paddings: Story = {
  render: (args) => (
    <Columns columns={[1, 2, 4]}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`Padding ${padding}`} />
      ))}
    </Columns>
  ),
  play: async ({ canvas }) => {
    // none 0, sm 0.75rem, md 1rem, lg 1.5rem around the header.
    const expected = { none: '0px', sm: '12px', md: '16px', lg: '24px' };
    for (const padding of cardPaddings) {
      const header = canvas.getByRole('heading', { name: `Padding ${padding}` }).closest<HTMLElement>('[data-card-section="header"]')!;
      await expect(getComputedStyle(header).paddingLeft).toBe(expected[padding]);
      await expect(getComputedStyle(header).paddingTop).toBe(expected[padding]);
    }
  },
};

const openActivity = fn();

/** The whole card is one button named by its title; Tab reaches it, Enter presses it. */
export const InteractiveButton: Story = {
  args: {
    title: 'Magic Questions',
    description: '45 min',
    children: <Text size="sm">Three sets of questions that get a conversation past small talk.</Text>,
    onPress: openActivity,
  },
  play: async ({ canvas, canvasElement }) => {
    openActivity.mockClear();
    const button = canvas.getByRole('button', { name: 'Magic Questions' });
    // The title's button covers the whole card: a pointer over the body text hits the button.
    const body = canvas.getByText(/Three sets of questions/).getBoundingClientRect();
    await expect(document.elementFromPoint(body.left + body.width / 2, body.top + body.height / 2)).toBe(button);
    await userEvent.click(button);
    await expect(openActivity).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    const card = canvasElement.querySelector('[data-interactive]') as HTMLElement;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(openActivity).toHaveBeenCalledTimes(2);
  },
};

/** A link card (client routing is the app's RouterProvider's job). */
export const InteractiveLink: Story = {
  args: {
    title: 'Resources',
    description: 'Articles, videos and documents',
    children: <Text size="sm">About a dozen picks to get started.</Text>,
    href: '#resources',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Resources' });
    await expect(link).toHaveAttribute('href', '#resources');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

const viewProfile = fn();
const sendMessage = fn();

/** Controls inside an interactive card stay separately clickable and focusable. */
export const InteractiveWithInnerActions: Story = {
  args: {
    title: 'Dana Lee',
    description: 'Matched 2 days ago',
    headerAction: (
      <Badge tone="accent" emphasis="solid" size="sm">
        New
      </Badge>
    ),
    onPress: viewProfile,
    footer: (
      <Button size="sm" variant="secondary" onPress={sendMessage}>
        <MessageCircle size={16} aria-hidden="true" /> Message
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    viewProfile.mockClear();
    sendMessage.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    await expect(sendMessage).toHaveBeenCalledTimes(1);
    await expect(viewProfile).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Dana Lee' }));
    await expect(viewProfile).toHaveBeenCalledTimes(1);
    // Tab order: the card's own action, then the footer button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Message' })).toHaveFocus();
  },
};

/** No visible title: the action gets its name from `actionLabel`. */
export const InteractiveWithoutTitle: Story = {
  args: { title: undefined, description: undefined, actionLabel: 'Open Magic Questions', onPress: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Magic Questions' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const InteractiveDisabled: Story = {
  args: { onPress: fn(), isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Next Event' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

const gridNames = ['Dana Lee', 'Sam Ortiz', 'Priya Nair', 'Alex Kim'];

/** The grid's track count, and how many distinct left edges its four cards have. */
const gridColumns = (canvasElement: HTMLElement) => {
  const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-interactive]')];
  const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  return { cards: cards.length, tracks: getComputedStyle(cards[0]!.parentElement!).gridTemplateColumns.split(' ').length, lefts: lefts.size };
};

/** A responsive grid of cards, as on the connections page: four columns on a desktop. */
export const Grid: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <Columns columns={[1, 2, 4]}>
      {gridNames.map((name) => (
        <Card key={name} {...args} title={name} description="Good match" onPress={fn()}>
          <Stack space="xs">
            <Text size="sm" tone="secondary">
              Matched this week
            </Text>
          </Stack>
        </Card>
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    await expect(gridColumns(canvasElement)).toEqual({ cards: 4, tracks: 4, lefts: 4 });
  },
};

/** One column on a phone. */
export const GridMobile: Story = {
  ...Grid,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(gridColumns(canvasElement)).toEqual({ cards: 4, tracks: 1, lefts: 1 });
  },
};

/** Two columns on a tablet. */
export const GridTablet: Story = {
  ...Grid,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(gridColumns(canvasElement)).toEqual({ cards: 4, tracks: 2, lefts: 2 });
  },
};
