/**
 * The words that start conversations with Link, the workplace advisor, and
 * between colleagues (docs/product.md#screens-and-routes, #constants-and-limits): conversation-starter prompts, the
 * insights page's welcome cards, quick chips and popular questions, and the
 * preset prompts the quick-actions menu sends.
 */
import * as z from 'zod/mini';

// Conversation starters: five fixed prompts for two colleagues, one per topic.

const CONVERSATION_STARTER_TOPICS = [
  'work-achievements',
  'challenges',
  'skills',
  'work-environment',
  'motivation',
] as const;

export const conversationStarterSchema = z.object({
  topic: z.enum(CONVERSATION_STARTER_TOPICS),
  label: z.string().check(z.minLength(1)),
  prompt: z.string().check(z.minLength(1)),
});
export type ConversationStarter = z.infer<typeof conversationStarterSchema>;

export const CONVERSATION_STARTERS: readonly ConversationStarter[] = [
  {
    topic: 'work-achievements',
    label: 'Work achievements',
    prompt: 'What is a recent piece of work you are proud of, and what made it go well?',
  },
  {
    topic: 'challenges',
    label: 'Challenges',
    prompt: 'What is a challenge you are working through at the moment, and what would help?',
  },
  {
    topic: 'skills',
    label: 'Skills',
    prompt: 'What is a skill you would like to learn, and one you could teach someone else?',
  },
  {
    topic: 'work-environment',
    label: 'Work environment',
    prompt: 'What does a good working day look like for you, from where you work to how you like to communicate?',
  },
  {
    topic: 'motivation',
    label: 'Motivation',
    prompt: 'What keeps you motivated at work, and what drains your energy?',
  },
];

// Welcome prompt cards on the insights page: eight, in this order of categories.

const WELCOME_PROMPT_CATEGORIES = [
  'Networking',
  'Calendar',
  'Resources',
  'Activities',
  'Community',
  'Self-Discovery',
  'Collaboration',
] as const;

export const welcomePromptCardSchema = z.object({
  category: z.enum(WELCOME_PROMPT_CATEGORIES),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  prompt: z.string().check(z.minLength(1)),
  /** A lucide-react icon name. */
  icon: z.string().check(z.regex(/^[A-Z][A-Za-z0-9]*$/)),
});
export type WelcomePromptCard = z.infer<typeof welcomePromptCardSchema>;

export const WELCOME_PROMPT_CARDS: readonly WelcomePromptCard[] = [
  {
    category: 'Networking',
    title: 'Find people to connect with',
    description: 'Colleagues whose strengths complement yours',
    prompt:
      'Based on my personality profile, what kinds of colleagues should I connect with, and how could I start the conversation?',
    icon: 'Users',
  },
  {
    category: 'Calendar',
    title: 'Plan my week',
    description: 'Make room for connection in a busy schedule',
    prompt: 'Look at my calendar for this week and suggest a good time for a 20-minute Quick Connect.',
    icon: 'CalendarDays',
  },
  {
    category: 'Resources',
    title: 'Something to read or watch',
    description: 'A resource that fits where you are right now',
    prompt: 'Recommend one resource from the library that suits my profile, and tell me why it is worth my time.',
    icon: 'BookOpen',
  },
  {
    category: 'Activities',
    title: 'Pick a team activity',
    description: "An idea for your team's next meeting",
    prompt: "Suggest an activity for my team's next meeting that takes under 30 minutes, and tell me how to run it.",
    icon: 'Puzzle',
  },
  {
    category: 'Community',
    title: 'Meet people beyond my team',
    description: 'Ways to get to know your organization',
    prompt: 'How can I get to know people outside my own team in my organization?',
    icon: 'Building2',
  },
  {
    category: 'Self-Discovery',
    title: 'Understand my profile',
    description: 'What your traits mean at work',
    prompt:
      'Explain my personality profile and archetype in plain language. What are my strengths at work, and what should I watch out for?',
    icon: 'Sparkles',
  },
  {
    category: 'Calendar',
    title: 'Prepare for my next meeting',
    description: 'Make your next event more useful',
    prompt: 'Help me prepare for my next calendar event: what should I do beforehand, and what questions could I ask?',
    icon: 'CalendarClock',
  },
  {
    category: 'Collaboration',
    title: 'Work well with different styles',
    description: 'Bridge the gap with colleagues unlike you',
    prompt: 'How can I work well with a colleague whose personality is very different from mine?',
    icon: 'Handshake',
  },
];

// Quick chips under the insights input: a short label and the prompt it sends.

export const quickChipSchema = z.object({
  label: z.string().check(z.minLength(1)),
  prompt: z.string().check(z.minLength(1)),
});
export type QuickChip = z.infer<typeof quickChipSchema>;

export const QUICK_CHIPS: readonly QuickChip[] = [
  {
    label: 'Check my schedule',
    prompt: 'What does my schedule look like today and this week? Is there a good time for a short Quick Connect?',
  },
  {
    label: 'Resource for today',
    prompt: 'Recommend one resource I could read or watch today, based on my profile.',
  },
  {
    label: 'Who to connect with',
    prompt: 'Who should I connect with next, and what could we talk about?',
  },
  {
    label: '5-min activity',
    prompt: 'Suggest a 5-minute activity I could run at the start of my next team meeting.',
  },
  {
    label: 'Self-care tip',
    prompt: 'Give me one practical self-care tip for a busy workday that suits my personality.',
  },
];

/** Shown as 'Popular questions' while the chat holds only the greeting. */
export const POPULAR_QUESTIONS: readonly string[] = [
  'How can I make a good first impression with a new colleague?',
  'What should I talk about in a first one-to-one?',
  'How do I give feedback to someone more senior than me?',
  'Which team activity works well for a remote team?',
  'How can I work better with someone who communicates very differently from me?',
  'How do I say no to a request without damaging the relationship?',
];

// Preset prompts sent by the quick-actions menu (after a 500 ms delay).

export const QUICK_ACTION_IDS = ['dailyInsight', 'teamBuilding', 'getStartedGuide', 'smartConnections'] as const;
export type QuickActionId = (typeof QUICK_ACTION_IDS)[number];

export const quickActionPromptSchema = z.object({
  label: z.string().check(z.minLength(1)),
  prompt: z.string().check(z.minLength(1)),
});
export type QuickActionPrompt = z.infer<typeof quickActionPromptSchema>;

export const QUICK_ACTION_PROMPTS: Record<QuickActionId, QuickActionPrompt> = {
  dailyInsight: {
    label: 'Daily Insight',
    prompt: 'Give me one short, practical insight for today, based on my personality profile and my calendar.',
  },
  teamBuilding: {
    label: 'Team Building',
    prompt: 'Suggest a team-building activity that suits my team right now, with how long it takes and how to run it.',
  },
  getStartedGuide: {
    label: 'Get Started Guide',
    prompt:
      'I am new here and have no connections yet. Walk me through getting started: my profile, my first connections and my first Quick Connect.',
  },
  smartConnections: {
    label: 'Smart Connections',
    prompt: 'Which of my connections should I reach out to this week, and why? Suggest an icebreaker for each.',
  },
};
