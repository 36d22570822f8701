import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileCall, profileHandlers, profileScenarios } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { PROFILE_NOTHING_TO_SAVE, PROFILE_SAVED, PROFILE_UNSAVED, ProfileDetailsForm } from './ProfileDetailsForm.tsx';

const meta = {
  title: 'Features/Settings/Your profile',
  component: ProfileDetailsForm,
  decorators: [withMockApp],
  parameters: {
    kindred: {
      signedInAs: FIXTURE_IDS.maya,
      route: '/settings',
      initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
    } satisfies MockAppOptions,
    msw: { handlers: { profile: profileHandlers } },
  },
} satisfies Meta<typeof ProfileDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const status = (canvas: Canvas) => canvas.getByRole('status');
const loaded = async (canvas: Canvas) => waitFor(() => expect(field(canvas, 'Title')).toHaveValue('Product Designer'));
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save profile' });

/** Maya's profile as the form starts: her texts, and her interests and fun facts as chips (picked and her own). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your profile' })).toBeVisible();
    await loaded(canvas);
    await expect(field(canvas, 'Department')).toHaveValue('Design');
    await expect(field(canvas, 'Headline')).toHaveValue('Turning messy workflows into calm tools.');
    const interests = canvas.getByRole('grid', { name: 'Interests' });
    await expect(within(interests).getAllByRole('row').map((row) => row.textContent)).toEqual(['Photography', 'Hiking', 'Letterpress printing']);
    const facts = canvas.getByRole('grid', { name: 'Fun facts' });
    await expect(within(facts).getAllByRole('row').map((row) => row.textContent)).toEqual(['I have visited 23 countries', 'I sketch every meeting']);
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    await userEvent.click(save(canvas));
    await expect(status(canvas)).toHaveTextContent(PROFILE_NOTHING_TO_SAVE);
  },
};

/** The profile is still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.profileLoading, ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your profile' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Title' })).toBeNull();
  },
};

/**
 * Keyboard only: change the title, add an interest with Enter, remove a fun fact with Delete, save with Enter. The
 * saved profile is what the form showed, and the picked options are now the member's own words.
 */
export const EditAndSaveByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const doc = canvasElement.ownerDocument;
    const title = field(canvas, 'Title');
    for (let i = 0; i < 10 && doc.activeElement !== title; i++) await userEvent.tab();
    await expect(title).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}Design Lead');
    await expect(status(canvas)).toHaveTextContent(PROFILE_UNSAVED);

    const addInterest = field(canvas, 'Add an interest');
    for (let i = 0; i < 10 && doc.activeElement !== addInterest; i++) await userEvent.tab();
    await userEvent.keyboard('Bouldering{Enter}');
    await expect(addInterest).toHaveValue('');
    await expect(within(canvas.getByRole('grid', { name: 'Interests' })).getByRole('row', { name: 'Bouldering' })).toBeVisible();

    // Into the fun facts' chips, onto the first, and Delete removes it.
    const firstFact = within(canvas.getByRole('grid', { name: 'Fun facts' })).getByRole('row', { name: 'I have visited 23 countries' });
    for (let i = 0; i < 12 && !firstFact.contains(doc.activeElement); i++) await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(within(canvas.getByRole('grid', { name: 'Fun facts' })).getAllByRole('row')).toHaveLength(1));

    await userEvent.click(save(canvas));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(PROFILE_SAVED));
    const details = mockDb.member(FIXTURE_IDS.maya).details;
    await expect(details.title).toBe('Design Lead');
    await expect(details.interests).toEqual(['Photography', 'Hiking', 'Letterpress printing', 'Bouldering']);
    await expect(details.interests_choice).toBeUndefined();
    await expect(details.thingsAboutMe).toEqual(['I sketch every meeting']);
    await expect(details.must_know_facts_choice).toBeUndefined();
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  },
};

/** Over the limits: each field says so in the server's words, Save does not send, and focus goes to the first. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(field(canvas, 'Headline'));
    await userEvent.paste('x'.repeat(300));
    await expect(canvas.getByText('Headline must be at most 280 characters')).toBeVisible();
    await userEvent.click(field(canvas, 'Add an interest'));
    await userEvent.keyboard('hiking{Enter}');
    await expect(canvas.getByText("'hiking' is already in interests")).toBeVisible();
    await userEvent.click(save(canvas));
    await expect(field(canvas, 'Headline')).toHaveFocus();
    await expect(field(canvas, 'Headline')).toHaveAttribute('aria-invalid', 'true');
    await expect(mockDb.member(FIXTURE_IDS.maya).details.headline).toBe('Turning messy workflows into calm tools.');
  },
};

/** While the save is under way the button says so. */
export const Saving: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.dbeditSlow, ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(field(canvas, 'Department'), ' Systems');
    await userEvent.click(save(canvas));
    await waitFor(() => expect(save(canvas)).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('form', { name: 'Your profile' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saved: the status says so, and the form is no longer dirty. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.clear(field(canvas, 'Department'));
    await userEvent.click(save(canvas));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(PROFILE_SAVED));
    await expect(mockDb.member(FIXTURE_IDS.maya).details.department).toBeUndefined();
    await expect(field(canvas, 'Department')).toHaveValue('');
  },
};

/** The server refuses a field: its message, labelled, by that field. */
export const ServerRefusesAField: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          profileCall('put', 'dbedit', () => HttpResponse.json({ error: 'headline contains characters that are not allowed' }, { status: 400 })),
          ...profileHandlers,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(field(canvas, 'Headline'), ' Also tea.');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText('Headline contains characters that are not allowed')).toBeVisible();
    await expect(field(canvas, 'Headline')).toHaveFocus();
    await expect(status(canvas)).toHaveTextContent(PROFILE_UNSAVED);
  },
};

/** The server cannot save now: the form says so above its fields, and the edits stay. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.dbeditUnavailable, ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(field(canvas, 'Title'), ' II');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['cloud-function']);
    await expect(field(canvas, 'Title')).toHaveValue('Product Designer II');
  },
};
