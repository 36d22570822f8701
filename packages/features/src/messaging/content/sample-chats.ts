/**
 * Sample data for the mock messaging screen (docs/product.md#what-it-keeps "Mock chat"; the
 * screen is simulated, docs/decisions.md#what-the-specification-simulates): conversations with mentors, mentees and
 * connections. The people are fictional. Nobody has an avatar image; the UI
 * shows initials.
 *
 * Times are relative, so the sample always looks current: build it with
 * `createSampleChats(now)`.
 */
import * as z from 'zod/mini';

const MESSAGE_STATUSES = ['sending', 'sent', 'delivered', 'read'] as const;

export const CURRENT_USER_ID = 'current-user';

const chatParticipantSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  avatarUrl: z.optional(z.string()),
});
type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1)),
  timestamp: z.iso.datetime(),
  sender: chatParticipantSchema,
  isCurrentUser: z.boolean(),
  status: z.enum(MESSAGE_STATUSES),
});
type ChatMessage = z.infer<typeof chatMessageSchema>;

export const mockChatSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  avatarUrl: z.optional(z.string()),
  lastMessage: z.string(),
  timestamp: z.iso.datetime(),
  unreadCount: z.number().check(z.int(), z.gte(0)),
  isOnline: z.boolean(),
  isConnection: z.boolean(),
  isMentor: z.boolean(),
  isMentee: z.boolean(),
});
type MockChat = z.infer<typeof mockChatSchema>;

export interface SampleChats {
  chats: MockChat[];
  /** Messages per chat id, oldest first. */
  messages: Record<string, ChatMessage[]>;
}

type Relationship = 'mentor' | 'mentee' | 'connection';

interface SampleLine {
  /** Minutes before `now`. */
  minutesAgo: number;
  fromMe: boolean;
  content: string;
}

interface SampleConversation {
  id: string;
  name: string;
  relationship: Relationship;
  isOnline: boolean;
  /** How many of the other person's last messages are still unread. */
  unread: number;
  lines: SampleLine[];
}

const HOUR = 60;
const DAY = 24 * HOUR;

const CONVERSATIONS: SampleConversation[] = [
  {
    id: 'chat-amara-okafor',
    name: 'Amara Okafor',
    relationship: 'mentor',
    isOnline: true,
    unread: 1,
    lines: [
      {
        minutesAgo: 2 * DAY,
        fromMe: false,
        content: 'Hi! Great to be paired up. What would you like to get out of our mentoring sessions?',
      },
      {
        minutesAgo: 2 * DAY - 30,
        fromMe: true,
        content: "Thanks, Amara! I'd like to get better at presenting design decisions to stakeholders.",
      },
      {
        minutesAgo: 2 * DAY - 45,
        fromMe: false,
        content: "That's a great focus. Bring a recent deck to our next session and we'll walk through it together.",
      },
      { minutesAgo: 3 * HOUR, fromMe: true, content: 'Will do. Is Thursday afternoon still good for you?' },
      { minutesAgo: 1 * HOUR, fromMe: false, content: 'Thursday at 2 works. See you then!' },
    ],
  },
  {
    id: 'chat-kenji-watanabe',
    name: 'Kenji Watanabe',
    relationship: 'mentor',
    isOnline: false,
    unread: 0,
    lines: [
      {
        minutesAgo: 1 * DAY + 5 * HOUR,
        fromMe: true,
        content:
          'Hi Kenji, I read the guide you shared on running retrospectives. Starting with what went well really stuck with me.',
      },
      {
        minutesAgo: 1 * DAY + 2 * HOUR,
        fromMe: false,
        content: 'Glad it helped. Try it in your next team retro and let me know how it goes.',
      },
      {
        minutesAgo: 1 * DAY + 2 * HOUR - 2,
        fromMe: false,
        content: 'One tip: keep the action list to two or three items, or nothing gets done.',
      },
    ],
  },
  {
    id: 'chat-sofia-marquez',
    name: 'Sofia Márquez',
    relationship: 'mentee',
    isOnline: true,
    unread: 0,
    lines: [
      {
        minutesAgo: 3 * DAY,
        fromMe: false,
        content: "Hi! Thanks for agreeing to mentor me. I'm preparing for my first role leading a project.",
      },
      {
        minutesAgo: 3 * DAY - 20,
        fromMe: true,
        content: "Congratulations! Let's start with what worries you most about it.",
      },
      {
        minutesAgo: 3 * DAY - 35,
        fromMe: false,
        content: 'Mostly running meetings with people who are more senior than me.',
      },
      {
        minutesAgo: 5 * HOUR,
        fromMe: true,
        content: "That's very common. Let's practice one together next week. Could you draft an agenda beforehand?",
      },
    ],
  },
  {
    id: 'chat-tomasz-nowak',
    name: 'Tomasz Nowak',
    relationship: 'mentee',
    isOnline: false,
    unread: 2,
    lines: [
      {
        minutesAgo: 4 * DAY,
        fromMe: true,
        content: 'Good session today. Next time, bring one report you would like to automate.',
      },
      {
        minutesAgo: 3 * HOUR,
        fromMe: false,
        content: 'Quick question before our next session: should I learn SQL or Python first?',
      },
      {
        minutesAgo: 3 * HOUR - 1,
        fromMe: false,
        content: 'For context, most of my work right now is building reports.',
      },
    ],
  },
  {
    id: 'chat-priya-raman',
    name: 'Priya Raman',
    relationship: 'connection',
    isOnline: true,
    unread: 1,
    lines: [
      {
        minutesAgo: 6 * HOUR,
        fromMe: false,
        content: 'Hey! We were matched this week. I noticed we both got The Explorer as our archetype.',
      },
      { minutesAgo: 5 * HOUR, fromMe: true, content: 'Hi Priya! I saw that too. Would you like to do a Quick Connect?' },
      { minutesAgo: 20, fromMe: false, content: 'Definitely. How about a Walk & Talk on Friday morning?' },
    ],
  },
  {
    id: 'chat-jordan-blake',
    name: 'Jordan Blake',
    relationship: 'connection',
    isOnline: false,
    unread: 0,
    lines: [
      { minutesAgo: 2 * DAY + 3 * HOUR, fromMe: true, content: 'Thanks for the shout-out in the team meeting, Jordan!' },
      {
        minutesAgo: 2 * DAY + 2 * HOUR,
        fromMe: false,
        content: 'You earned it. The launch checklist saved us a lot of back and forth.',
      },
    ],
  },
  {
    id: 'chat-layla-haddad',
    name: 'Layla Haddad',
    relationship: 'connection',
    isOnline: true,
    unread: 0,
    lines: [
      {
        minutesAgo: 1 * DAY,
        fromMe: false,
        content: "Do you know a good resource on giving feedback? I've got my first review cycle coming up.",
      },
      {
        minutesAgo: 1 * DAY - 10,
        fromMe: true,
        content: "Try 'The Feedback Equation' by Lara Hogan. It's short and practical, and it's in our resources library.",
      },
      { minutesAgo: 1 * DAY - 12, fromMe: false, content: 'Perfect, thank you!' },
    ],
  },
  {
    id: 'chat-mateo-silva',
    name: 'Mateo Silva',
    relationship: 'connection',
    isOnline: false,
    unread: 0,
    lines: [
      {
        minutesAgo: 5 * DAY,
        fromMe: false,
        content: "Are you coming to the Skill Share on Wednesday? I'm teaching a few spreadsheet shortcuts.",
      },
      { minutesAgo: 5 * DAY - 15, fromMe: true, content: "Wouldn't miss it!" },
    ],
  },
];

const YOU: ChatParticipant = { id: CURRENT_USER_ID, name: 'You' };

/** The sample conversations, with times counted back from `now`. */
export function createSampleChats(now: Date = new Date()): SampleChats {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const chats: MockChat[] = [];
  const messages: Record<string, ChatMessage[]> = {};

  for (const conversation of CONVERSATIONS) {
    const other: ChatParticipant = { id: conversation.id.replace(/^chat-/, 'member-'), name: conversation.name };
    const lines = [...conversation.lines].sort((a, b) => b.minutesAgo - a.minutesAgo);
    const unreadFrom = lines.length - conversation.unread;
    const list: ChatMessage[] = lines.map((line, index) => ({
      id: `${conversation.id}-${index + 1}`,
      content: line.content,
      timestamp: at(line.minutesAgo),
      sender: line.fromMe ? YOU : other,
      isCurrentUser: line.fromMe,
      // My messages: read once they have replied, delivered otherwise. Theirs: read unless still unread.
      status: line.fromMe
        ? lines.slice(index + 1).some((later) => !later.fromMe)
          ? 'read'
          : 'delivered'
        : index >= unreadFrom
          ? 'delivered'
          : 'read',
    }));
    messages[conversation.id] = list;
    const last = list[list.length - 1];
    chats.push({
      id: conversation.id,
      name: conversation.name,
      lastMessage: last?.content ?? '',
      timestamp: last?.timestamp ?? at(0),
      unreadCount: conversation.unread,
      isOnline: conversation.isOnline,
      isConnection: conversation.relationship === 'connection',
      isMentor: conversation.relationship === 'mentor',
      isMentee: conversation.relationship === 'mentee',
    });
  }

  chats.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return { chats, messages };
}

/** Replies for the simulated other side of a conversation (docs/product.md#states: 70% chance, after 1.5 to 3.5 s). */
export const SIMULATED_REPLIES: readonly string[] = [
  'Thanks for the message! Let me get back to you on that later today.',
  'Good question. Let me think about it and reply properly this afternoon.',
  'Sounds good to me.',
  'Thanks, that helps a lot.',
  'Could we pick this up in our next Quick Connect?',
];
