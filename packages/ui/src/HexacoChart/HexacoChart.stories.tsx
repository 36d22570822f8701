import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Card } from '../Card/Card.tsx';
import { HexacoChart, hexacoChartVariants, hexacoTraitKeys, normaliseTraitScore } from './HexacoChart.tsx';

const scores = {
  honestyHumility: 72,
  emotionality: 45,
  extraversion: 81,
  agreeablenessVsAnger: 63,
  conscientiousness: 90,
  opennessToExperience: 38,
};

const meta = {
  title: 'Display/HexacoChart',
  component: HexacoChart,
  args: { scores },
  argTypes: { variant: { control: 'inline-radio', options: hexacoChartVariants } },
  decorators: [
    (Story) => (
      <Box style={{ maxWidth: '48rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HexacoChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text equivalent is the visible list itself: every trait with its percentage. */
export const Bars: Story = {
  args: { variant: 'bars' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'HEXACO personality profile' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(list).toBeVisible();
    await expect(items[0]).toHaveTextContent('Honesty-Humility 72%');
    await expect(items[5]).toHaveTextContent('Openness to Experience 38%');
    // Not interactive without onTraitSelect.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Radar: Story = {
  args: { variant: 'radar' },
  play: async ({ canvas, canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-chart="radar"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('Conscientiousness')).toBeVisible();
    await expect(canvas.getByText('90%')).toBeVisible();
  },
};

/** Each trait is a button: click, or Tab to it and press Enter, to open its dialog. */
export const Interactive: Story = {
  args: { variant: 'bars', onTraitSelect: fn() },
  play: async ({ args, canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Extraversion 81%' }));
    await expect(args.onTraitSelect).toHaveBeenLastCalledWith('extraversion');
    // Keyboard: Tab from the start reaches the first trait; Enter selects it.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Honesty-Humility 72%' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTraitSelect).toHaveBeenLastCalledWith('honestyHumility');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onTraitSelect).toHaveBeenLastCalledWith('emotionality');
    await expect(args.onTraitSelect).toHaveBeenCalledTimes(3);
  },
};

export const InteractiveRadar: Story = {
  args: { variant: 'radar', onTraitSelect: fn() },
  play: async ({ args, canvas }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Conscientiousness 90%' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTraitSelect).toHaveBeenCalledWith('conscientiousness');
  },
};

/** No scores yet: every trait shows the default 50. */
export const DefaultScores: Story = {
  args: { scores: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('50%')).toHaveLength(6);
  },
};

export const DefaultScoresRadar: Story = { ...DefaultScores, args: { scores: undefined, variant: 'radar' } };

/** Out-of-range and fractional scores are clamped to 0-100 and rounded. */
export const Extremes: Story = {
  args: {
    scores: { honestyHumility: 0, emotionality: 100, extraversion: 120, agreeablenessVsAnger: -5, conscientiousness: 49.6, opennessToExperience: Number.NaN },
  },
  render: (args) => (
    <>
      <HexacoChart {...args} variant="bars" />
      <HexacoChart {...args} variant="radar" label="HEXACO radar" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(normaliseTraitScore(120)).toBe(100);
    await expect(normaliseTraitScore(-5)).toBe(0);
    await expect(normaliseTraitScore(49.6)).toBe(50);
    const list = canvas.getByRole('list', { name: 'HEXACO personality profile' });
    const items = list.querySelectorAll('li');
    await expect(items[2]).toHaveTextContent('Extraversion 100%');
    await expect(items[3]).toHaveTextContent('Agreeableness 0%');
    await expect(items[4]).toHaveTextContent('Conscientiousness 50%');
    await expect(items[5]).toHaveTextContent('Openness to Experience 50%');
  },
};

/** Names can be supplied (e.g. translated or the spec's 'Agreeableness vs Anger'). */
export const CustomNames: Story = {
  args: { traitNames: { agreeablenessVsAnger: 'Agreeableness vs. Anger' }, label: "Dana Lee's HEXACO profile" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: "Dana Lee's HEXACO profile" })).toBeInTheDocument();
    await expect(canvas.getByText('Agreeableness vs. Anger')).toBeVisible();
  },
};

/** As on the home dashboard: inside a card, in a narrow column. */
export const InCard: Story = {
  args: { variant: 'radar', onTraitSelect: fn() },
  render: (args) => (
    <Box maxWidth="dialogSm">
      <Card title="HEXACO Stats" description="Click a trait to learn more">
        <HexacoChart {...args} />
      </Card>
    </Box>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    // In a 24rem card the radar stacks above the legend, and nothing spills out of the card.
    const card = canvas.getByRole('heading', { name: 'HEXACO Stats' }).closest('[data-card-section]')!.parentElement!.getBoundingClientRect();
    const svg = canvasElement.querySelector('svg[data-chart="radar"]')!.getBoundingClientRect();
    const list = canvas.getByRole('list', { name: 'HEXACO personality profile' }).getBoundingClientRect();
    await expect(list.top).toBeGreaterThanOrEqual(svg.bottom - 1);
    for (const rect of [svg, list]) {
      await expect(rect.left).toBeGreaterThanOrEqual(card.left);
      await expect(rect.right).toBeLessThanOrEqual(card.right);
    }
    // Each trait is a button inside the card: Tab reaches the first, Enter selects it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Honesty-Humility 72%' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTraitSelect).toHaveBeenCalledWith('honestyHumility');
  },
};

export const MobileBars: Story = {
  args: { variant: 'bars', onTraitSelect: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Name and value share the first line; the bar sits under them.
    const button = canvas.getByRole('button', { name: 'Openness to Experience 38%' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const MobileRadar: Story = {
  args: { variant: 'radar' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-chart="radar"]') as SVGElement;
    const list = canvasElement.querySelector('ul') as HTMLElement;
    // Stacked: the list starts under the picture.
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(svg.getBoundingClientRect().bottom - 1);
  },
};

/** Every trait's full name shows at 320 px, in a card as narrow as the home page's: wrapped where it must, never cut with '…'. */
export const SmallPhoneNames: Story = {
  args: { variant: 'radar', onTraitSelect: fn() },
  globals: { viewport: { value: 'small' } },
  render: (args) => (
    <div style={{ width: '15rem' }}>
      <HexacoChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll('li')].map((row) => row.querySelector('span:not([aria-hidden])')!);
    await expect(names.length).toBe(6);
    for (const name of names) {
      // Nothing hidden: the text's full width fits its box.
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1);
      await expect(getComputedStyle(name).textOverflow).not.toBe('ellipsis');
    }
    await expect(canvasElement.textContent).toContain('Openness to Experience');
    await expect(canvasElement.textContent).toContain('Honesty-Humility');
  },
};

/** Every trait at 100: six full bars, each in its trait's own colour. */
export const AllTraitColours: Story = {
  args: { variant: 'bars', scores: Object.fromEntries(hexacoTraitKeys.map((k) => [k, 100])) },
  play: async ({ canvasElement }) => {
    const fills = hexacoTraitKeys.map((key) => canvasElement.querySelector<HTMLElement>(`[data-trait="${key}"] [aria-hidden="true"] > span`)!);
    await expect(new Set(fills.map((fill) => getComputedStyle(fill).backgroundColor)).size).toBe(hexacoTraitKeys.length);
    for (const fill of fills) {
      await expect(Math.abs(fill.getBoundingClientRect().width - fill.parentElement!.getBoundingClientRect().width)).toBeLessThan(1);
    }
  },
};
