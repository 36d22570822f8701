import { ADVISOR_LIMITS } from '@kindred/contracts/api/advisor';
import { currentUserAtom } from '@kindred/features/auth';
import { organizationSelectionAtom, type UserOrganization } from '@kindred/features/profile';
import { ANALYTICS_STORAGE_KEY, ASK_LINK_STORAGE_KEY } from '@kindred/features/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createActivitiesMock } from '../../shared/mocks/activities-handlers.ts';
import { createAdvisorMock, DEFAULT_ADVISOR_REPLY, type AdvisorMockOptions } from '../../shared/mocks/advisor-handlers.ts';
import { createCalendarMock } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { createMockDbBeforeQuestionnaire, mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { createProfileHandlers, profileHandlers, profileScenarios } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { DAILY_USAGE_STORAGE_KEY, hoursUntilMidnight, localDay } from '../chat/limits.ts';
import { POPULAR_QUESTIONS, QUICK_CHIPS, WELCOME_PROMPT_CARDS } from '../content/conversation.ts';
import { INSIGHTS_MESSAGES_KEY, INSIGHTS_MODEL_KEY, INSIGHTS_TEXT, type InsightsMessage } from './insights-chat.ts';
import { INSIGHTS_TITLE, InsightsScreen } from './InsightsScreen.tsx';

const ACME: UserOrganization = {
  id: 'ACME',
  name: 'Acme Robotics',
  archetype: 'the explorer',
  description: '',
  showCommunityPage: true,
  isUsersOpen: true,
};

const signedIn: MockAppOptions = {
  signedInAs: FIXTURE_IDS.maya,
  route: '/insights',
  initStore: (store) => {
    store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya)));
    store.set(organizationSelectionAtom, { selectedOrganization: ACME, organizations: [ACME] });
  },
};

const calendar = createCalendarMock({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } });

/** The advisor's handlers for a story, with the mock kept for its play function. */
function advisor(options: AdvisorMockOptions = {}, extra: Record<string, unknown> = {}) {
  const mock = createAdvisorMock(options);
  return {
    parameters: {
      msw: { handlers: { profile: profileHandlers, calendar: calendar.handlers, activities: createActivitiesMock().handlers, advisor: mock.handlers, ...extra } },
      mock,
    },
  };
}
type Mock = ReturnType<typeof createAdvisorMock>;

const meta = {
  title: 'Features/Advisor/Insights page',
  component: InsightsScreen,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen', kindred: signedIn },
} satisfies Meta<typeof InsightsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const conversation = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: 'Conversation' }));
const input = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: 'Message Link' });

async function ask(canvas: ReturnType<typeof within>, question: string) {
  await userEvent.click(input(canvas));
  await userEvent.paste(question);
  await userEvent.keyboard('{Enter}');
}

/** Waits for the reply to be complete: its Copy button shows once it is. */
async function reply(canvas: ReturnType<typeof within>, text: string) {
  const list = conversation(canvas);
  await waitFor(() => expect(list.getByText(text)).toBeVisible());
  const item = list.getByText(text).closest('li') as HTMLElement;
  await waitFor(() => expect(within(item).getByRole('button', { name: 'Copy' })).toBeVisible());
  return within(item);
}

/** An empty conversation: the greeting by name and organisation, the eight topics, popular questions and the chips. */
export const Greeting: Story = {
  ...advisor(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: INSIGHTS_TITLE })).toBeVisible();
    await expect(conversation(canvas).getByText(/^Hi Maya! I'm Link, your AI workplace advisor at Acme Robotics\./)).toBeVisible();
    const topics = within(canvas.getByRole('heading', { name: 'Start with a topic' }).parentElement!);
    for (const card of WELCOME_PROMPT_CARDS) await expect(topics.getByRole('button', { name: card.title })).toBeVisible();
    await expect(topics.getAllByRole('listitem')).toHaveLength(8);
    for (const category of ['Networking', 'Calendar', 'Resources', 'Activities', 'Community', 'Self-Discovery', 'Collaboration']) {
      await expect(topics.getAllByText(category).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole('heading', { name: 'Popular questions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: POPULAR_QUESTIONS[0]! })).toBeVisible();
    const chips = within(canvas.getByRole('list', { name: 'Quick questions' }));
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(QUICK_CHIPS.map((chip) => chip.label));
    await expect(canvas.getByRole('radio', { name: 'Flash' })).toBeChecked();
    await expect(canvas.getByText('25 of 25 questions left today')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    // The persona beside the chat.
    await expect(await canvas.findByRole('list', { name: 'Your six traits' })).toBeVisible();
  },
};

/** '/' in an empty input opens the quick prompts; the one chosen goes into the input, ready to edit. */
export const QuickPromptsDrawer: Story = {
  ...advisor(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(input(canvas));
    await userEvent.keyboard('/');
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Quick prompts' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByRole('heading', { name: 'Popular questions' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Plan my week' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const plan = WELCOME_PROMPT_CARDS.find((card) => card.title === 'Plan my week')!.prompt;
    await expect(input(canvas)).toHaveValue(plan);
    await waitFor(() => expect(input(canvas)).toHaveFocus());
    // Shift+Enter adds a line instead of sending.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}more');
    await expect(input(canvas)).toHaveValue(`${plan}\nmore`);
  },
};

/**
 * A question: it joins the conversation, the input empties, the reply streams in with its link, then Copy, like and
 * dislike and its time. The request carries the member's context; like is recorded on the server and locally.
 */
export const StreamedReply: Story = {
  ...advisor(),
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement, parameters }) => {
    await ask(canvas, 'Which activity should I try with a colleague?');
    await expect(input(canvas)).toHaveValue('');
    await expect(conversation(canvas).getByText('Which activity should I try with a colleague?')).toBeVisible();
    const answer = await reply(canvas, DEFAULT_ADVISOR_REPLY.text);
    // Only the greeting was there: the topics and popular questions go once the conversation starts.
    await expect(canvas.queryByRole('heading', { name: 'Popular questions' })).toBeNull();
    await expect(answer.getByRole('button', { name: 'Magic Questions' })).toBeVisible();
    await expect(answer.getByRole('radio', { name: 'Like' })).toBeVisible();
    await expect(answer.getByRole('radio', { name: 'Dislike' })).toBeVisible();
    await expect(answer.getByText('Flash')).toBeVisible();
    await expect(conversation(canvas).getByText(DEFAULT_ADVISOR_REPLY.text).closest('li')!.querySelector('time')).not.toBeNull();

    const [body] = (parameters.mock as Mock).state.asked;
    await expect(body).toMatchObject({ chatMode: 'insights', model: 'flash' });
    await expect(body!.messages).toEqual([{ role: 'user', content: 'Which activity should I try with a colleague?' }]);
    await expect(body!.context).toMatchObject({ currentPage: '/insights', version: '3.1.0', user: { name: 'Maya Chen', organization: 'Acme Robotics' } });

    await userEvent.click(answer.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(DEFAULT_ADVISOR_REPLY.text);
    await expect(await page(canvasElement).findByText(INSIGHTS_TEXT.copied)).toBeVisible();

    await userEvent.click(answer.getByRole('radio', { name: 'Like' }));
    await expect(await page(canvasElement).findByText('Feedback recorded! This helps us improve AI responses.')).toBeVisible();
    await expect(answer.getByRole('radio', { name: 'Like' })).toBeChecked();
    await waitFor(() => expect((parameters.mock as Mock).state.feedback).toEqual([expect.objectContaining({ messageId: 'reply-1', feedback: 'like', chatMode: 'insights', currentPage: '/insights' })]));
    const events = JSON.parse(localStorage.getItem(ANALYTICS_STORAGE_KEY) ?? '[]') as { type: string }[];
    await expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['ai_chat_session', 'ai_message_sent', 'ai_model_used', 'ai_feedback']));

    await userEvent.click(answer.getByRole('radio', { name: 'Dislike' }));
    await expect(answer.getByRole('radio', { name: 'Dislike' })).toBeChecked();
    await waitFor(() => expect((parameters.mock as Mock).state.feedback.at(-1)?.feedback).toBe('dislike'));

    // The link is followed by Link's own rule: the activity's page, with its toast.
    await userEvent.click(answer.getByRole('button', { name: 'Magic Questions' }));
    await expect(await page(canvasElement).findByText('Opening "Magic Questions" activity')).toBeVisible();
  },
};

/** A page that composes its own navigation can take the links itself. */
export const FollowLinkOverride: Story = {
  ...advisor({ replies: [{ text: 'Book a Quick Connect with Jordan.', links: [{ kind: 'quick-connect', label: 'Quick Connect with Jordan', memberId: FIXTURE_IDS.jordan }] }] }),
  args: { onFollowLink: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('list', { name: 'Quick questions' })).getByRole('button', { name: 'Who to connect with' }));
    const answer = await reply(canvas, 'Book a Quick Connect with Jordan.');
    await userEvent.click(answer.getByRole('button', { name: 'Quick Connect with Jordan' }));
    await expect(args.onFollowLink).toHaveBeenCalledWith({ kind: 'quick-connect', label: 'Quick Connect with Jordan', memberId: FIXTURE_IDS.jordan });
  },
};

/** While Link works on the question: the empty reply says 'Analyzing...', and the send button waits. */
export const Analyzing: Story = {
  ...advisor({ stall: true }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: WELCOME_PROMPT_CARDS[0]!.title }));
    await expect(await conversation(canvas).findByText(INSIGHTS_TEXT.analyzing)).toBeVisible();
    await expect(conversation(canvas).getByText(WELCOME_PROMPT_CARDS[0]!.prompt)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Send/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: INSIGHTS_TEXT.analyzing })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Quick questions' })).getByRole('button', { name: 'Self-care tip' })).toBeDisabled();
  },
};

/** The service fails: the empty reply is removed, the question stays, and the toast says why. */
export const Failure: Story = {
  ...advisor({ fail: { status: 502, error: 'The AI provider did not answer.' } }),
  play: async ({ canvas, canvasElement }) => {
    await ask(canvas, 'Hello?');
    await expect(await page(canvasElement).findByText('Failed to connect to AI service: The AI provider did not answer.')).toBeVisible();
    const items = conversation(canvas).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items.at(-1)).toHaveTextContent('Hello?');
    await expect(conversation(canvas).queryByText(INSIGHTS_TEXT.analyzing)).toBeNull();
  },
};

/** The server's own limit: its words, at top centre. */
export const ServerLimit: Story = {
  ...advisor({ fail: { status: 429, error: 'Rate limit exceeded. Please wait before trying again.' } }),
  play: async ({ canvas, canvasElement }) => {
    await ask(canvas, 'Hello?');
    await expect(await page(canvasElement).findByText('Rate limit exceeded. Please wait before trying again.')).toBeVisible();
    await expect(page(canvasElement).queryByText(/Failed to connect/)).toBeNull();
  },
};

/**
 * The clock held still while a story runs, so that two questions are within the limiter's 2 s of each other however
 * long the first reply takes on a busy machine (with a running clock, one that took 2 s let the second through).
 */
function holdClockStill() {
  // Not a spy: Storybook's instrumented spies read Date.now themselves.
  const running = Date.now;
  const still = running();
  Date.now = () => still;
  return () => {
    Date.now = running;
  };
}

/** How far a movable clock is ahead of the real one. */
let clockAhead = 0;
/** A clock the play moves on by hand (past the minimum gap between two questions) rather than waiting for it. */
function movableClock() {
  const running = Date.now;
  clockAhead = 0;
  Date.now = () => running() + clockAhead;
  return () => {
    Date.now = running;
  };
}
/** Past the minimum gap between two questions. */
const nextQuestionAllowed = () => {
  clockAhead += ADVISOR_LIMITS.minGapMs;
};

/** Two questions within 2 s: the second is held back with Flash's words, and never leaves. */
export const FlashLimit: Story = {
  ...advisor(),
  beforeEach: holdClockStill,
  play: async ({ canvas, canvasElement, parameters }) => {
    await ask(canvas, 'First question');
    await reply(canvas, DEFAULT_ADVISOR_REPLY.text);
    await ask(canvas, 'Second question');
    await expect(await page(canvasElement).findByText(INSIGHTS_TEXT.limiter.flash)).toBeVisible();
    await expect(input(canvas)).toHaveValue('Second question');
    await expect((parameters.mock as Mock).state.asked).toHaveLength(1);
  },
};

/** Flash's 25 a day are used up: 'Daily limit reached (25 per day). Resets in H hours.' */
export const DailyLimit: Story = {
  ...advisor(),
  beforeEach: () => {
    localStorage.setItem(DAILY_USAGE_STORAGE_KEY, JSON.stringify({ [localDay(new Date())]: { 'gemini-insights-flash': 25 } }));
  },
  play: async ({ canvas, canvasElement, parameters }) => {
    await expect(canvas.getByText('0 of 25 questions left today')).toBeVisible();
    await ask(canvas, 'One more?');
    const hours = hoursUntilMidnight(new Date());
    await expect(await page(canvasElement).findByText(`Daily limit reached (25 per day). Resets in ${hours} hours.`)).toBeVisible();
    await expect((parameters.mock as Mock).state.asked).toHaveLength(0);
  },
};

/** Switching to Pro is remembered; Pro has no questions a day by default, so it says so and sends nothing. */
export const ProModel: Story = {
  ...advisor(),
  play: async ({ canvas, canvasElement, parameters }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pro' }));
    await expect(canvas.getByRole('radio', { name: 'Pro' })).toBeChecked();
    await expect(localStorage.getItem(INSIGHTS_MODEL_KEY)).toBe('"pro"');
    await expect(canvas.getByText('Pro is not available today')).toBeVisible();
    await ask(canvas, 'Think hard about this');
    const hours = hoursUntilMidnight(new Date());
    await expect(await page(canvasElement).findByText(`Daily limit reached (0 per day). Resets in ${hours} hours.`)).toBeVisible();
    await expect((parameters.mock as Mock).state.asked).toHaveLength(0);
  },
};

/** Where Pro is allowed (a daily limit of 10 here): replies come from Pro, and a second question within 2 s gets Pro's words. */
export const ProLimit: Story = {
  ...advisor(),
  args: { dailyLimits: { pro: 10 } },
  beforeEach: () => {
    localStorage.setItem(INSIGHTS_MODEL_KEY, '"pro"');
    return holdClockStill();
  },
  play: async ({ canvas, canvasElement, parameters }) => {
    await expect(canvas.getByRole('radio', { name: 'Pro' })).toBeChecked();
    await expect(canvas.getByText('10 of 10 questions left today')).toBeVisible();
    await ask(canvas, 'First');
    const answer = await reply(canvas, DEFAULT_ADVISOR_REPLY.text);
    await expect(answer.getByText('Pro')).toBeVisible();
    await expect((parameters.mock as Mock).state.asked[0]?.model).toBe('pro');
    await ask(canvas, 'Second');
    await expect(await page(canvasElement).findByText(INSIGHTS_TEXT.limiter.pro)).toBeVisible();
  },
};

const STORED: InsightsMessage[] = [
  { id: 'greeting-welcome', role: 'assistant', content: '', timestamp: Date.UTC(2026, 10, 24, 9), contextData: { currentPage: '/insights' }, greeting: 'welcome' },
  { id: 'user-1', role: 'user', content: 'How do I prepare for my one-to-one?', timestamp: Date.UTC(2026, 10, 24, 9, 1), contextData: { currentPage: '/insights' } },
  {
    id: 'reply-a',
    role: 'assistant',
    content: 'Write down two things you want to learn about Jordan, and one thing you can offer.',
    timestamp: Date.UTC(2026, 10, 24, 9, 2),
    contextData: { currentPage: '/insights' },
    replyId: 'reply-a',
    model: 'flash',
    feedback: 'like',
  },
];

/** The conversation of this tab is restored on load; 'New chat' starts over with 'Welcome back' and clears it. */
export const RestoredHistory: Story = {
  ...advisor(),
  beforeEach: () => {
    sessionStorage.setItem(INSIGHTS_MESSAGES_KEY, JSON.stringify(STORED));
    return movableClock();
  },
  play: async ({ canvas, parameters }) => {
    const list = conversation(canvas);
    await expect(list.getByText('How do I prepare for my one-to-one?')).toBeVisible();
    const answer = within(list.getByText(STORED[2]!.content).closest('li') as HTMLElement);
    await expect(answer.getByRole('radio', { name: 'Like' })).toBeChecked();
    await expect(canvas.queryByRole('heading', { name: 'Popular questions' })).toBeNull();

    // The next question goes with the restored turns.
    await ask(canvas, 'And after it?');
    await reply(canvas, DEFAULT_ADVISOR_REPLY.text);
    await expect((parameters.mock as Mock).state.asked[0]?.messages).toEqual([
      { role: 'user', content: 'How do I prepare for my one-to-one?' },
      { role: 'assistant', content: STORED[2]!.content },
      { role: 'user', content: 'And after it?' },
    ]);
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(INSIGHTS_MESSAGES_KEY) ?? '[]')).toHaveLength(5));

    // A restored conversation is the same chat going on: asking in it opens no chat.
    await expect((parameters.mock as Mock).state.sessions).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'New chat' }));
    await expect(await list.findByText(/^Welcome back, Maya!/)).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(sessionStorage.getItem(INSIGHTS_MESSAGES_KEY)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Popular questions' })).toBeVisible();
    // The new conversation's first question opens one.
    nextQuestionAllowed();
    await ask(canvas, 'Something for today?');
    await reply(canvas, DEFAULT_ADVISOR_REPLY.text);
    await expect((parameters.mock as Mock).state.sessions).toHaveLength(1);
  },
};

/**
 * A chat with Link is opened by asking Link something (achievements' 'AI Explorer' counts it): visiting the page,
 * or 'New chat' alone, opens none. A conversation's first question opens one, its follow-ups none, and each new
 * conversation's first question another, with a fresh session id.
 */
export const ChatsOpened: Story = {
  ...advisor({ replies: [{ text: 'First answer.' }, { text: 'Second answer.' }, { text: 'Third answer.' }] }),
  beforeEach: movableClock,
  play: async ({ canvas, parameters }) => {
    const sessions = (parameters.mock as Mock).state.sessions;
    await expect(await conversation(canvas).findByText(/^Hi Maya/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New chat' }));
    await expect(await conversation(canvas).findByText(/^Welcome back, Maya!/)).toBeVisible();
    // The page's load and 'New chat' were no chat: the first question is (its record is sent before the question).
    await ask(canvas, 'Who should I meet this week?');
    await reply(canvas, 'First answer.');
    await expect(sessions).toHaveLength(1);
    nextQuestionAllowed();
    await ask(canvas, 'And after that?');
    await reply(canvas, 'Second answer.');
    await expect(sessions).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'New chat' }));
    nextQuestionAllowed();
    await ask(canvas, 'A five-minute activity?');
    await reply(canvas, 'Third answer.');
    await expect(sessions).toHaveLength(2);
    await expect(new Set(sessions).size).toBe(2);
  },
};

/** 'Ask Link' on another page: the prompt fills the input, focused and highlighted for 2.5 s; its context goes with it. */
export const AskLinkHandover: Story = {
  ...advisor(),
  beforeEach: () => {
    sessionStorage.setItem(
      ASK_LINK_STORAGE_KEY,
      JSON.stringify({
        prompt: 'How could I run "Magic Questions" with a colleague?',
        context: { type: 'activity', title: 'Magic Questions', description: 'Three rounds of questions.', category: 'Connection' },
      }),
    );
  },
  play: async ({ canvas, parameters }) => {
    const box = input(canvas);
    await waitFor(() => expect(box).toHaveValue('How could I run "Magic Questions" with a colleague?'));
    await expect(box).toHaveFocus();
    const highlight = box.closest('[data-highlighted]');
    await expect(highlight).not.toBeNull();
    await waitFor(() => expect(box.closest('[data-highlighted]')).toBeNull());
    await expect(sessionStorage.getItem(ASK_LINK_STORAGE_KEY)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await reply(canvas, DEFAULT_ADVISOR_REPLY.text);
    await expect((parameters.mock as Mock).state.asked[0]?.context).toMatchObject({
      pageContext: { type: 'activity', title: 'Magic Questions', description: 'Three rounds of questions.', category: 'Connection' },
    });
  },
};

/** A trait's dialog offers 'Ask Link about this': the question is put in the input with the trait as its context. */
export const AskAboutTrait: Story = {
  ...advisor(),
  play: async ({ canvas, canvasElement }) => {
    const traits = await canvas.findByRole('list', { name: 'Your six traits' });
    await userEvent.click(within(traits).getByRole('button', { name: /Extraversion/ }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Extraversion' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask Link about this' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(input(canvas)).toHaveValue('What does my Extraversion score mean for how I work, and how can I use it well?');
  },
};

/** The archetype card offers 'Ask Link about this' too: the question about the member's archetype goes in the input, focused. */
export const AskAboutArchetype: Story = {
  ...advisor(),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('complementary', { name: 'Your persona' });
    const ask = await within(panel).findByRole('button', { name: 'Ask Link about this' });
    await userEvent.click(ask);
    // Maya is The Storyteller.
    await expect(input(canvas)).toHaveValue('What does being The Storyteller mean for how I work with others, and what should I watch for?');
    await waitFor(() => expect(input(canvas)).toHaveFocus());
  },
};

/** While the profile loads, the persona's place holds a skeleton; the chat works already. */
export const LoadingPersona: Story = {
  ...advisor({}, { profile: [profileScenarios.profileLoading, ...profileHandlers] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: INSIGHTS_TITLE })).toBeVisible();
    await expect(canvas.getByText('Loading your persona...')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Your six traits' })).toBeNull();
    await expect(input(canvas)).toBeEnabled();
  },
};

/** Maya before her questionnaire (no HEXACO scores, no archetype). */
const mayaBeforeQuestionnaire = createMockDbBeforeQuestionnaire(FIXTURE_IDS.maya);
const beforeTheQuestionnaire = advisor({}, { profile: createProfileHandlers({ db: mayaBeforeQuestionnaire }) });

/**
 * A member who has not taken the questionnaire: the persona says why it has no traits and no archetype, with the way
 * to the questionnaire; the chat with Link works all the same.
 */
export const BeforeTheQuestionnaire: Story = {
  parameters: {
    ...beforeTheQuestionnaire.parameters,
    kindred: { ...signedIn, db: mayaBeforeQuestionnaire },
  },
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('complementary', { name: 'Your persona' }));
    await expect(panel.getByText(/You have not taken the personality questionnaire yet/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Take the personality questionnaire' })).toHaveAttribute('href', '/questionnaire');
    await expect(panel.queryByRole('list', { name: 'Your six traits' })).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Ask Link about this' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Start with a topic' })).toBeVisible();
    await expect(input(canvas)).toBeEnabled();
  },
};
