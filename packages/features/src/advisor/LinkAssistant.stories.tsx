import { currentUserAtom, useCurrentUser } from '@kindred/features/auth';
import { useOrganizations } from '@kindred/features/profile';
import { Button } from '@kindred/ui/Button';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMockApp, type MockAppOptions } from '../shared/mocks/decorators.tsx';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { readAnalyticsEvents } from '../shared/analytics.ts';
import { createAdvisorMock } from '../shared/mocks/advisor-handlers.ts';
import { mockDb } from '../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../shared/mocks/fixtures.ts';
import { profileHandlers } from '../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../shared/mocks/session.ts';
import { QUICK_ACTION_PROMPTS } from './content/conversation.ts';
import { requestLinkOpen, takePendingLinkOpen } from './launch.ts';
import { LinkAssistant } from './LinkAssistant.tsx';
import { LAST_CHAT_USE_STORAGE_KEY } from './quick-actions/quick-actions.ts';

type Mock = ReturnType<typeof createAdvisorMock>;

function InShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  useOrganizations({ id: user.id, email: user.email });
  return children;
}

/** A page with a button of its own (something to return the focus to) and one that asks Link, as pages do. */
function Page() {
  const location = useLocation();
  return (
    <Stack padding="lg" space="sm">
      <Text>{`Page: ${location.pathname}`}</Text>
      <Button variant="secondary">A page button</Button>
      <Button variant="secondary" onPress={() => requestLinkOpen({ prompt: 'How do I plan my week?', send: true })}>
        Ask Link about my week
      </Button>
    </Stack>
  );
}

function advisor() {
  const mock = createAdvisorMock();
  return { msw: { handlers: { advisor: mock.handlers } }, advisorMock: mock };
}

const meta = {
  title: 'Features/Advisor/Link assistant',
  component: LinkAssistant,
  decorators: [(Story) => <InShell>{<Story />}</InShell>, withMockApp],
  args: { newInsightsWindow: { showAfterMs: 600_000, hideAfterMs: 600_000 } },
  parameters: {
    layout: 'fullscreen',
    kindred: {
      signedInAs: FIXTURE_IDS.maya,
      route: '/',
      initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
    } satisfies MockAppOptions,
    msw: { handlers: { profile: profileHandlers, advisor: createAdvisorMock().handlers } },
  },
  beforeEach: () => {
    takePendingLinkOpen();
  },
  render: (args) => (
    <>
      <Page />
      <LinkAssistant {...args} />
    </>
  ),
} satisfies Meta<typeof LinkAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
async function popup() {
  const dialog = await page.findByRole('dialog', { name: 'Link' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
const input = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Message Link' });
const quickActions = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /^Quick actions/ });

/**
 * Ctrl+K opens the chat from anywhere, with the focus in its box; Escape closes it and the focus goes back where it
 * was. The opening marks the chat used (no 'New insights!' for a day).
 */
export const ShortcutOpensTheChat: Story = {
  play: async ({ canvas }) => {
    const before = canvas.getByRole('button', { name: 'A page button' });
    before.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await popup();
    await waitFor(() => expect(input(dialog)).toHaveFocus());
    // The menu's button would sit under the window: it is away while the chat is open.
    await expect(canvas.queryByRole('button', { name: /^Quick actions/ })).not.toBeInTheDocument();
    await expect(localStorage.getItem(LAST_CHAT_USE_STORAGE_KEY)).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Link' })).not.toBeInTheDocument());
    await waitFor(() => expect(before).toHaveFocus());
    // Cmd+K as well.
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await popup();
  },
};

/**
 * Team Building from the menu: the chat opens and, after the auto-submit delay, sends the preset prompt; closing
 * the chat brings the menu's button back with the focus on it.
 */
export const QuickActionSendsItsPrompt: Story = {
  parameters: advisor(),
  play: async ({ canvas, parameters }) => {
    await userEvent.click(quickActions(canvas));
    const menu = await screen.findByRole('menu');
    await userEvent.click(await within(menu).findByRole('menuitem', { name: /^Team Building/ }));
    const dialog = await popup();
    await waitFor(() => expect(input(dialog)).toHaveFocus());
    const asked = (parameters.advisorMock as Mock).state.asked;
    await waitFor(() => expect(asked).toHaveLength(1));
    await expect(asked[0]!.messages.at(-1)).toEqual({ role: 'user', content: QUICK_ACTION_PROMPTS.teamBuilding.prompt });
    await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent(QUICK_ACTION_PROMPTS.teamBuilding.prompt));
    // Local analytics: the action, then the chat session (its first question), the question and the reply's
    // model; and the member's context collected. Not where that one comes: the story before leaves a collection
    // under way (the chat it opened last), and on a busy machine it ends in this story, before the action.
    await waitFor(() => {
      const types = readAnalyticsEvents().map((event) => event.type);
      expect(types).toContain('ai_context_collected');
      expect(types.filter((type) => type !== 'ai_context_collected')).toEqual(['quick_action_used', 'ai_chat_session', 'ai_message_sent', 'ai_model_used']);
    });
    // The context went with the question: the member's own, from the profile.
    await expect(asked[0]!.context).toMatchObject({ currentPage: '/', version: '3.1.0' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(quickActions(canvas)).toHaveFocus());
  },
};

/** A page asks Link (requestLinkOpen with send): the chat opens and the question goes. */
export const OpenedByAPage: Story = {
  parameters: advisor(),
  play: async ({ canvas, parameters }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Link about my week' }));
    const dialog = await popup();
    await waitFor(() => expect((parameters.advisorMock as Mock).state.asked).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('You: How do I plan my week?'));
  },
};

/** A request made before the assistant's code arrived is taken when it mounts: here, a prompt left in the box. */
export const RequestMadeBeforeItMounted: Story = {
  parameters: advisor(),
  beforeEach: () => {
    requestLinkOpen({ prompt: 'What is my archetype good at?' });
  },
  play: async ({ parameters }) => {
    const dialog = await popup();
    await waitFor(() => expect(input(dialog)).toHaveValue('What is my archetype good at?'));
    await expect((parameters.advisorMock as Mock).state.asked).toHaveLength(0);
  },
};

/** Minimised, the window is a bar; the shortcut opens it again. */
export const ShortcutRestoresAMinimizedChat: Story = {
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await popup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Minimize chat' }));
    const bar = await page.findByRole('button', { name: 'Open Link' });
    await waitFor(() => expect(bar).toBeVisible());
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(input(page.getByRole('dialog', { name: 'Link' }))).toHaveFocus());
  },
};
