import { profileAnswerSchema, toNormalizedProfile, type NormalizedProfile } from '@kindred/features/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { recommendationsFor } from '../content/recommendations.ts';
import { PersonaInsightsPanel } from './PersonaInsightsPanel.tsx';

/** A fixture member's own profile, normalized as the screens read it. */
function profileOf(memberId: string): NormalizedProfile {
  const db = createMockDb();
  const member = db.member(memberId);
  return toNormalizedProfile(profileAnswerSchema.parse(db.userProfile(memberId, { memberId, email: member.email })), new Date(2026, 10, 24));
}

const meta = {
  title: 'Features/Persona/Insights panel',
  component: PersonaInsightsPanel,
  args: { profile: profileOf(FIXTURE_IDS.maya), onAskLink: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PersonaInsightsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The six traits; one opens its dialog with its meaning and the three recommendations for Maya's band. */
export const TraitDialog: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const traits = canvas.getByRole('list', { name: 'Your six traits' });
    await expect(within(traits).getAllByRole('button')).toHaveLength(6);
    await userEvent.click(within(traits).getByRole('button', { name: /Extraversion\s*83%/ }));
    const dialog = await openDialog(canvasElement, 'Extraversion');
    await expect(dialog.getByText(/How confident, sociable and energetic/)).toBeVisible();
    await expect(dialog.getByText('High')).toBeVisible();
    const recommendations = within(dialog.getByRole('heading', { name: 'Recommendations' }).parentElement!).getAllByRole('listitem');
    await expect(recommendations.map((item) => item.textContent)).toEqual([...recommendationsFor('extraversion', 83)]);
    await userEvent.click(dialog.getByRole('button', { name: 'Ask Link about this' }));
    await expect(args.onAskLink).toHaveBeenCalledWith('extraversion');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The side accordion: Professional Snapshot open at first, the others open on demand, answers from the profile. */
export const Accordion: Story = {
  play: async ({ canvas }) => {
    const professional = canvas.getByRole('button', { name: 'Professional Snapshot' });
    await expect(professional).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText("Master's degree")).toBeVisible();
    await expect(canvas.getByText('University of Washington, Carnegie Mellon University')).toBeVisible();
    const personal = canvas.getByRole('button', { name: 'Personal Information' });
    await expect(personal).toHaveAttribute('aria-expanded', 'false');
    personal.focus();
    await userEvent.keyboard('{Enter}');
    await expect(personal).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Seattle')).toBeVisible();
    await expect(canvas.getByText('Photography, Hiking, Letterpress printing')).toBeVisible();
    await expect(canvas.getByText(/\(age 35\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fun Facts' }));
    await expect(canvas.getByText('My film camera')).toBeVisible();
    await expect(canvas.getByText('Good coffee, Sourdough, Rainy Sundays')).toBeVisible();
  },
};

/** The archetype card: the summary at first; Show More adds what it is like at work, Show Less folds it again. */
export const ArchetypeShowMore: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'The Storyteller' })).toBeVisible();
    const more = canvas.getByRole('button', { name: 'Show More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('heading', { name: 'When colleagues meet you' })).toBeNull();
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'When colleagues meet you' })).toBeVisible();
    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Show More' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'When colleagues meet you' })).toBeNull();
  },
};

/**
 * A new member: no questionnaire yet, nothing answered. The traits card says why it is empty and links to the
 * questionnaire; no made-up archetype is shown; what the profile says still is.
 */
export const NewMember: Story = {
  args: { profile: profileOf(FIXTURE_IDS.sam) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have not taken the personality questionnaire yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take the personality questionnaire' })).toHaveAttribute('href', '/questionnaire');
    await expect(canvas.queryByRole('list', { name: 'Your six traits' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'The Organizer' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
    await expect(canvas.getAllByText('Not shared yet').length).toBeGreaterThan(0);
  },
};
