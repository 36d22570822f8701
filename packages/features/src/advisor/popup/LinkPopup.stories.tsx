import type { AdvisorLink } from '@kindred/contracts/api/advisor';
import { RESOURCES_TITLE, ResourcesScreen } from '@kindred/features/resources';
import { currentUserAtom, useCurrentUser } from '@kindred/features/auth';
import { useOrganizations } from '@kindred/features/profile';
import { Button } from '@kindred/ui/Button';
import { FLOATING_PANEL_KEYBOARD_STEP, FLOATING_PANEL_MARGIN } from '@kindred/ui/FloatingPanel';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CHANNELS, listen } from '../../shared/channels.ts';
import { createAdvisorMock, type AdvisorMockOptions } from '../../shared/mocks/advisor-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { callTimesAtom, conversationOwnerAtom, draftAtom, lastSentAtAtom, messagesAtom } from '../chat/chat-state.ts';
import { DAILY_USAGE_STORAGE_KEY, LIMIT_TEXT, localDay } from '../chat/limits.ts';
import { OFFLINE_REPLIES, OFFLINE_TOAST } from '../chat/offline-replies.ts';
import { SOUND_MUTED_STORAGE_KEY } from '../chat/sound.ts';
import { CHAT_CLEARED } from '../chat/use-link-chat.ts';
import { QUICK_CHIPS } from '../content/conversation.ts';
import type { LinkOpenRequest } from '../launch.ts';
import { POPUP_SUGGESTED_PROMPTS } from './ChatConversation.tsx';
import { LinkPopup, POPUP_SIZES, WINDOW_SIZE_LABEL, type LinkPopupProps, type PopupMode, type PopupSizeName } from './LinkPopup.tsx';
import { POPUP_WINDOW_STORAGE_KEY } from './popup-window.ts';

type Mock = ReturnType<typeof createAdvisorMock>;

function signedIn(route = '/', init?: MockAppOptions['initStore']): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route,
    initStore: (store) => {
      store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya)));
      init?.(store);
    },
  };
}

/** The signed-in shell's part the popup reads: the organisation selection. */
function InShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  useOrganizations({ id: user.id, email: user.email });
  return children;
}

function advisor(options: AdvisorMockOptions = {}) {
  const mock = createAdvisorMock(options);
  return { msw: { handlers: { advisor: mock.handlers } }, advisorMock: mock };
}

/** The page behind the popup: where a followed link went, and a way to open the popup again. */
function Harness({ mode: initialMode, onModeChange, onClose, ...props }: LinkPopupProps) {
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState<PopupMode>(initialMode);
  const location = useLocation();
  return (
    <Stack padding="lg" space="sm">
      <Text>{`Page: ${location.pathname}`}</Text>
      <Text>{`Navigation state: ${JSON.stringify(location.state ?? null)}`}</Text>
      {!open && (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Reopen the chat
        </Button>
      )}
      {open && (
        <LinkPopup
          {...props}
          mode={mode}
          onModeChange={(next) => {
            onModeChange(next);
            setMode(next);
          }}
          onClose={(reason) => {
            onClose(reason);
            setOpen(false);
          }}
        />
      )}
    </Stack>
  );
}

const meta = {
  title: 'Features/Advisor/Link popup',
  component: LinkPopup,
  decorators: [(Story) => <InShell>{<Story />}</InShell>, withMockApp],
  args: { mode: 'open', onModeChange: fn(), onClose: fn(), autoSendDelayMs: 0 },
  parameters: { layout: 'fullscreen', kindred: signedIn(), msw: { handlers: { profile: profileHandlers, advisor: createAdvisorMock().handlers } } },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof LinkPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
/** The window, once its entry animation has finished (so measurements are final). */
async function popup() {
  const dialog = await page.findByRole('dialog', { name: 'Link' });
  await waitFor(() => expect(dialog).toBeVisible());
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}
const input = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Message Link' });
const conversation = (dialog: HTMLElement) => within(dialog).getByRole('log', { name: 'Conversation with Link' });
const chat = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-link-chat]')!;
async function ask(dialog: HTMLElement, question: string) {
  await userEvent.click(input(dialog));
  await userEvent.paste(question);
  await userEvent.keyboard('{Enter}');
}
/** Waits until the reply is complete (no message still arriving, the chat idle). */
async function replyDone(dialog: HTMLElement) {
  await waitFor(() => expect(chat(dialog)).toHaveAttribute('data-phase', 'idle'));
}
const toastNamed = (name: string) => screen.findByRole('alertdialog', { name });

const GREETING = "Hi Maya! I'm Link, your AI workplace advisor at Acme Robotics.";

/** Opened with no messages: the greeting (first name, organisation), suggested prompts and quick questions; the focus in the box. */
export const Greeting: Story = {
  play: async () => {
    const dialog = await popup();
    await waitFor(() => expect(conversation(dialog)).toHaveTextContent(GREETING));
    for (const card of POPUP_SUGGESTED_PROMPTS) await expect(within(dialog).getByRole('button', { name: card.title })).toBeVisible();
    for (const chip of QUICK_CHIPS) await expect(within(dialog).getByRole('button', { name: chip.label })).toBeInTheDocument();
    await expect(input(dialog)).toHaveFocus();
    await expect(within(dialog).getByText('Online')).toBeVisible();
    await expect(conversation(dialog)).toHaveAttribute('aria-live', 'polite');
  },
};

function sizeStory(name: PopupSizeName): Story {
  return {
    args: { size: name },
    play: async () => {
      const rect = (await popup()).getBoundingClientRect();
      await expect(Math.round(rect.width)).toBe(POPUP_SIZES[name].width);
      await expect(Math.round(rect.height)).toBe(POPUP_SIZES[name].height);
      await expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth - FLOATING_PANEL_MARGIN);
      await expect(Math.round(rect.bottom)).toBe(window.innerHeight - FLOATING_PANEL_MARGIN);
    },
  };
}

/** Opening at size sm (before the member chose one): 340x400, bottom-right 16 px from the edges. */
export const CompactSmall = sizeStory('sm');
/** Size md (the default): 420x520. */
export const CompactMedium = sizeStory('md');
/** Size lg, the larger window: 480x620. */
export const CompactLarge = sizeStory('lg');

/** The window's on-screen box, rounded. */
const box = (dialog: HTMLElement) => {
  const rect = dialog.getBoundingClientRect();
  return { x: Math.round(rect.left), y: Math.round(rect.top), width: Math.round(rect.width), height: Math.round(rect.height) };
};

/**
 * The header's 'Window size' menu offers exactly the spec's three sizes, Small 340 × 400, Medium 420 × 520 and Large
 * 480 × 620, the one shown checked and focused; by keyboard, Large makes the window 480x620 (still bottom-right), and
 * Small 340x400.
 */
export const WindowSizes: Story = {
  play: async () => {
    const dialog = await popup();
    within(dialog).getByRole('button', { name: WINDOW_SIZE_LABEL }).focus();
    await userEvent.keyboard('{Enter}');
    let menu = await page.findByRole('menu', { name: WINDOW_SIZE_LABEL });
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual(['Small340 × 400', 'Medium420 × 520', 'Large480 × 620']);
    await expect(within(menu).getByRole('menuitemradio', { name: /Medium/ })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    // The focus starts on the size shown.
    await expect(document.activeElement).toHaveAccessibleName(/Medium/);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(box(dialog)).toMatchObject(POPUP_SIZES.lg));
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth - FLOATING_PANEL_MARGIN);
    await expect(Math.round(rect.bottom)).toBe(window.innerHeight - FLOATING_PANEL_MARGIN);

    await userEvent.click(within(dialog).getByRole('button', { name: WINDOW_SIZE_LABEL }));
    menu = await page.findByRole('menu', { name: WINDOW_SIZE_LABEL });
    await expect(within(menu).getByRole('menuitemradio', { name: /Large/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Small/ }));
    await waitFor(() => expect(box(dialog)).toMatchObject(POPUP_SIZES.sm));

    // Escape closes the menu only: the chat stays open, the focus back on the menu's button.
    const trigger = within(dialog).getByRole('button', { name: WINDOW_SIZE_LABEL });
    await waitFor(() => expect(page.queryByRole('menu', { name: WINDOW_SIZE_LABEL })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    menu = await page.findByRole('menu', { name: WINDOW_SIZE_LABEL });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu', { name: WINDOW_SIZE_LABEL })).toBeNull());
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The size chosen, the place moved to and a resize are remembered in this browser, for the next opening and a reload. */
export const RemembersSizeAndPlace: Story = {
  play: async () => {
    const dialog = await popup();
    await userEvent.click(within(dialog).getByRole('button', { name: WINDOW_SIZE_LABEL }));
    await userEvent.click(within(await page.findByRole('menu', { name: WINDOW_SIZE_LABEL })).getByRole('menuitemradio', { name: /Large/ }));
    await waitFor(() => expect(box(dialog)).toMatchObject(POPUP_SIZES.lg));
    const before = box(dialog);
    within(dialog).getByRole('button', { name: 'Move window' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    const moved = { x: before.x - 2 * FLOATING_PANEL_KEYBOARD_STEP, y: before.y - FLOATING_PANEL_KEYBOARD_STEP };
    await waitFor(() => expect(box(dialog)).toMatchObject(moved));
    await expect(JSON.parse(localStorage.getItem(POPUP_WINDOW_STORAGE_KEY) ?? 'null')).toEqual({ size: POPUP_SIZES.lg, position: moved });
    // Made wider from its top-left handle: it grows to the left, and both its size and its place are kept.
    within(dialog).getByRole('button', { name: 'Resize window' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const wider = { x: moved.x - FLOATING_PANEL_KEYBOARD_STEP, y: moved.y, width: POPUP_SIZES.lg.width + FLOATING_PANEL_KEYBOARD_STEP, height: POPUP_SIZES.lg.height };
    await waitFor(() => expect(box(dialog)).toEqual(wider));
    await expect(JSON.parse(localStorage.getItem(POPUP_WINDOW_STORAGE_KEY) ?? 'null')).toEqual({
      size: { width: wider.width, height: wider.height },
      position: { x: wider.x, y: wider.y },
    });
  },
};

/** A reload: the window opens at the size and place it was left at (the `size` argument only counts until then). */
export const OpensAsLeft: Story = {
  args: { size: 'sm' },
  beforeEach: () => {
    localStorage.setItem(POPUP_WINDOW_STORAGE_KEY, JSON.stringify({ size: POPUP_SIZES.lg, position: { x: 40, y: 32 } }));
  },
  play: async () => {
    const dialog = await popup();
    await expect(box(dialog)).toEqual({ x: 40, y: 32, ...POPUP_SIZES.lg });
  },
};

/**
 * Left far right and low, and larger, in a wider window: opened in this one, it is drawn inside the viewport, 16 px
 * from its edges, its header in reach, as large and as far right and low as the viewport allows.
 */
export const OpensInsideASmallerViewport: Story = {
  beforeEach: () => {
    localStorage.setItem(POPUP_WINDOW_STORAGE_KEY, JSON.stringify({ size: { width: 1200, height: 1000 }, position: { x: 2400, y: 1500 } }));
  },
  play: async () => {
    const dialog = await popup();
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(FLOATING_PANEL_MARGIN);
    await expect(rect.top).toBeGreaterThanOrEqual(FLOATING_PANEL_MARGIN);
    await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth - FLOATING_PANEL_MARGIN);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight - FLOATING_PANEL_MARGIN);
    await expect(within(dialog).getByRole('button', { name: 'Close chat' })).toBeVisible();
    // As large as it was left, as far as this viewport allows; and as far right and low.
    const room = { width: document.documentElement.clientWidth - 2 * FLOATING_PANEL_MARGIN, height: window.innerHeight - 2 * FLOATING_PANEL_MARGIN };
    await expect(box(dialog)).toMatchObject({ width: Math.min(1200, room.width), height: Math.min(1000, room.height) });
    await expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth - FLOATING_PANEL_MARGIN);
    await expect(Math.round(rect.bottom)).toBe(window.innerHeight - FLOATING_PANEL_MARGIN);
  },
};

/** Minimised: a 280x60 bar that takes no focus; pressing it reopens the window, with the conversation. */
export const Minimized: Story = {
  args: { mode: 'minimized' },
  play: async ({ args }) => {
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    const bar = page.getByRole('button', { name: 'Open Link' });
    await expect(bar).not.toHaveFocus();
    const frame = bar.parentElement!;
    await Promise.all(frame.getAnimations().map((animation) => animation.finished));
    await expect(Math.round(frame.getBoundingClientRect().width)).toBe(280);
    await expect(Math.round(frame.getBoundingClientRect().height)).toBe(60);
    await userEvent.click(bar);
    await expect(args.onModeChange).toHaveBeenLastCalledWith('open');
    const dialog = await popup();
    await expect(conversation(dialog)).toHaveTextContent(GREETING);
    await waitFor(() => expect(input(dialog)).toHaveFocus());
    // Minimise from the header, and back.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Minimize chat' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('minimized');
    const restore = await page.findByRole('button', { name: 'Open Link' });
    await waitFor(() => expect(restore).toBeVisible());
  },
};

const FIVE_LINKS: AdvisorLink[] = [
  { kind: 'activity', label: 'Magic Questions', title: 'magic questions', activityId: 'magic-questions' },
  { kind: 'resource', label: 'The HEXACO Personality Inventory', title: 'The HEXACO Personality Inventory' },
  { kind: 'activities-page', label: 'All activities' },
  { kind: 'quick-connect', label: 'Quick Connect with Jordan', memberId: FIXTURE_IDS.jordan, name: 'Jordan Okafor' },
  { kind: 'calendar-event', label: 'Your calendar' },
];
const LINKED_REPLY = 'Try Magic Questions with Jordan this week, read about your profile, and find a time in your calendar.';

/**
 * A reply streamed in with a link of each of the five kinds beside its text (shown once the reply is complete); the
 * question and the reply are in the log as text; the question went with the popup's mode, limit and page.
 */
export const ReplyWithLinks: Story = {
  parameters: advisor({ replies: [{ text: LINKED_REPLY, links: FIVE_LINKS }] }),
  play: async ({ parameters }) => {
    const dialog = await popup();
    await ask(dialog, 'What should I do this week?');
    await expect(input(dialog)).toHaveValue('');
    await replyDone(dialog);
    const log = conversation(dialog);
    await expect(log).toHaveTextContent('You: What should I do this week?');
    await expect(log).toHaveTextContent(`Link: ${LINKED_REPLY}`);
    for (const link of FIVE_LINKS) await expect(within(log).getByRole('button', { name: link.label })).toBeVisible();
    // The suggestions are gone once the conversation has started.
    await expect(within(dialog).queryByRole('button', { name: QUICK_CHIPS[0]!.label })).not.toBeInTheDocument();
    const asked = (parameters.advisorMock as Mock).state.asked;
    await expect(asked).toHaveLength(1);
    await expect(asked[0]).toMatchObject({ chatMode: 'popup', maxTokens: 500, stream: true, context: { currentPage: '/' } });
    await expect(asked[0]!.messages).toEqual([{ role: 'user', content: 'What should I do this week?' }]);
  },
};

/** Following an activity link: the chat closes, /activities opens with the activity, the page is asked to open it, the toast says so. */
export const FollowActivityLink: Story = {
  parameters: advisor({ replies: [{ text: LINKED_REPLY, links: FIVE_LINKS }] }),
  play: async ({ args, canvas }) => {
    const opened: unknown[] = [];
    const stopListening = listen(CHANNELS.openActivity, (message) => opened.push(message));
    try {
      const dialog = await popup();
      await ask(dialog, 'An activity for Jordan and me?');
      await replyDone(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Magic Questions' }));
      await expect(await toastNamed('Opening "Magic Questions" activity')).toBeVisible();
      await expect(args.onClose).toHaveBeenCalledWith('navigate');
      await expect(page.queryByRole('dialog', { name: 'Link' })).not.toBeInTheDocument();
      // The navigation renders as a transition: the new page is there once React has drawn it, not at once.
      await expect(await canvas.findByText('Page: /activities')).toBeVisible();
      await expect(canvas.getByText('Navigation state: {"activity":"Magic Questions"}')).toBeVisible();
      await waitFor(() => expect(opened).toEqual([{ title: 'Magic Questions' }]));
    } finally {
      stopListening();
    }
  },
};

/** Following a Quick Connect link passes the colleague on; a resource link searches the library. */
export const FollowQuickConnectAndResourceLinks: Story = {
  parameters: advisor({ replies: [{ text: LINKED_REPLY, links: FIVE_LINKS }] }),
  play: async ({ canvas }) => {
    let dialog = await popup();
    await ask(dialog, 'Who should I meet?');
    await replyDone(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quick Connect with Jordan' }));
    await expect(await toastNamed('Opening Quick Connect page')).toBeVisible();
    await expect(await canvas.findByText('Page: /quick-connect')).toBeVisible();
    await expect(canvas.getByText(`Navigation state: {"memberId":"${FIXTURE_IDS.jordan}"}`)).toBeVisible();
    // The conversation is kept when the chat opens again.
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen the chat' }));
    dialog = await popup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'The HEXACO Personality Inventory' }));
    await expect(await toastNamed('Searching for resource: "The HEXACO Personality Inventory"')).toBeVisible();
    await expect(await canvas.findByText('Page: /resources')).toBeVisible();
    // The toast's key goes with it, for the resources page's answer to take its place.
    await expect(canvas.getByText(/^Navigation state: \{"resource":"The HEXACO Personality Inventory","toastKey":".+"\}$/)).toBeVisible();
  },
};

/** The popup over a page, and the real resources page at /resources (where a resource link goes). */
function OverResourcesPage(props: LinkPopupProps) {
  const location = useLocation();
  return location.pathname === '/resources' ? <ResourcesScreen /> : <Harness {...props} />;
}

/**
 * A resource link, followed to the real resources page: one toast at a time, the page's answer ('Found resource:
 * ...') in place of the link's 'Searching for resource: ...', not both at once.
 */
export const ResourceLinkOneToast: Story = {
  parameters: advisor({ replies: [{ text: LINKED_REPLY, links: FIVE_LINKS }] }),
  render: (args) => <OverResourcesPage {...args} />,
  play: async ({ canvas }) => {
    const dialog = await popup();
    await ask(dialog, 'What should I read about my profile?');
    await replyDone(dialog);
    within(dialog).getByRole('button', { name: 'The HEXACO Personality Inventory' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: RESOURCES_TITLE })).toBeVisible();
    await expect(await toastNamed('Found resource: The HEXACO Personality Inventory')).toBeVisible();
    await expect(page.queryByRole('alertdialog', { name: 'Searching for resource: "The HEXACO Personality Inventory"' })).toBeNull();
    await expect(page.getAllByRole('alertdialog')).toHaveLength(1);
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Each opening of the popup records one chat opened with Link, under a fresh session id (achievements count them). */
export const ChatOpenedRecorded: Story = {
  parameters: advisor(),
  play: async ({ canvas, parameters }) => {
    const sessions = (parameters.advisorMock as Mock).state.sessions;
    const dialog = await popup();
    await waitFor(() => expect(sessions).toHaveLength(1));
    await expect(sessions[0]).toMatch(UUID);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen the chat' }));
    await popup();
    await waitFor(() => expect(sessions).toHaveLength(2));
    await expect(sessions[1]).toMatch(UUID);
    await expect(sessions[1]).not.toBe(sessions[0]);
  },
};

/** Recording the opening fails: only logged; the chat works as ever. */
export const ChatOpenedNotRecorded: Story = {
  parameters: advisor({ failSessions: { status: 503, error: 'Service temporarily unavailable' } }),
  play: async () => {
    const dialog = await popup();
    await waitFor(() => expect(conversation(dialog)).toHaveTextContent(GREETING));
    await ask(dialog, 'Who should I meet?');
    await replyDone(dialog);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Waiting for the first words: typing dots, the send button disabled, and Enter does not send a second message. */
export const Waiting: Story = {
  parameters: advisor({ stall: true }),
  play: async ({ parameters }) => {
    const dialog = await popup();
    await ask(dialog, 'Are you there?');
    await waitFor(() => expect(chat(dialog)).toHaveAttribute('data-phase', 'waiting'));
    await expect(dialog.querySelector('[data-typing]')).toBeVisible();
    await expect(conversation(dialog)).toHaveTextContent('Link is typing...');
    await expect(conversation(dialog)).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(input(dialog), 'Another one{Enter}');
    await expect(input(dialog)).toHaveValue('Another one');
    await expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();
    // The chat shows 'waiting' as it sends; the mock records the question when the request reaches it.
    await waitFor(() => expect((parameters.advisorMock as Mock).state.asked).toHaveLength(1));
  },
};

/** Streaming: the words so far with a caret; the links wait for the end. */
export const Streaming: Story = {
  parameters: advisor({ holdEnd: true, replies: [{ text: LINKED_REPLY, links: FIVE_LINKS }] }),
  play: async () => {
    const dialog = await popup();
    await ask(dialog, 'What should I do this week?');
    await waitFor(() => expect(conversation(dialog)).toHaveTextContent(LINKED_REPLY));
    await expect(chat(dialog)).toHaveAttribute('data-phase', 'streaming');
    await expect(dialog.querySelector('[data-caret]')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Magic Questions' })).not.toBeInTheDocument();
  },
};

/** The advisor cannot be reached: the team variant of the offline reply streams in, with the toast. */
export const OfflineReply: Story = {
  parameters: advisor({ fail: { status: 502, error: 'Failed to connect to AI service' } }),
  play: async () => {
    const dialog = await popup();
    await ask(dialog, 'Suggest an activity for my team meeting');
    await expect(await toastNamed(OFFLINE_TOAST)).toBeVisible();
    await replyDone(dialog);
    await expect(conversation(dialog)).toHaveTextContent(OFFLINE_REPLIES.team);
  },
};

/** A stream that breaks half-way: what arrived is replaced by the offline reply (the connection variant). */
export const BrokenStream: Story = {
  parameters: advisor({ breakAfter: { pieces: 3, error: 'Request timed out. Please try again.' } }),
  play: async () => {
    const dialog = await popup();
    await ask(dialog, 'Who should I connect with?');
    await expect(await toastNamed(OFFLINE_TOAST)).toBeVisible();
    await replyDone(dialog);
    await expect(conversation(dialog)).toHaveTextContent(`Link: ${OFFLINE_REPLIES.connection}`);
    await expect(conversation(dialog)).not.toHaveTextContent('Try Magic');
  },
};

/** The server's rate limit: its words in a toast at the top, and no reply (not the offline one). */
export const ServerRateLimit: Story = {
  parameters: advisor({ fail: { status: 429, error: 'Rate limit exceeded. Please wait before trying again.' } }),
  play: async () => {
    const dialog = await popup();
    await ask(dialog, 'Hello');
    await expect(await toastNamed('Rate limit exceeded. Please wait before trying again.')).toBeVisible();
    await replyDone(dialog);
    await expect(conversation(dialog)).toHaveTextContent('You: Hello');
    await expect(conversation(dialog)).not.toHaveTextContent(OFFLINE_REPLIES.generic);
    await expect(page.queryByRole('alertdialog', { name: OFFLINE_TOAST })).not.toBeInTheDocument();
  },
};

/** The server's daily limit: its words in a toast at the top centre. */
export const ServerDailyLimit: Story = {
  parameters: advisor({ fail: { status: 429, error: 'Daily limit reached (35 per day). Resets in 5 hours.' } }),
  play: async () => {
    const dialog = await popup();
    await ask(dialog, 'Hello');
    const toast = await toastNamed('Daily limit reached (35 per day). Resets in 5 hours.');
    await expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
    await replyDone(dialog);
    await expect(conversation(dialog)).not.toHaveTextContent(OFFLINE_REPLIES.generic);
  },
};

/** The client's own daily count is used up (35 today): the toast, and no call at all; the text stays in the box. */
export const DailyLimitReached: Story = {
  parameters: advisor(),
  beforeEach: () => {
    localStorage.setItem(DAILY_USAGE_STORAGE_KEY, JSON.stringify({ [localDay(new Date())]: { 'gemini-chat': 35 } }));
  },
  play: async ({ parameters }) => {
    const dialog = await popup();
    await ask(dialog, 'One more?');
    const toast = await toastNamed(`Daily limit reached (35 per day). Resets in ${hoursLeft()} hours.`);
    await expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
    await expect(input(dialog)).toHaveValue('One more?');
    await expect((parameters.advisorMock as Mock).state.asked).toHaveLength(0);
  },
};
function hoursLeft() {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 3_600_000));
}

/** Less than a second after the last message: 'Please wait a moment before sending another message'. */
export const TooSoon: Story = {
  parameters: { ...advisor(), kindred: signedIn('/', (store) => store.set(lastSentAtAtom, Date.now() + 60_000)) },
  play: async ({ parameters }) => {
    const dialog = await popup();
    await ask(dialog, 'Quick question');
    await expect(await toastNamed(LIMIT_TEXT.tooSoon)).toBeVisible();
    await expect((parameters.advisorMock as Mock).state.asked).toHaveLength(0);
  },
};

/** The client's limiter (2 s between calls, 6 a minute) refuses: its own words. */
export const LimiterBlocks: Story = {
  parameters: { ...advisor(), kindred: signedIn('/', (store) => store.set(callTimesAtom, [Date.now() + 60_000])) },
  play: async ({ parameters }) => {
    const dialog = await popup();
    await ask(dialog, 'Quick question');
    await expect(await toastNamed(LIMIT_TEXT.limiter)).toBeVisible();
    await expect((parameters.advisorMock as Mock).state.asked).toHaveLength(0);
  },
};

/** A suggested prompt sends itself; Clear says 'Chat cleared!' and brings the greeting and suggestions back. */
export const SuggestionThenClear: Story = {
  parameters: advisor(),
  play: async ({ parameters }) => {
    const dialog = await popup();
    const card = POPUP_SUGGESTED_PROMPTS[0]!;
    await userEvent.click(within(dialog).getByRole('button', { name: card.title }));
    // The suggestions go; the focus goes to the box rather than being lost with them.
    await waitFor(() => expect(input(dialog)).toHaveFocus());
    await replyDone(dialog);
    await expect((parameters.advisorMock as Mock).state.asked[0]!.messages.at(-1)).toEqual({ role: 'user', content: card.prompt });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(await toastNamed(CHAT_CLEARED)).toBeVisible();
    await expect(conversation(dialog)).not.toHaveTextContent(card.prompt);
    await expect(conversation(dialog)).toHaveTextContent(GREETING);
    await expect(within(dialog).getByRole('button', { name: card.title })).toBeVisible();
  },
};

/** Enter sends; Shift+Enter adds a line; a blank message is ignored. */
export const Keys: Story = {
  parameters: advisor(),
  play: async ({ parameters }) => {
    const dialog = await popup();
    const box = input(dialog);
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('   {Enter}');
    await expect((parameters.advisorMock as Mock).state.asked).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.keyboard('First line{Shift>}{Enter}{/Shift}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
    await userEvent.keyboard('{Enter}');
    await replyDone(dialog);
    await expect((parameters.advisorMock as Mock).state.asked[0]!.messages.at(-1)!.content).toBe('First line\nSecond line');
  },
};

/** The send button sends too, and the focus stays in the box while the button waits for the reply. */
export const SendButton: Story = {
  parameters: advisor(),
  play: async ({ parameters }) => {
    const dialog = await popup();
    const send = within(dialog).getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await userEvent.type(input(dialog), 'Hello Link');
    await userEvent.click(send);
    await waitFor(() => expect(input(dialog)).toHaveFocus());
    await expect(input(dialog)).toHaveValue('');
    await replyDone(dialog);
    await expect((parameters.advisorMock as Mock).state.asked).toHaveLength(1);
  },
};

/** The sound toggle: muted is remembered in this browser. */
export const MuteSound: Story = {
  play: async () => {
    const dialog = await popup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mute sound' }));
    await expect(within(dialog).getByRole('button', { name: 'Unmute sound' })).toBeVisible();
    await expect(localStorage.getItem(SOUND_MUTED_STORAGE_KEY)).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmute sound' }));
    await expect(localStorage.getItem(SOUND_MUTED_STORAGE_KEY)).toBe('false');
  },
};

/** By keyboard: the resize handle grows the window with the arrow keys, the move handle moves it; both are named and described. */
export const KeyboardResizeAndMove: Story = {
  play: async () => {
    const dialog = await popup();
    const before = dialog.getBoundingClientRect();
    const resize = within(dialog).getByRole('button', { name: 'Resize window' });
    await expect(resize).toHaveAccessibleDescription(/arrow keys/);
    resize.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(Math.round(before.width) + FLOATING_PANEL_KEYBOARD_STEP);
    await expect(Math.round(dialog.getBoundingClientRect().height)).toBe(Math.round(before.height) + FLOATING_PANEL_KEYBOARD_STEP);
    const move = within(dialog).getByRole('button', { name: 'Move window' });
    move.focus();
    const start = dialog.getBoundingClientRect();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(Math.round(dialog.getBoundingClientRect().left)).toBe(Math.round(start.left) - FLOATING_PANEL_KEYBOARD_STEP);
    await expect(Math.round(dialog.getBoundingClientRect().top)).toBe(Math.round(start.top) - FLOATING_PANEL_KEYBOARD_STEP);
  },
};

/** Escape closes the chat, wherever the focus is inside it. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await popup();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(page.queryByRole('dialog', { name: 'Link' })).not.toBeInTheDocument();
  },
};

/** A prompt handed over with `send`: it goes by itself; without `send` it waits in the box. */
export const HandedOverPrompt: Story = {
  args: { request: { prompt: 'Plan my week', send: true, id: 1 } satisfies LinkOpenRequest },
  parameters: advisor(),
  play: async ({ parameters }) => {
    const dialog = await popup();
    await replyDone(dialog);
    await waitFor(() => expect((parameters.advisorMock as Mock).state.asked).toHaveLength(1));
    await expect(conversation(dialog)).toHaveTextContent('You: Plan my week');
  },
};

export const PromptInTheBox: Story = {
  args: { request: { prompt: 'Plan my week', send: false, id: 2 } satisfies LinkOpenRequest },
  parameters: advisor(),
  play: async ({ parameters }) => {
    const dialog = await popup();
    await waitFor(() => expect(input(dialog)).toHaveValue('Plan my week'));
    await expect((parameters.advisorMock as Mock).state.asked).toHaveLength(0);
  },
};

/** A phone: fixed to the bottom with 16 px margins, no move or resize handles. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await popup();
    await expect(within(dialog).queryByRole('button', { name: 'Move window' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Resize window' })).not.toBeInTheDocument();
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.left)).toBe(FLOATING_PANEL_MARGIN);
    await expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth - FLOATING_PANEL_MARGIN);
    await expect(Math.round(rect.bottom)).toBe(window.innerHeight - FLOATING_PANEL_MARGIN);
  },
};

/** The tab kept another member's conversation (they logged out, Maya signed in): it is never shown, and Maya is greeted. */
export const AnotherMembersConversation: Story = {
  parameters: {
    kindred: signedIn('/', (store) => {
      store.set(conversationOwnerAtom, FIXTURE_IDS.jordan);
      store.set(messagesAtom, [{ id: 'old', role: 'user', content: 'A question of Jordan', timestamp: 0, contextData: { currentPage: '/' } }]);
      store.set(draftAtom, 'A draft of Jordan');
    }),
  },
  play: async () => {
    const dialog = await popup();
    await waitFor(() => expect(conversation(dialog)).toHaveTextContent(GREETING));
    await expect(conversation(dialog)).not.toHaveTextContent('A question of Jordan');
    await expect(input(dialog)).toHaveValue('');
  },
};
