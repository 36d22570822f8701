import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TraitDialog } from '../TraitDialog/TraitDialog.tsx';
import { SpotlightTour, TOUR_STEP_DELAY_MS, type TourStep } from './SpotlightTour.tsx';

const traits = ['Honesty-Humility', 'Emotionality', 'Extraversion', 'Agreeableness', 'Conscientiousness', 'Openness'] as const;

/** A fake home page whose sections are the tour's targets. */
function FakePage({ onTrait }: { onTrait?: (name: string) => void }) {
  return (
    <Stack space="lg" padding="lg">
      <Box id="tour-welcome" padding="md" borderRadius="md" background="raised">
        <Heading level={1} size="xl">
          Welcome back, Ada
        </Heading>
      </Box>
      <Box id="tour-profile" padding="md" borderRadius="md" background="raised" maxWidth="dialogSm">
        <Heading level={2} size="md">
          The Catalyst
        </Heading>
        <Text size="sm" tone="secondary">
          Your archetype, from your HEXACO profile.
        </Text>
      </Box>
      <Box id="tour-traits" padding="md" borderRadius="md" background="raised">
        <Heading level={2} size="md">
          Your traits
        </Heading>
        <Inline space="sm">
          {traits.map((name) => (
            <Button key={name} size="sm" variant="secondary" onPress={() => onTrait?.(name)}>
              {name}
            </Button>
          ))}
        </Inline>
      </Box>
      <Box id="tour-connections" padding="md" borderRadius="md" background="raised" maxWidth="dialogMd">
        <Heading level={2} size="md">
          Connections
        </Heading>
        <Text size="sm" tone="secondary">
          12 colleagues matched this week.
        </Text>
      </Box>
      {/* Far down the page, so the tour has to scroll to it. */}
      <div style={{ height: '120vh' }} aria-hidden="true" />
      <Box id="tour-feed" padding="md" borderRadius="md" background="raised">
        <Heading level={2} size="md">
          Activity feed
        </Heading>
        <Text size="sm" tone="secondary">
          What your colleagues have been up to.
        </Text>
      </Box>
    </Stack>
  );
}

const steps: TourStep[] = [
  { id: 'welcome', target: '#tour-welcome', title: 'Welcome', content: 'A quick look around your workspace.' },
  { id: 'profile', target: '#tour-profile', title: 'Your personality profile', content: 'Your archetype comes from your six HEXACO traits.', placement: 'right' },
  { id: 'traits', target: '#tour-traits', title: 'Explore your traits', content: 'Select a trait to read what it means for you.' },
  { id: 'connections', target: () => document.getElementById('tour-connections'), title: 'Connections', content: 'Colleagues matched with you.' },
  { id: 'feed', target: '#tour-feed', title: 'Activity feed', content: 'Recent activity from your organization.', placement: 'top' },
];

const meta = {
  title: 'Product/SpotlightTour',
  component: SpotlightTour,
  parameters: { layout: 'fullscreen' },
  args: { steps, isOpen: true, onClose: fn(), onFinish: fn(), onStepChange: fn() },
  render: (args) => (
    <>
      <FakePage />
      <SpotlightTour {...args} />
    </>
  ),
} satisfies Meta<typeof SpotlightTour>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const tourDialog = (name: string | RegExp) => body.findByRole('dialog', { name });
const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2] as const;
};

/** Closed: nothing is drawn and the page is untouched. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
    await expect(document.querySelector('[data-spotlight-tour]')).toBeNull();
  },
};

/** The first step: no Back button; Next moves on. */
export const FirstStep: Story = {
  play: async ({ args }) => {
    const dialog = await tourDialog('Welcome');
    await expect(dialog).toHaveTextContent('Step 1 of 5');
    await expect(dialog).toHaveAccessibleDescription('A quick look around your workspace.');
    await expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(1);
    await tourDialog('Your personality profile');
  },
};

/** The cut-out: the target stays visible and receives pointer events; the rest of the page is blocked. */
export const CutOut: Story = {
  play: async () => {
    const dialog = await tourDialog('Welcome');
    const target = document.getElementById('tour-welcome');
    if (!target) throw new Error('missing target');
    // The step scrolls its target into view smoothly and the cut-out follows a frame later: wait for it to settle.
    await waitFor(() => expect(document.elementFromPoint(...centre(target))).toBe(within(target).getByRole('heading')));
    const outside = document.elementFromPoint(window.innerWidth - 5, window.innerHeight - 5);
    await expect(outside?.closest('[data-spotlight-tour]')).not.toBeNull();
    // The tooltip sits below its target.
    await expect(dialog.parentElement).toHaveAttribute('data-placement', 'bottom');
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThan(target.getBoundingClientRect().bottom);
  },
};

/** A middle step: Back and Next; the placement prefers the right side. */
export const MiddleStep: Story = {
  args: { defaultStepIndex: 1 },
  play: async ({ args }) => {
    const dialog = await tourDialog('Your personality profile');
    await expect(dialog).toHaveTextContent('Step 2 of 5');
    await expect(dialog.parentElement).toHaveAttribute('data-placement', 'right');
    const ring = document.querySelector('[data-spotlight-ring]');
    const target = document.getElementById('tour-profile');
    if (!ring || !target) throw new Error('missing ring or target');
    // The ring surrounds the target.
    const r = ring.getBoundingClientRect();
    const t = target.getBoundingClientRect();
    await expect(r.left).toBeLessThan(t.left);
    await expect(r.right).toBeGreaterThan(t.right);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    const first = await tourDialog('Welcome');
    // The Back button disappeared with focus on it: focus stays in the tooltip.
    await waitFor(() => expect(first).toContainElement(document.activeElement as HTMLElement));
  },
};

/** The last step scrolls its target into view; Finish calls `onFinish`. */
export const LastStep: Story = {
  args: { defaultStepIndex: 4 },
  play: async ({ args }) => {
    const dialog = await tourDialog('Activity feed');
    await expect(dialog).toHaveTextContent('Step 5 of 5');
    await expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    const target = document.getElementById('tour-feed');
    if (!target) throw new Error('missing target');
    // Scrolled into view (smooth scrolling may still be settling when the step shows).
    await waitFor(() => {
      const rect = target.getBoundingClientRect();
      expect(rect.top).toBeGreaterThanOrEqual(0);
      expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Paused (e.g. while a trait dialog is open): nothing is drawn, the step is kept. */
export const Paused: Story = {
  args: { isPaused: true, defaultStepIndex: 2 },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, TOUR_STEP_DELAY_MS * 2));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.querySelector('[data-spotlight-tour]')).toBeNull();
    // The page is usable.
    await userEvent.click(canvas.getByRole('button', { name: 'Extraversion' }));
  },
};

/** The spec's trait step: selecting a trait opens its dialog and pauses the tour until it closes. */
export const PausedForTraitDialog: Story = {
  args: { defaultStepIndex: 2 },
  render: function Render(args) {
    const [trait, setTrait] = useState<string | null>(null);
    return (
      <>
        <FakePage onTrait={setTrait} />
        <SpotlightTour {...args} isPaused={trait !== null} />
        <TraitDialog
          isOpen={trait !== null}
          onOpenChange={(open) => !open && setTrait(null)}
          name={trait ?? ''}
          color="extraversion"
          score={82}
          description="You draw energy from people."
        />
      </>
    );
  },
  play: async () => {
    await tourDialog('Explore your traits');
    const chip = body.getByRole('button', { name: 'Extraversion' });
    // The trait is inside the cut-out, so a real pointer reaches it.
    await waitFor(() => expect(document.elementFromPoint(...centre(chip))).toBe(chip));
    await userEvent.click(chip);
    await body.findByRole('dialog', { name: 'Extraversion' });
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Explore your traits' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    const resumed = await tourDialog('Explore your traits');
    await expect(resumed).toHaveTextContent('Step 3 of 5');
  },
};

/** A target that is not on the page: a centred tooltip without a cut-out. */
export const MissingTarget: Story = {
  args: {
    steps: [
      { id: 'gone', target: '#not-on-this-page', title: 'Smart recommendations', content: 'Suggestions picked for you.' },
      { id: 'final', title: 'You are all set', content: 'Enjoy Kindred.' },
    ],
  },
  play: async () => {
    const dialog = await tourDialog('Smart recommendations');
    await expect(document.querySelector('[data-spotlight-ring]')).toBeNull();
    await expect(dialog.parentElement).toHaveAttribute('data-placement', 'center');
    const [x, y] = centre(dialog);
    await expect(Math.abs(x - document.documentElement.clientWidth / 2)).toBeLessThan(2);
    await expect(Math.abs(y - window.innerHeight / 2)).toBeLessThan(2);
  },
};

/** Keyboard: focus starts in the tooltip; ArrowRight/ArrowLeft step; Tab and Enter press; Escape closes. */
export const KeyboardPath: Story = {
  play: async ({ args }) => {
    let dialog = await tourDialog('Welcome');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowRight}');
    dialog = await tourDialog('Your personality profile');
    await userEvent.keyboard('{ArrowLeft}');
    dialog = await tourDialog('Welcome');
    await userEvent.keyboard('{ArrowLeft}'); // nothing before the first step
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close tour' })).toHaveFocus();
    await userEvent.tab();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    dialog = await tourDialog('Your personality profile');
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The close button. */
export const Close: Story = {
  play: async ({ args }) => {
    const dialog = await tourDialog('Welcome');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close tour' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Controlled by the caller, with translated labels. */
export const ControlledWithLabels: Story = {
  args: {
    labels: { next: 'Weiter', back: 'Zurück', finish: 'Fertig', close: 'Tour schließen', stepCounter: (s, t) => `Schritt ${s} von ${t}` },
  },
  render: function Render(args) {
    const [index, setIndex] = useState(3);
    return (
      <>
        <FakePage />
        <SpotlightTour
          {...args}
          stepIndex={index}
          onStepChange={(next) => {
            args.onStepChange?.(next);
            setIndex(next);
          }}
        />
      </>
    );
  },
  play: async ({ args }) => {
    const dialog = await tourDialog('Connections');
    await expect(dialog).toHaveTextContent('Schritt 4 von 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(4);
    const last = await tourDialog('Activity feed');
    await expect(within(last).getByRole('button', { name: 'Fertig' })).toBeInTheDocument();
  },
};

/** On a desktop the tooltip is 320 px wide, whatever its content. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { defaultStepIndex: 1 },
  play: async () => {
    const dialog = await tourDialog('Your personality profile');
    await waitFor(() => expect(dialog.parentElement).not.toHaveAttribute('data-moving'));
    await expect(dialog.parentElement!.getBoundingClientRect().width).toBe(320);
    await expect(dialog.getBoundingClientRect().width).toBe(320);
  },
};

/** On a phone the tooltip narrows to the screen with 16 px margins. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultStepIndex: 1 },
  play: async () => {
    const dialog = await tourDialog('Your personality profile');
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(16);
    await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth - 16);
  },
};

/** At WCAG's 320 px reflow width the 320 px tooltip narrows to the screen, keeping 16 px on each side. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'small' } },
  args: { defaultStepIndex: 1 },
  play: async (context) => {
    // The phone's 16 px margins, and here the width they leave.
    await Mobile.play!(context);
    const width = document.documentElement.clientWidth;
    await expect(width).toBeLessThanOrEqual(320);
    await expect((await tourDialog('Your personality profile')).getBoundingClientRect().width).toBeCloseTo(width - 32, 0);
  },
};
