import { LinkAssistant } from '@kindred/features/advisor';
import { currentUserAtom } from '@kindred/features/auth';
import type { JotaiStore } from '../../shared/mocks/decorators.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WALKTHROUGH_COMPLETED_KEY } from '../../shared/walkthrough.ts';
import { createCalendarMock } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { createHomeMock } from '../../shared/mocks/home-handlers.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { HomeScreen } from '../components/HomeScreen.tsx';
import { TOUR_BUTTON_LABEL, TOUR_COMPLETED } from './tour-steps.ts';

/**
 * The guided tour on home, over the real dashboard (docs/product.md#screens-and-routes "Guided tour"). The shell's
 * sidebar is not in these stories, so the steps about other pages show centred; the end-to-end test walks them
 * with the sidebar.
 */
const meta = {
  title: 'Features/Home/Guided tour',
  component: HomeScreen,
  decorators: [withMockApp],
  parameters: {
    layout: 'fullscreen',
    kindred: {
      signedInAs: FIXTURE_IDS.maya,
      initStore: (store: JotaiStore) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
    },
    msw: {
      handlers: {
        profile: profileHandlers,
        calendar: createCalendarMock({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } }).handlers,
        home: createHomeMock().handlers,
      },
    },
  },
  beforeEach: () => {
    localStorage.removeItem(WALKTHROUGH_COMPLETED_KEY);
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const tourDialog = (name: string | RegExp) => body.findByRole('dialog', { name });
const launcher = () => body.findByRole('button', { name: TOUR_BUTTON_LABEL });
/** A step once it is in place (it takes no presses while it moves to its target). */
async function shownStep(name: string) {
  const dialog = await tourDialog(name);
  await waitFor(() => {
    expect(dialog).toBeVisible();
    expect(dialog.closest('[data-moving]')).toBeNull();
  });
  return dialog;
}

/** The button appears a second after the dashboard; the tour starts at 'Welcome to Kindred', step 1 of 11, focus inside. */
export const Launcher: Story = {
  play: async () => {
    const button = await launcher();
    await expect(button).toBeVisible();
    await userEvent.click(button);
    const dialog = await tourDialog('Welcome to Kindred');
    await expect(dialog).toHaveTextContent('Step 1 of 11');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/**
 * The whole tour by keyboard: ArrowRight through the steps; at the trait step its tip shows first, then ArrowRight
 * opens the strongest trait's dialog and the tour waits; Escape closes the trait and the tour carries on; Finish says
 * 'Walkthrough completed!' and sets the flag.
 */
export const WholeTourByKeyboard: Story = {
  play: async () => {
    const button = await launcher();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await tourDialog('Welcome to Kindred');
    await userEvent.keyboard('{ArrowRight}');
    const profile = await tourDialog('Your personality profile');
    await expect(profile).toHaveTextContent('Step 2 of 11');
    await waitFor(() => expect(profile).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowRight}');
    const explore = await tourDialog('Explore a trait');
    await expect(explore).toHaveTextContent('Step 3 of 11');
    await waitFor(() => expect(explore).toContainElement(document.activeElement as HTMLElement));
    // Maya's strongest trait is Extraversion (83%): Next opens it, and the tour steps aside.
    await userEvent.keyboard('{ArrowRight}');
    const trait = await body.findByRole('dialog', { name: 'Extraversion' });
    await waitFor(() => expect(trait).toBeVisible());
    await expect(body.queryByRole('dialog', { name: 'Explore a trait' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(await tourDialog('Your connections')).toHaveTextContent('Step 4 of 11');
    for (const title of ['Activities', 'Community', 'Messages', 'Your progress', 'Recent activity', 'Smart recommendations', 'You are all set']) {
      await waitFor(() => expect(body.getByRole('dialog', { name: /.+/ })).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{ArrowRight}');
      await tourDialog(title);
    }
    const last = await tourDialog('You are all set');
    await expect(last).toHaveTextContent('Step 11 of 11');
    await waitFor(() => expect(last).toContainElement(document.activeElement as HTMLElement));
    within(last).getByRole('button', { name: 'Finish' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText(TOUR_COMPLETED)).toBeVisible();
    await expect(localStorage.getItem(WALKTHROUGH_COMPLETED_KEY)).toBe('true');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'You are all set' })).toBeNull());
  },
};

/**
 * The trait step in the order the spec tells it: its tip first ('Explore a trait', with how to open a trait and that
 * closing it carries on), and no trait open yet; Next opens the strongest trait with the tour out of its way; closing
 * the trait goes on to the next step.
 */
export const TraitTipBeforeTheTrait: Story = {
  play: async () => {
    await userEvent.click(await launcher());
    await userEvent.click(within(await shownStep('Welcome to Kindred')).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(await shownStep('Your personality profile')).getByRole('button', { name: 'Next' }));
    const explore = await shownStep('Explore a trait');
    await expect(explore).toHaveTextContent('Step 3 of 11');
    await expect(explore).toHaveTextContent('Next opens your strongest, Extraversion, or choose any trait in the chart. Close the trait to carry on.');
    await expect(body.queryByRole('dialog', { name: 'Extraversion' })).toBeNull();

    await userEvent.click(within(explore).getByRole('button', { name: 'Next' }));
    const trait = await body.findByRole('dialog', { name: 'Extraversion' });
    await waitFor(() => expect(trait).toBeVisible());
    await expect(body.queryByRole('dialog', { name: 'Explore a trait' })).toBeNull();
    await userEvent.click(within(trait).getByRole('button', { name: 'Close' }));
    const next = await shownStep('Your connections');
    await expect(next).toHaveTextContent('Step 4 of 11');
    await waitFor(() => expect(next).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Extraversion' })).toBeNull());
  },
};

/** At the trait step the member may choose another trait in the spotlight: the tour waits for it too, then carries on. */
export const TraitOfTheirChoice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await launcher());
    await userEvent.click(within(await shownStep('Welcome to Kindred')).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(await shownStep('Your personality profile')).getByRole('button', { name: 'Next' }));
    await shownStep('Explore a trait');
    await userEvent.click(canvas.getByRole('button', { name: /Honesty-Humility/ }));
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Honesty-Humility' })).toBeVisible());
    await expect(body.queryByRole('dialog', { name: 'Explore a trait' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(await tourDialog('Your connections')).toHaveTextContent('Step 4 of 11');
  },
};

/** The steps about the dashboard spotlight the real widgets: the feed's step points at Recent Activity. */
export const PointsAtTheWidgets: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await launcher());
    await tourDialog('Welcome to Kindred');
    for (let step = 0; step < 8; step += 1) {
      await waitFor(() => expect(body.getByRole('dialog', { name: /.+/ })).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{ArrowRight}');
      // Next on the trait step opens a trait; close it to carry on.
      if (step === 2) {
        await body.findByRole('dialog', { name: 'Extraversion' });
        await userEvent.keyboard('{Escape}');
      }
    }
    await tourDialog('Recent activity');
    const feed = canvasElement.querySelector<HTMLElement>('[data-widget="activity"]')!;
    // The cut-out is around the widget: its centre is not covered by the backdrop.
    await waitFor(() => {
      const rect = feed.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 40));
      expect(feed.contains(hit)).toBe(true);
    });
  },
};

/** Escape leaves the tour at any step; focus goes back to the button, and the walkthrough is not marked done. */
export const EscapeLeaves: Story = {
  play: async () => {
    await userEvent.click(await launcher());
    await tourDialog('Welcome to Kindred');
    await userEvent.keyboard('{ArrowRight}');
    await tourDialog('Your personality profile');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Your personality profile' })).toBeNull());
    await waitFor(() => expect(body.getByRole('button', { name: TOUR_BUTTON_LABEL })).toHaveFocus());
    await expect(localStorage.getItem(WALKTHROUGH_COMPLETED_KEY)).toBeNull();
  },
};

/** On a phone the widgets are in tabs: the recommendations' step switches to 'For You' to show them. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await launcher());
    await tourDialog('Welcome to Kindred');
    for (let step = 0; step < 9; step += 1) {
      await waitFor(() => expect(body.getByRole('dialog', { name: /.+/ })).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{ArrowRight}');
      if (step === 2) {
        await body.findByRole('dialog', { name: 'Extraversion' });
        await userEvent.keyboard('{Escape}');
      }
    }
    const step = await tourDialog('Smart recommendations');
    await expect(step).toHaveTextContent('Step 10 of 11');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /For You/ })).toHaveAttribute('aria-selected', 'true'));
    // The last step names what a phone has: the quick actions button, not a keyboard shortcut.
    await userEvent.keyboard('{ArrowRight}');
    const last = await tourDialog('You are all set');
    await expect(last).toHaveTextContent('from the quick actions button at the bottom of every page');
    await expect(last).not.toHaveTextContent('Ctrl+K');
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A phone, quick actions hidden before the tour is taken: the 'Enable quick actions' pill bottom-left, and the tour's
 * button above the bottom edge, neither covering the other.
 */
export const MobileLauncherBesideThePill: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: () => {
    // The spec's key for the quick-actions menu's visibility.
    localStorage.setItem('quickActionsEnabled', 'false');
  },
  render: () => (
    <>
      <HomeScreen />
      <LinkAssistant newInsightsWindow={{ showAfterMs: 600_000, hideAfterMs: 600_000 }} />
    </>
  ),
  play: async () => {
    const tour = await launcher();
    const pill = await body.findByRole('button', { name: 'Enable quick actions' });
    await expect(tour).toBeVisible();
    await expect(pill).toBeVisible();
    await expect(overlaps(tour.getBoundingClientRect(), pill.getBoundingClientRect())).toBe(false);
    const rect = tour.getBoundingClientRect();
    await expect(document.elementFromPoint(rect.left + 4, rect.top + rect.height / 2)).toSatisfy((hit: Element | null) => tour.contains(hit));
  },
};
