import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { TraitDialog, traitBands, traitKeys, type TraitKey } from './TraitDialog.tsx';

const traitNames: Record<TraitKey, string> = {
  honestyHumility: 'Honesty-Humility',
  emotionality: 'Emotionality',
  extraversion: 'Extraversion',
  agreeablenessVsAnger: 'Agreeableness',
  conscientiousness: 'Conscientiousness',
  opennessToExperience: 'Openness to Experience',
};

const meta = {
  title: 'Product/TraitDialog',
  component: TraitDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    name: 'Extraversion',
    color: 'extraversion',
    score: 82,
    band: 'high',
    description:
      'You draw energy from people. You speak up in meetings, enjoy leading group activities and make newcomers feel welcome.',
  },
  argTypes: {
    color: { control: 'select', options: traitKeys },
    band: { control: 'inline-radio', options: traitBands },
    score: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof TraitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** High band (above 65). */
export const High: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Extraversion' });
    const meter = within(dialog).getByRole('meter', { name: 'Score' });
    await expect(meter).toHaveAttribute('aria-valuenow', '82');
    await expect(meter).toHaveAttribute('aria-valuetext', '82 out of 100');
    await expect(dialog).toHaveTextContent('Band: High');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Medium band (35 to 65). */
export const Medium: Story = {
  args: {
    name: 'Conscientiousness',
    color: 'conscientiousness',
    score: 55,
    band: 'medium',
    description: 'You plan when it matters and improvise when it does not. Deadlines are met, with a little room to spare.',
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Conscientiousness' });
    await expect(dialog).toHaveTextContent('Band: Medium');
    await expect(within(dialog).getByRole('meter')).toHaveAttribute('aria-valuenow', '55');
  },
};

/** Low band (below 35). */
export const Low: Story = {
  args: {
    name: 'Emotionality',
    color: 'emotionality',
    score: 22,
    band: 'low',
    description: 'You stay calm under pressure and rarely worry. Colleagues lean on you when a project hits turbulence.',
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Emotionality' });
    await expect(dialog).toHaveTextContent('Band: Low');
  },
};

/** Without a `band`, the spec's thresholds derive it from the score (66 is high). */
export const DerivedBand: Story = {
  args: { band: undefined, score: 66, name: 'Honesty-Humility', color: 'honestyHumility', description: 'Fair and sincere.' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Honesty-Humility' });
    await expect(dialog).toHaveTextContent('Band: High');
  },
};

/** Facets, three recommendations and the 'Ask Link about this' action. */
export const WithRecommendations: Story = {
  args: {
    name: 'Openness to Experience',
    color: 'opennessToExperience',
    score: 74,
    band: 'high',
    description: 'Curious and imaginative, you enjoy new ideas, unusual approaches and learning from people unlike you.',
    facets: [
      { name: 'Aesthetic appreciation', score: 68 },
      { name: 'Inquisitiveness', score: 81 },
      { name: 'Creativity', score: 77 },
      { name: 'Unconventionality', score: 59 },
    ],
    recommendations: [
      'Volunteer for a cross-team brainstorm this month.',
      'Pair with a colleague whose work style differs from yours.',
      'Share one new idea in your next team meeting.',
    ],
    onAskLink: fn(),
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Openness to Experience' });
    await expect(within(dialog).getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(dialog).getByRole('meter', { name: 'Inquisitiveness' })).toHaveAttribute('aria-valuenow', '81');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask Link about this' }));
    await expect(args.onAskLink).toHaveBeenCalledTimes(1);
  },
};

/** Every trait colour, opened from a button (as the persona panel does). */
export const AllTraits: Story = {
  args: { isOpen: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState<TraitKey | null>(null);
    return (
      <>
        <Inline space="sm">
          {traitKeys.map((key) => (
            <Button key={key} variant="secondary" onPress={() => setOpen(key)}>
              {traitNames[key]}
            </Button>
          ))}
        </Inline>
        {traitKeys.map((key, index) => (
          <TraitDialog
            key={key}
            {...args}
            name={traitNames[key]}
            color={key}
            score={20 + index * 14}
            band={undefined}
            isOpen={open === key}
            onOpenChange={(next) => !next && setOpen(null)}
          />
        ))}
      </>
    );
  },
  play: async ({ canvas }) => {
    for (const key of traitKeys) {
      await userEvent.click(canvas.getByRole('button', { name: traitNames[key] }));
      const dialog = await body.findByRole('dialog', { name: traitNames[key] });
      await expect(dialog).toHaveAttribute('data-trait', key);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

/** Keyboard: focus moves into the dialog, Tab stays inside, Escape closes and focus returns. */
export const Keyboard: Story = {
  args: { isOpen: undefined, onAskLink: fn() },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open Extraversion</Button>
        <TraitDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open Extraversion' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Extraversion' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: Tab cycles through the dialog's buttons.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** On a phone the dialog fills the width with a margin. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: WithRecommendations.args,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Openness to Experience' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
