import { currentUserAtom } from '@kindred/features/auth';
import { ASK_LINK_STORAGE_KEY } from '@kindred/features/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { RESOURCES, searchResources, type ResourceFilterId } from '../content/resources.ts';
import { NO_RESOURCES_FOUND } from '../utils/browse.ts';
import { ResourcesScreen } from './ResourcesScreen.tsx';

function signedIn(route = '/resources', state?: unknown): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route: state === undefined ? route : ({ pathname: route, state } as unknown as string),
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
  };
}

const meta = {
  title: 'Features/Resources/Library',
  component: ResourcesScreen,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen', kindred: signedIn() },
} satisfies Meta<typeof ResourcesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const titles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Resources' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const expected = (query: string, filter: ResourceFilterId = 'all') => searchResources(query, filter).map((resource) => resource.title);
const toasts = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications' }));

async function chooseType(canvas: Canvas, label: string, filter: ResourceFilterId) {
  const group = canvas.getByRole('radiogroup', { name: 'Type' });
  // By keyboard: focus the selected type, then arrow to the wanted one.
  within(group).getByRole('radio', { checked: true }).focus();
  const radios = within(group).getAllByRole('radio');
  const from = radios.findIndex((radio) => radio.getAttribute('aria-checked') === 'true');
  const to = radios.findIndex((radio) => radio.textContent === label);
  for (let i = from; i < to; i += 1) await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard(' ');
  await waitFor(() => expect(within(group).getByRole('radio', { name: label })).toBeChecked());
  await waitFor(() => expect(titles(canvas)).toEqual(expected('', filter)));
}

/** The whole library: every resource as a card with its type, source, 'View Resource' in a new tab and Ask Link. */
export const AllResources: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(titles(canvas)).toHaveLength(RESOURCES.length);
    await expect(canvas.getByText(`${RESOURCES.length} resources`)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    const first = RESOURCES[0]!;
    const link = canvas.getByRole('link', { name: `View Resource: ${first.title} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', first.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('button', { name: `Ask Link about ${first.title}` })).toBeVisible();
  },
};

/** Search over title, description and source, in any case. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search resources' }), 'TED');
    await waitFor(() => expect(titles(canvas)).toEqual(expected('ted')));
    await expect(canvas.getByText(`Showing ${expected('ted').length} of ${RESOURCES.length} resources`)).toBeVisible();
  },
};

/** Articles only, chosen by keyboard. */
export const Articles: Story = { play: async ({ canvas }) => chooseType(canvas, 'Articles', 'articles') };

/** Videos only, chosen by keyboard. */
export const Videos: Story = { play: async ({ canvas }) => chooseType(canvas, 'Videos', 'videos') };

/** Documents, with reference sites, chosen by keyboard. */
export const Documents: Story = { play: async ({ canvas }) => chooseType(canvas, 'Documents', 'documents') };

/** The search and the type together, read from the address (a reload keeps them). */
export const FromTheAddress: Story = {
  parameters: { kindred: signedIn('/resources?q=feedback&type=articles') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('feedback');
    await expect(canvas.getByRole('radio', { name: 'Articles' })).toBeChecked();
    await expect(titles(canvas)).toEqual(expected('feedback', 'articles'));
  },
};

/** An unknown type in the address reads as All. */
export const UnknownTypeInTheAddress: Story = {
  parameters: { kindred: signedIn('/resources?type=podcasts') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(titles(canvas)).toHaveLength(RESOURCES.length);
  },
};

/** Nothing matches: 'No resources found matching your criteria.' and the link that clears search and type. */
export const NothingFound: Story = {
  parameters: { kindred: signedIn('/resources?q=quantum%20chromodynamics&type=videos') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_RESOURCES_FOUND)).toBeVisible();
    const clear = canvas.getByRole('link', { name: 'Clear search and filter' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles(canvas)).toHaveLength(RESOURCES.length));
    await expect(canvas.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

/** Link's resource link names part of a title, in any case: the resource is shown and a toast says so. */
export const OpenedFromLink: Story = {
  parameters: { kindred: signedIn('/resources', { resource: 'radical CANDOR' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await (await toasts(canvasElement)).findByText('Found resource: Radical Candor')).toBeVisible();
    await waitFor(() => expect(titles(canvas)).toEqual(['Radical Candor']));
    await expect(canvas.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('Radical Candor');
  },
};

/** A title that names no resource: the library is searched for it, and the toast says so. */
export const OpenedFromLinkNoMatch: Story = {
  parameters: { kindred: signedIn('/resources', { resource: 'Listening' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await (await toasts(canvasElement)).findByText('Searching for resources related to: Listening')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('Listening');
    await waitFor(() => expect(titles(canvas)).toEqual(expected('listening')));
  },
};

/** A navigation that asks for a search. */
export const OpenedWithSearch: Story = {
  parameters: { kindred: signedIn('/resources', { search: 'psychological safety' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await (await toasts(canvasElement)).findByText('Searching for: psychological safety')).toBeVisible();
    await waitFor(() => expect(titles(canvas)).toEqual(expected('psychological safety')));
  },
};

/** Ask Link leaves a prompt about the resource, with its context, for Link in this tab's session storage. */
export const AskLink: Story = {
  play: async ({ canvas }) => {
    sessionStorage.removeItem(ASK_LINK_STORAGE_KEY);
    const resource = RESOURCES.find((entry) => entry.title === 'Radical Candor')!;
    const ask = canvas.getByRole('button', { name: `Ask Link about ${resource.title}` });
    ask.focus();
    await userEvent.keyboard('{Enter}');
    const stored = JSON.parse(sessionStorage.getItem(ASK_LINK_STORAGE_KEY) ?? 'null') as { prompt: string; context: Record<string, string> } | null;
    await expect(stored?.context).toEqual({ type: 'resource', title: resource.title, description: resource.description, category: 'Website' });
    await expect(stored?.prompt).toContain('"Radical Candor"');
    await expect(stored?.prompt).toContain(resource.source);
  },
};
