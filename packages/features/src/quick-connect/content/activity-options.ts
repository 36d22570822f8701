/**
 * Activities for a one-to-one Quick Connect session (docs/product.md#what-it-keeps, "Quick
 * Connect activity option"). Each option's id is the slug of its name.
 * Popularity is a fixed figure per option (70 to 99) so it does not change
 * between renders; above 85 the UI shows a 'Popular' badge.
 */
import * as z from 'zod/mini';
import { TRAIT_KEYS } from '@kindred/contracts/domain/hexaco';
import type { TraitKey } from '@kindred/contracts/domain/hexaco';

export const QUICK_CONNECT_CATEGORIES = [
  'Team Building',
  'Feedback',
  'Creativity',
  'Communication',
  'Connection',
  'Learning',
  'Recognition',
  'Wellness',
  'Check-in',
  'Development',
] as const;
export type QuickConnectCategory = (typeof QUICK_CONNECT_CATEGORIES)[number];

/** Colour of an option: a semantic colour token, or a trait's colour. */
export const OPTION_COLORS = ['accent', 'positive', 'caution', 'info', 'critical', ...TRAIT_KEYS] as const;
export type OptionColor = 'accent' | 'positive' | 'caution' | 'info' | 'critical' | TraitKey;

/** The badge threshold: options above this popularity are marked 'Popular'. */
export const POPULAR_THRESHOLD = 85;

/** 'Rose, Thorn, Bud' -> 'rose-thorn-bud'; '&' reads as 'and'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const activityOptionSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  name: z.string().check(z.minLength(1)),
  /** Minutes. */
  duration: z.number().check(z.int(), z.gte(5), z.lte(60)),
  category: z.enum(QUICK_CONNECT_CATEGORIES),
  description: z.string().check(z.minLength(1)),
  /** A lucide-react icon name. */
  icon: z.string().check(z.regex(/^[A-Z][A-Za-z0-9]*$/)),
  color: z.enum(OPTION_COLORS),
  instructions: z.array(z.string().check(z.minLength(1))).check(z.minLength(2)),
  benefits: z.array(z.string().check(z.minLength(1))).check(z.minLength(2)),
  popularity: z.number().check(z.int(), z.gte(70), z.lte(99)),
});
export type ActivityOption = z.infer<typeof activityOptionSchema> & { color: OptionColor };

type OptionSource = Omit<ActivityOption, 'id'>;

const SOURCE: OptionSource[] = [
  {
    name: 'Uncommon Commonalities',
    duration: 15,
    category: 'Team Building',
    description: 'Find three things you have in common that have nothing to do with work.',
    icon: 'Puzzle',
    color: 'extraversion',
    instructions: [
      'Take turns asking each other questions about life outside work.',
      'Skip the obvious: no job titles, and nothing nearly everyone shares.',
      'Stop when you have found three things in common that surprised you.',
    ],
    benefits: ['Builds rapport quickly', 'Gives you easy topics for next time'],
    popularity: 91,
  },
  {
    name: 'Two Truths and a Lie',
    duration: 10,
    category: 'Team Building',
    description: "Share three statements about yourself and guess which of the other person's is false.",
    icon: 'Shuffle',
    color: 'extraversion',
    instructions: [
      'Each of you thinks of two true statements and one believable false one.',
      'Take turns reading them out; the other person guesses the lie.',
      'Tell the story behind your two truths.',
    ],
    benefits: ['Light and familiar, so it works with someone you have just met', 'Brings out surprising stories'],
    popularity: 88,
  },
  {
    name: 'Desert Island Picks',
    duration: 15,
    category: 'Team Building',
    description: 'Choose three things each to take to a desert island, then agree a combined list of five.',
    icon: 'Map',
    color: 'extraversion',
    instructions: [
      'Each of you picks three items to take to a desert island.',
      'Explain your choices to each other.',
      'Agree on five items from both lists that would give you the best chance together.',
    ],
    benefits: ['Shows how each of you thinks and decides', 'Practices agreeing under light pressure'],
    popularity: 76,
  },
  {
    name: 'Start Stop Continue',
    duration: 20,
    category: 'Feedback',
    description: 'Tell each other one thing to start, one to stop and one to continue in how you work together.',
    icon: 'Repeat',
    color: 'info',
    instructions: [
      'Each of you takes 3 minutes to note one start, one stop and one continue for how you work together.',
      'Take turns sharing. The listener only asks questions to understand.',
      'Agree one change you will both try over the next two weeks.',
    ],
    benefits: ['Makes feedback balanced and specific', 'Improves how you work together straight away'],
    popularity: 84,
  },
  {
    name: 'Feedback Swap',
    duration: 25,
    category: 'Feedback',
    description: 'Exchange one piece of appreciative and one piece of constructive feedback using situation, behavior and impact.',
    icon: 'MessagesSquare',
    color: 'info',
    instructions: [
      'Each of you prepares two pieces of feedback: when it happened, what the person did, and the effect it had.',
      'Give the appreciative feedback first, then the constructive one.',
      'The receiver listens, asks questions to understand, and says thank you.',
      'Finish by saying what kind of feedback you would like more of.',
    ],
    benefits: ['Builds the habit of specific feedback', 'Makes the next difficult conversation easier'],
    popularity: 79,
  },
  {
    name: 'Idea Jam',
    duration: 30,
    category: 'Creativity',
    description: 'Pick a problem and come up with as many ideas as you can before choosing one to try.',
    icon: 'Lightbulb',
    color: 'opennessToExperience',
    instructions: [
      'Agree one problem or question to work on.',
      'Spend 10 minutes listing ideas without judging any of them.',
      'Build on each other\'s ideas: "Yes, and..."',
      'Choose the most promising idea and agree a small first step.',
    ],
    benefits: ['Generates more ideas than working alone', 'Mixes two different ways of thinking'],
    popularity: 87,
  },
  {
    name: 'What If?',
    duration: 20,
    category: 'Creativity',
    description: 'Take turns asking bold "what if" questions about your work and exploring where they lead.',
    icon: 'Sparkles',
    color: 'opennessToExperience',
    instructions: [
      'Each of you writes three "what if" questions, for example "What if this meeting did not exist?"',
      'Take turns exploring one question at a time for a few minutes.',
      'Note any idea worth testing for real.',
    ],
    benefits: ['Loosens assumptions', 'Surfaces ideas that are easy to test'],
    popularity: 73,
  },
  {
    name: 'Sketch It Out',
    duration: 20,
    category: 'Creativity',
    description: 'Explain your role or a current project by drawing it, with no artistic skill needed.',
    icon: 'Palette',
    color: 'opennessToExperience',
    instructions: [
      'Each of you spends 5 minutes sketching your role or a project as a simple diagram or picture.',
      'Swap sketches and guess what the other drew before they explain.',
      'Talk through anything that surprised you.',
    ],
    benefits: ['Reveals how each of you sees your work', 'A playful break from talking heads'],
    popularity: 71,
  },
  {
    name: 'My User Manual',
    duration: 30,
    category: 'Communication',
    description: 'Share how you like to communicate, when you do your best work and how you prefer feedback.',
    icon: 'BookOpen',
    color: 'accent',
    instructions: [
      'Each of you answers: the best way to reach me is..., I do my best work when..., I prefer feedback that...',
      'Read your answers to each other and ask questions.',
      'Agree one thing you will do differently when working together.',
    ],
    benefits: ['Prevents misunderstandings', 'Makes differences easier to respect'],
    popularity: 86,
  },
  {
    name: 'Listening Loop',
    duration: 20,
    category: 'Communication',
    description: 'One person talks about a challenge while the other listens and reflects it back, then swap.',
    icon: 'Ear',
    color: 'accent',
    instructions: [
      'The first speaker talks for 4 minutes about a current challenge.',
      'The listener summarizes what they heard without giving advice.',
      'The speaker says what the listener got right and what they missed.',
      'Swap roles.',
    ],
    benefits: ['Builds listening skills', 'Helps both people feel heard'],
    popularity: 78,
  },
  {
    name: 'Virtual Coffee',
    duration: 20,
    category: 'Connection',
    description: 'A relaxed chat over a drink, in person or on video, with no agenda.',
    icon: 'Coffee',
    color: 'agreeablenessVsAnger',
    instructions: [
      'Grab a drink of your choice.',
      'Start with one easy question, such as "What has been the best part of your week?"',
      'Let the conversation wander; work topics are optional.',
    ],
    benefits: ['The easiest way to get to know someone', 'Builds relationships that make future work smoother'],
    popularity: 97,
  },
  {
    name: 'Walk & Talk',
    duration: 30,
    category: 'Connection',
    description: 'Talk while you walk, together or each in your own neighborhood on a call.',
    icon: 'Footprints',
    color: 'agreeablenessVsAnger',
    instructions: [
      'Agree a time. If you are remote, both head out with your phone and headphones.',
      'Pick a topic to start with, or simply catch up.',
      'If walking does not suit either of you, sit outside or by a window instead.',
    ],
    benefits: ['Conversation often flows more easily side by side', 'A break from screens'],
    popularity: 90,
  },
  {
    name: 'Picture Swap',
    duration: 15,
    category: 'Connection',
    description: 'Share a few photos you are happy to show and the stories behind them.',
    icon: 'Camera',
    color: 'agreeablenessVsAnger',
    instructions: [
      'Each of you picks two or three photos: a place you love, something recent, something that makes you smile.',
      'Take turns sharing one photo at a time and the story behind it.',
      'Ask one follow-up question for each photo.',
    ],
    benefits: ['Quick and personal without being private', 'Sparks easy follow-up conversations'],
    popularity: 85,
  },
  {
    name: 'Magic Questions',
    duration: 30,
    category: 'Connection',
    description: 'Work through questions that move from light to thoughtful to really get to know each other.',
    icon: 'MessageCircle',
    color: 'agreeablenessVsAnger',
    instructions: [
      'Start light: "What was your first job?"',
      'Go a little deeper: "What part of your work gives you the most energy?"',
      'Look ahead: "What are you trying to get better at?"',
      'Either of you can pass on any question.',
    ],
    benefits: ['Builds trust gradually', 'Gives both people equal airtime'],
    popularity: 93,
  },
  {
    name: 'Skill Swap',
    duration: 30,
    category: 'Learning',
    description: 'Each of you teaches the other something useful in 10 minutes.',
    icon: 'GraduationCap',
    color: 'info',
    instructions: [
      'Each of you picks a skill you can teach in 10 minutes: a tool, a shortcut, a technique.',
      'Teach it hands-on, with the learner trying it.',
      'Swap roles, then note where you will use what you learned.',
    ],
    benefits: ['Both of you leave with a new skill', 'Shows expertise the team did not know about'],
    popularity: 89,
  },
  {
    name: 'Teach Me Something',
    duration: 20,
    category: 'Learning',
    description: 'Ask the other person to explain something they know well, from their work or their life.',
    icon: 'Presentation',
    color: 'info',
    instructions: [
      'The learner picks a topic the other person knows well.',
      'The teacher explains it in 10 minutes, with the learner asking questions.',
      'The learner sums up what they understood.',
    ],
    benefits: ['Learn from the expert next to you', 'Teaching builds the teacher\'s confidence'],
    popularity: 77,
  },
  {
    name: 'Article Club',
    duration: 30,
    category: 'Learning',
    description: 'Both read the same short article or watch the same talk beforehand, then discuss it.',
    icon: 'Newspaper',
    color: 'info',
    instructions: [
      'Agree on a short article or talk a few days before.',
      'Each of you notes one idea you agreed with and one you questioned.',
      'Discuss, and agree one idea worth trying.',
    ],
    benefits: ['Turns reading into action', 'Shows how differently two people read the same thing'],
    popularity: 72,
  },
  {
    name: 'Gratitude Exchange',
    duration: 15,
    category: 'Recognition',
    description: 'Tell each other something specific you appreciate about working together.',
    icon: 'Heart',
    color: 'caution',
    instructions: [
      'Each of you thinks of a specific moment when the other helped you or did great work.',
      'Share it: what they did and the difference it made.',
      'Receive it with a simple thank-you.',
    ],
    benefits: ['Motivates both people', 'Strengthens the working relationship'],
    popularity: 92,
  },
  {
    name: 'Win of the Week',
    duration: 10,
    category: 'Recognition',
    description: "Share your biggest win of the week, however small, and celebrate each other's.",
    icon: 'Trophy',
    color: 'caution',
    instructions: [
      'Each of you shares one win from this week.',
      'Say what made it possible, including anyone who helped.',
      'Celebrate. Consider passing the thanks on to the helpers.',
    ],
    benefits: ['Ends the week on a positive note', 'Makes quiet successes visible'],
    popularity: 83,
  },
  {
    name: 'Stretch & Chat',
    duration: 15,
    category: 'Wellness',
    description: 'Do a few gentle stretches together, then chat about how you look after yourselves at work.',
    icon: 'Activity',
    color: 'positive',
    instructions: [
      'Do 5 minutes of gentle stretching at your own pace; skip any movement that does not suit you.',
      'Share one habit that helps you stay well during the workday.',
      'Pick one habit from each other to try.',
    ],
    benefits: ['A real break in the day', 'Shares practical wellbeing habits'],
    popularity: 74,
  },
  {
    name: 'Energy Check',
    duration: 20,
    category: 'Wellness',
    description: 'Compare what gives you energy at work and what drains it, and swap tips.',
    icon: 'BatteryCharging',
    color: 'positive',
    instructions: [
      'Each of you lists three things that give you energy at work and three that drain it.',
      'Share your lists and look for patterns.',
      'Suggest one small change to each other.',
    ],
    benefits: ['Helps prevent burnout', 'Gives practical ideas to try this week'],
    popularity: 80,
  },
  {
    name: 'Mindful Pause',
    duration: 10,
    category: 'Wellness',
    description: 'Take a few quiet minutes together to slow down, then share how you feel.',
    icon: 'Wind',
    color: 'positive',
    instructions: [
      'Sit comfortably and spend 3 minutes breathing slowly, eyes open or closed.',
      'Each of you shares one word for how you feel now.',
      'Talk about when a pause like this would help during your week.',
    ],
    benefits: ['Lowers the pace of a busy day', 'A calm way to connect'],
    popularity: 75,
  },
  {
    name: 'Rose, Thorn, Bud',
    duration: 15,
    category: 'Check-in',
    description: 'Share something going well, a challenge, and something you are looking forward to.',
    icon: 'Flower2',
    color: 'emotionality',
    instructions: [
      'Each of you shares a rose (a highlight), a thorn (a challenge) and a bud (something promising).',
      "Ask one question about the other person's thorn.",
      'Offer help if you can.',
    ],
    benefits: ['A balanced picture of how someone is doing', 'Makes it easy to offer help'],
    popularity: 82,
  },
  {
    name: 'A-F Check In',
    duration: 10,
    category: 'Check-in',
    description: 'Grade your week from A to F and explain your grade in one sentence.',
    icon: 'ClipboardCheck',
    color: 'emotionality',
    instructions: [
      'Each of you picks a grade for your week, from A (excellent) to F (rough).',
      'Explain it in a sentence.',
      'Talk about what would move the grade up next week.',
    ],
    benefits: ['Quick and honest', 'Surfaces problems early'],
    popularity: 81,
  },
  {
    name: 'Career Compass',
    duration: 30,
    category: 'Development',
    description: 'Talk about where each of you wants to grow, and how you could help each other get there.',
    icon: 'Compass',
    color: 'conscientiousness',
    instructions: [
      'Each of you shares a direction you would like to grow in over the next year.',
      'Ask each other: what is in the way, and who could help?',
      'Offer one introduction, resource or opportunity to each other.',
    ],
    benefits: ['Clarifies your goals by saying them aloud', 'Opens doors through each other\'s networks'],
    popularity: 86,
  },
  {
    name: 'Goal Buddy',
    duration: 25,
    category: 'Development',
    description: 'Each set one goal for the next month and agree how you will check in on each other.',
    icon: 'Target',
    color: 'conscientiousness',
    instructions: [
      'Each of you names one specific goal for the next month.',
      'Break it into a first step you can take this week.',
      "Agree when and how you will check in on each other's progress.",
    ],
    benefits: ['Makes goals more likely to happen', 'Builds mutual support'],
    popularity: 78,
  },
  {
    name: 'Mentor Moment',
    duration: 30,
    category: 'Development',
    description: 'One person brings a question, the other shares experience, and next time you swap.',
    icon: 'Sprout',
    color: 'conscientiousness',
    instructions: [
      'The mentee brings one question or situation they would value advice on.',
      'The mentor asks questions first, then shares relevant experience, not instructions.',
      'The mentee names one thing they will try.',
      'Next time, swap roles: everyone has something to teach.',
    ],
    benefits: ['Passes on experience informally', 'Works in both directions, whatever your level'],
    popularity: 84,
  },
];

/** The Quick Connect activity options, each with its slug id. */
export const ACTIVITY_OPTIONS: readonly ActivityOption[] = SOURCE.map((option) => ({
  id: slugify(option.name),
  ...option,
}));
