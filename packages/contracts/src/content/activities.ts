/**
 * The activities catalogue (docs/product.md#what-it-keeps): 46 relationship-building activities
 * for pairs and teams, each 5 to 60 minutes. Titles are unique; the advisor
 * links to an activity by (partial) title.
 *
 * Entries are written in a compact form (a direction or item may be plain
 * text) and expanded into the full `Activity` shape below.
 */
import * as z from 'zod/mini';

export const ACTIVITY_CATEGORIES = [
  'Connection',
  'Communication',
  'Team Building',
  'Leadership',
  'Check-in',
  'Feedback',
  'Recognition',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export const activityDirectionSchema = z.object({
  text: z.string().check(z.minLength(1)),
  includesVideo: z.optional(z.boolean()),
  videoUrl: z.optional(z.url()),
  thumbnailUrl: z.optional(z.url()),
  sublist: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1))),
});

export const activitySectionItemSchema = z.object({
  text: z.string().check(z.minLength(1)),
  sublist: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1))),
});

export const activitySectionSchema = z.object({
  title: z.string().check(z.minLength(1)),
  subtitle: z.optional(z.string().check(z.minLength(1))),
  items: z.array(activitySectionItemSchema).check(z.minLength(1)),
});

export const activitySchema = z.object({
  title: z.string().check(z.minLength(1)),
  /** Duration text as the duration parser reads it: '15 min', '1 hour'. */
  time: z.string().check(z.regex(/^\d+ (min|hour|hours)$/)),
  overview: z.string().check(z.minLength(1)),
  /** Why the activity works; shown under "Why" when present. */
  reason: z.optional(z.string().check(z.minLength(1))),
  directions: z.array(activityDirectionSchema).check(z.minLength(1)),
  sections: z.array(activitySectionSchema),
  category: z.enum(ACTIVITY_CATEGORIES),
});

export type ActivityDirection = z.infer<typeof activityDirectionSchema>;
export type ActivitySectionItem = z.infer<typeof activitySectionItemSchema>;
export type ActivitySection = z.infer<typeof activitySectionSchema>;
export type Activity = z.infer<typeof activitySchema>;

interface SectionSource {
  title: string;
  subtitle?: string;
  items: (string | ActivitySectionItem)[];
}

interface ActivitySource {
  title: string;
  time: string;
  category: ActivityCategory;
  overview: string;
  reason?: string;
  directions: (string | ActivityDirection)[];
  sections?: SectionSource[];
}

const SOURCE: ActivitySource[] = [
  {
    title: 'Magic Questions',
    time: '45 min',
    category: 'Connection',
    overview:
      'Three rounds of questions that move from light to thoughtful, so a pair or small group gets to know each other well in under an hour.',
    reason:
      'Answering the same question in turn gives everyone equal airtime, and the gradual build from easy to personal lets trust grow at a comfortable pace.',
    directions: [
      'Form pairs or groups of three or four. Larger groups leave too little time for each person.',
      'Start with Set 1. Take turns answering each question, spending about 10 minutes on the set.',
      'Move on to Set 2 and then Set 3, allowing about 15 minutes for each.',
      'Anyone can pass on a question without giving a reason. Move to the next one and keep going.',
      'Close with each person sharing one thing they learned about someone else.',
    ],
    sections: [
      {
        title: 'Set 1: Getting started',
        subtitle: 'Light and easy, about 10 minutes',
        items: [
          'What was your first job, and what did it teach you?',
          'What are you looking forward to this month?',
          'How would you spend a free day in your city?',
          'What small thing reliably improves your day?',
        ],
      },
      {
        title: 'Set 2: Going deeper',
        subtitle: 'About 15 minutes',
        items: [
          'What part of your work gives you the most energy?',
          'Who has had a big influence on how you work, and how?',
          'What skill do you have that people at work might not know about?',
          'What is a decision you are glad you made?',
        ],
      },
      {
        title: 'Set 3: Looking ahead',
        subtitle: 'About 15 minutes',
        items: [
          'What would you like to be known for on this team a year from now?',
          'What are you trying to get better at?',
          'What kind of support helps you most when work gets hard?',
          'If you could change one thing about how we work together, what would it be?',
        ],
      },
    ],
  },
  {
    title: 'Uncommon Commonalities',
    time: '15 min',
    category: 'Team Building',
    overview:
      'Small groups race to find things every member has in common that go beyond the obvious "we all work here".',
    reason:
      'Hunting for unexpected common ground gets people asking each other real questions, and the discoveries become easy conversation starters later.',
    directions: [
      'Split into groups of three to five.',
      'Give each group 8 minutes to find as many things as possible that every member shares.',
      'Rule out the obvious: nothing about work, appearance, or things almost everyone has in common, such as owning a phone.',
      'Each group reads out its list. The most surprising commonality wins bragging rights.',
    ],
    sections: [
      {
        title: 'Prompts if a group gets stuck',
        items: [
          'Places you have lived or traveled to',
          'A food you refuse to eat',
          'Your first concert or a favorite band',
          'A hobby you gave up',
          'Number of siblings',
          'An unusual skill',
        ],
      },
    ],
  },
  {
    title: 'Boosters and Blockers',
    time: '30 min',
    category: 'Communication',
    overview:
      'Each person shares what helps them do their best work and what gets in the way, so the team can work with each other rather than around each other.',
    reason:
      'People often assume others work the way they do. Saying it out loud surfaces small changes, such as fewer interruptions or earlier notice, that make a real difference.',
    directions: [
      'Give everyone 5 minutes to write down three boosters (things that help them do their best work) and three blockers (things that get in the way).',
      'Go around the group. Each person shares their lists in two minutes or less.',
      'While people share, note the boosters and blockers that several people mention.',
      'Pick one shared blocker and agree one small change to try for the next two weeks.',
      'Put a date in the calendar to check whether the change helped.',
    ],
    sections: [
      {
        title: 'Examples',
        items: [
          {
            text: 'Boosters',
            sublist: ['Clear priorities at the start of the week', 'Blocks of quiet time for focused work', 'Quick feedback on drafts'],
          },
          {
            text: 'Blockers',
            sublist: ['Last-minute meeting changes', 'Unclear ownership of decisions', 'Messages spread across too many channels'],
          },
        ],
      },
    ],
  },
  {
    title: 'Vision Casting',
    time: '1 hour',
    category: 'Leadership',
    overview:
      'The team imagines it is a year from now and everything has gone well, then works backwards to agree what matters most today.',
    reason:
      'A shared picture of success makes priorities easier to agree on, and working backwards turns a vague ambition into a few concrete first steps.',
    directions: [
      'Set the scene: "It is one year from today, and this has been our best year yet."',
      'Individually, spend 10 minutes writing what is true in that future: what the team delivered, how it works together, and what others say about it.',
      'Share in turn, and group similar ideas on a board or in a shared document.',
      'Vote on the three themes that matter most. Each person has three votes.',
      'For each theme, agree one thing to start in the next month and who will lead it.',
      'Write the vision up in a few sentences and keep it where the team will see it again.',
    ],
    sections: [
      {
        title: 'Questions to prompt the vision',
        items: [
          'What are we proud of?',
          'What do the people we work for say about us?',
          'What do we do differently from today?',
          'What did we stop doing?',
        ],
      },
    ],
  },
  {
    title: 'TED Swap',
    time: '30 min',
    category: 'Communication',
    overview:
      'Each person watches a short talk of their choice beforehand, then shares its key idea and what it could mean for the team.',
    reason:
      'Everyone brings back a different idea, so the team hears several perspectives in the time it takes to watch one talk. Explaining an idea to others also helps it stick.',
    directions: [
      'A few days before, ask everyone to choose and watch a talk of under 20 minutes, from TED or a similar source, on any topic they find useful.',
      'At the session, each person has 3 minutes to share the speaker, the main idea and one thing they would like to try.',
      'After each summary, allow a couple of minutes for questions.',
      'Finish by choosing one idea the team will try, and share the list of talks for anyone who wants to watch them.',
    ],
    sections: [
      {
        title: 'Topic ideas',
        items: [
          'Communication and listening',
          'Creativity',
          'Habits and focus',
          'Teamwork and trust',
          'Any subject far from your day job',
        ],
      },
    ],
  },
  {
    title: 'Personal Spotlight',
    time: '20 min',
    category: 'Connection',
    overview:
      'One team member has the floor for a few minutes to share their story, and the team follows up with questions.',
    reason:
      'Knowing where colleagues come from and what matters to them makes everyday work together easier. Rotating the spotlight gives everyone a turn over time.',
    directions: [
      "Agree who is in the spotlight at least a week ahead. Nobody should be put on the spot unprepared, and taking a turn is optional.",
      'The person shares for 5 to 7 minutes on whatever they are comfortable with. Photos or slides are optional.',
      'The team asks questions for about 10 minutes.',
      'Thank them, and agree who is in the spotlight next time.',
    ],
    sections: [
      {
        title: 'Ideas for what to share',
        items: [
          'Where you grew up and where you have lived',
          'The path that brought you to this role',
          'Something you do outside work',
          'A person or moment that shaped you',
          'Something you would like advice or help with',
        ],
      },
    ],
  },
  {
    title: 'Break Bread',
    time: '1 hour',
    category: 'Connection',
    overview: 'Share a meal together, in person or over video, with no work agenda.',
    reason:
      'Eating together is one of the simplest ways to relax and talk as people rather than job titles.',
    directions: [
      'Choose a time and format that works for everyone: lunch out, food brought in, or each person eating at home on a video call.',
      'Check dietary needs, religious observances and budgets in advance, and choose an option that works for all.',
      'Agree that work talk is off the table for the hour.',
      'Bring one or two easy questions in case the conversation needs a start.',
    ],
    sections: [
      {
        title: 'Conversation starters',
        items: [
          'What dish reminds you of home?',
          'What is the best meal you have had while traveling?',
          'What food could you eat every day?',
        ],
      },
      {
        title: 'For remote teams',
        items: [
          'If your organization allows it, offer to cover a meal up to an agreed amount.',
          'Keep the group under eight people so one conversation can flow.',
        ],
      },
    ],
  },
  {
    title: 'Skill Share',
    time: '30 min',
    category: 'Team Building',
    overview:
      'One person teaches the group something they are good at, work-related or not, in a short hands-on session.',
    reason:
      'Teaching builds confidence, learning from a peer feels low-pressure, and the team discovers skills it did not know it had.',
    directions: [
      'Ask for a volunteer to teach something that can be learned or tried in about 20 minutes.',
      'The teacher prepares a short demonstration and one thing for everyone to try.',
      'Run the session: 5 minutes of introduction, 15 minutes of trying it, 10 minutes of questions.',
      'Collect ideas for the next session and rotate the teacher.',
    ],
    sections: [
      {
        title: 'Skill ideas',
        items: [
          'A keyboard shortcut or spreadsheet trick',
          'Sketching or visual note-taking',
          'A few phrases in another language',
          'A short stretching routine',
          'Writing a clear summary email',
        ],
      },
    ],
  },
  {
    title: 'Trust Mining',
    time: '45 min',
    category: 'Team Building',
    overview:
      'Team members share what builds their trust in colleagues and what wears it down, then agree habits that help.',
    reason:
      'Trust means different things to different people. Making it explicit prevents the small misunderstandings that slowly erode it.',
    directions: [
      {
        text: 'Individually, answer two questions in writing (5 minutes).',
        sublist: ['What does a colleague do that makes me trust them?', 'What makes me trust someone less?'],
      },
      'In pairs, share your answers and look for similarities (10 minutes).',
      'As a group, collect the answers and sort them into themes (15 minutes).',
      'Agree three trust-building habits to practice, phrased as actions, for example "We say early when a deadline is at risk."',
      'Review the habits together in a month.',
    ],
    sections: [
      {
        title: 'Ground rules',
        items: [
          'Talk about behaviors, not individuals.',
          'Anyone can pass.',
          'What is said in the room stays in the room.',
        ],
      },
    ],
  },
  {
    title: 'Charity Challenge',
    time: '30 min',
    category: 'Team Building',
    overview:
      'People pitch a charity they care about, and the team votes on where to send a pooled donation of $5 to $10 from each person who chooses to give.',
    reason:
      'Hearing why a cause matters to a colleague shows a side of them that work rarely does, and choosing together gives the team a shared purpose.',
    directions: [
      'Before the session, invite anyone who would like to pitch to choose a charity and prepare a one-minute case for it.',
      'Agree that each person who wants to contributes $5 to $10 (or the local equivalent). Everyone can join the discussion and vote, whether or not they give.',
      'Take turns pitching: what the charity does and why it matters to you.',
      'Vote anonymously. The charity with the most votes receives the pooled donation.',
      'One person makes the donation and shares the confirmation with the team.',
    ],
    sections: [
      {
        title: 'Keep it inclusive',
        items: [
          'Keep contributions voluntary and private.',
          'If the team prefers, agree in advance to leave out political or divisive causes.',
          'Check whether your organization matches employee donations.',
        ],
      },
    ],
  },
  {
    title: 'Gratitude Share',
    time: '10 min',
    category: 'Recognition',
    overview: 'Everyone names one colleague and one specific thing they are grateful to them for.',
    reason:
      'Specific thanks is motivating and shows what good teamwork looks like. It takes minutes and lifts the whole meeting.',
    directions: [
      'Go around the group. Each person thanks a colleague for something specific from the last week or two.',
      'Say what they did and the difference it made, for example: "Thanks, Sam, for reviewing my draft on Friday. It saved me a day of rework."',
      'Over a few sessions, make sure everyone on the team is thanked at least once.',
    ],
    sections: [
      {
        title: 'Tips',
        items: [
          'Keep a note during the week of help you notice, so you are not searching for something on the spot.',
          'Thank people for effort and help behind the scenes, not only for visible results.',
          'Some people find public praise uncomfortable. A private message to them works just as well.',
          'If someone cannot think of anything, let them pass and come back to them at the end.',
        ],
      },
      {
        title: 'For remote teams',
        items: [
          'Post each thank-you in the team channel as it is said, so it is kept and people who missed the call see it.',
          'In a large group, have everyone write their thanks in the chat at the same time, then read them out.',
        ],
      },
    ],
  },
  {
    title: 'Start Stop Continue',
    time: '30 min',
    category: 'Feedback',
    overview:
      'The team lists what it should start doing, stop doing and continue doing, then commits to a few changes.',
    reason:
      'Three simple columns make it easy to give balanced feedback on how the team works, without blaming anyone.',
    directions: [
      'Set up three columns: Start, Stop and Continue.',
      'Give everyone 5 minutes to add notes to each column in silence.',
      'Read through each column together and group similar notes.',
      'Vote on the most important items under Start and Stop.',
      'Agree up to three changes, each with an owner, and review them at the next session.',
    ],
    sections: [
      {
        title: 'Tips',
        items: [
          'Keep notes about how the team works, not about people.',
          'Do not skip Continue: naming what works protects it.',
          'Anonymous notes help in newer teams.',
        ],
      },
    ],
  },
  {
    title: 'Quick 2',
    time: '5 min',
    category: 'Check-in',
    overview:
      'Two quick questions at the start of a meeting: how are you arriving, and what do you need from this meeting?',
    reason:
      'A short check-in helps everyone be present, and hearing what people need keeps the meeting focused on the right things.',
    directions: [
      'Go around the group. Each person answers two questions, in a sentence each.',
      'Question 1: "How are you arriving today?" A word or a number from 1 to 10 is enough.',
      'Question 2: "What do you need from this meeting?"',
      'The facilitator notes the needs and checks at the end whether they were met.',
    ],
    sections: [
      {
        title: 'Tips',
        items: [
          'The facilitator answers first, briefly, to show how short the answers can be.',
          'Accept short answers. "Tired, a 5" is a complete check-in.',
          'Do not discuss answers during the round. Follow up afterwards with anyone who seems to need it.',
        ],
      },
      {
        title: 'Variations',
        subtitle: 'Swap in a different second question',
        items: [
          'What is on your mind that might distract you today?',
          'What would make this meeting worth your time?',
          'What is one thing you can offer the group today?',
        ],
      },
    ],
  },
  {
    title: 'Psych Safety Questions',
    time: '30 min',
    category: 'Leadership',
    overview:
      'The team discusses a short set of questions about how safe it feels to speak up, make mistakes and take risks together.',
    reason:
      'People share concerns and admit mistakes more readily when they feel safe to. Talking about it openly is the first step to improving it. The questions are adapted from Amy Edmondson\'s research on team psychological safety.',
    directions: [
      'Share the questions in advance so people have time to think.',
      'The leader goes first with an honest answer of their own, to show that candor is welcome.',
      'Discuss the questions one at a time. If the team is new or the topic feels sensitive, run an anonymous poll first and discuss the results.',
      'Collect ideas for one or two changes that would make speaking up easier.',
      'Thank people for honest answers, and follow up visibly on the agreed changes.',
    ],
    sections: [
      {
        title: 'Questions',
        items: [
          'If you made a mistake on this team, would it be held against you?',
          'Can we bring up problems and difficult issues with each other?',
          'Is it safe to take a risk on this team?',
          'Is it easy to ask others on this team for help?',
          'Are your skills and talents valued and used here?',
        ],
      },
      {
        title: 'For the leader',
        items: [
          'Respond to bad news with thanks and curiosity.',
          'Admit your own mistakes openly.',
          'Ask "What are we missing?" before making decisions.',
        ],
      },
    ],
  },
  {
    title: 'A-F Check In',
    time: '10 min',
    category: 'Check-in',
    overview: 'Each person grades their week from A to F and says why in one sentence.',
    reason:
      'A letter grade is quick to give and easy to compare, and the one-line reason often surfaces a win to celebrate or a problem someone can help with.',
    directions: [
      'Each person picks a grade from A (excellent) to F (rough) for their week.',
      'Share the grade and one sentence on why.',
      'Offer anyone who gives a D or an F a follow-up conversation after the meeting, if they would like one.',
      'Note any patterns, such as several low grades with the same cause.',
    ],
    sections: [
      {
        title: 'Grade guide',
        items: [
          'A: a great week',
          'B: good, with a few bumps',
          'C: mixed',
          'D: a hard week',
          'F: a rough week; support welcome',
        ],
      },
    ],
  },
  {
    title: 'Top 4',
    time: '15 min',
    category: 'Connection',
    overview:
      'Everyone shares their top four in a light category, such as films, snacks or places, and tells the story behind one pick.',
    reason:
      'Ranking favorites is quick and fun, and it reveals tastes and stories that lead to easy conversations later.',
    directions: [
      'Pick a category for the round, or let each person choose their own.',
      'Give everyone 2 minutes to decide their top four.',
      'Go around the group. Each person shares their four and the story behind one of them.',
      'Spot the overlaps and friendly disagreements.',
    ],
    sections: [
      {
        title: 'Category ideas',
        items: ['Films or series', 'Snacks', 'Places you have visited', 'Songs for a long drive', 'Books', 'Board or video games'],
      },
    ],
  },
  {
    title: 'Pick A #',
    time: '15 min',
    category: 'Connection',
    overview: 'Each person picks a number from 1 to 12 and answers the question that goes with it.',
    reason: 'The element of chance keeps it playful, and nobody has to think up a question on the spot.',
    directions: [
      'The facilitator keeps the numbered list of questions and reads each one out when its number is picked.',
      'Each person picks a number that has not been taken yet and answers the question behind it.',
      'If someone would rather not answer, they pick again.',
      'Keep going until everyone has answered at least once.',
    ],
    sections: [
      {
        title: 'The questions',
        subtitle: 'For the facilitator',
        items: [
          '#1: What is the best advice you have ever been given?',
          '#2: What hobby would you love to pick up?',
          '#3: What is the most useful thing you learned this year?',
          '#4: What did you want to be when you were younger?',
          '#5: What is a small win from this week?',
          '#6: Which place would you most like to visit, and why?',
          '#7: What book, podcast or show would you recommend?',
          '#8: What is a tradition you enjoy?',
          '#9: What skill are you proud of?',
          '#10: Who is someone you admire, and why?',
          '#11: What is your favorite way to spend a weekend morning?',
          '#12: What made you laugh recently?',
        ],
      },
    ],
  },
  {
    title: 'Persona Breakdown',
    time: '30 min',
    category: 'Communication',
    overview:
      'Team members share their personality profile and archetype, and talk about what it means for how they like to work.',
    reason:
      'A shared language for differences, such as preferring written updates or thinking out loud, makes it easier to adjust to each other without taking it personally.',
    directions: [
      'Before the session, each person reviews their trait scores and archetype on their profile.',
      'Each person shares their archetype, one or two traits that feel true of them at work, and one that does not.',
      'Discuss where the team is similar and where it differs. Talk about preferences, not right or wrong.',
      'Agree one or two working habits that respect the differences, for example sending agendas in advance for those who like to prepare.',
    ],
    sections: [
      {
        title: 'Keep it safe',
        items: [
          'Share only what you are comfortable sharing; scores are personal.',
          'Treat traits as tendencies, not labels or limits.',
          'No trait is better than another. Each one brings strengths.',
        ],
      },
    ],
  },
  {
    title: 'Strengths Finder',
    time: '30 min',
    category: 'Team Building',
    overview:
      'Each person tells a short story about a time they were at their best, and colleagues name the strengths they heard in it.',
    reason:
      'People often underrate their own strengths. Hearing them named by colleagues builds confidence and helps the team make better use of each other.',
    directions: [
      'Form groups of three or four.',
      'Each person takes 3 minutes to describe a time, at work or outside it, when they felt at their best.',
      'The listeners take 2 minutes to name the strengths they noticed, such as patience, clear explanation or resourcefulness.',
      'The storyteller writes the strengths down and says which one surprised them.',
      'Close by asking each person where they could use one of their strengths more in the coming month.',
    ],
    sections: [
      {
        title: 'Strength words to get started',
        items: [
          'Curiosity',
          'Persistence',
          'Calm under pressure',
          'Clear communication',
          'Creativity',
          'Fairness',
          'Organization',
          'Encouraging others',
        ],
      },
    ],
  },
  {
    title: 'Closing The Gap',
    time: '45 min',
    category: 'Leadership',
    overview:
      'The team rates where it is today on a few important areas, compares that with where it wants to be, and plans steps to close the biggest gap.',
    reason:
      'Putting current and target ratings side by side makes priorities obvious and turns a general wish to improve into specific actions.',
    directions: [
      {
        text: 'Choose four to six areas to rate, for example:',
        sublist: ['Communication', 'Clarity of goals', 'Balance of workload', 'How decisions are made'],
      },
      'Each person privately rates every area from 1 to 10 twice: where we are now, and where we need to be.',
      'Collect the ratings and show the average gap for each area.',
      'Discuss the area with the largest gap: what causes it, and what would raise it by one or two points?',
      'Agree two actions with owners and dates, and repeat the ratings next quarter.',
    ],
    sections: [
      {
        title: 'Tips',
        items: [
          'Collect the ratings anonymously, for example with a form or a poll, so people rate honestly.',
          'Look at the spread as well as the average. When ratings are far apart, people see the area differently, and that is worth discussing first.',
          'Keep the same areas and the same 1 to 10 scale each quarter, so the results can be compared.',
        ],
      },
      {
        title: 'Example',
        items: [
          {
            text: 'Average ratings for two areas:',
            sublist: ['Clarity of goals: now 5, need 8, a gap of 3', 'Balance of workload: now 6, need 7, a gap of 1'],
          },
          'Clarity of goals has the larger gap, so the team discusses it first.',
        ],
      },
    ],
  },
  {
    title: 'Show & Tell: Desk Edition',
    time: '15 min',
    category: 'Connection',
    overview: 'Everyone brings one object from their workspace and explains why it is there.',
    reason:
      'Objects carry stories. Sharing one is an easy way to learn something personal about a colleague without anyone feeling put on the spot.',
    directions: [
      'Ask everyone to choose an object from their desk or home workspace.',
      'Each person has 1 to 2 minutes to show it and tell its story.',
      'Leave time for one or two questions per person.',
    ],
    sections: [
      {
        title: 'If someone has a bare desk',
        items: ['The mug or bottle they use every day', 'Something visible from their window', 'An app they could not work without'],
      },
    ],
  },
  {
    title: 'Show & Tell: Hobby Edition',
    time: '20 min',
    category: 'Connection',
    overview:
      'Team members show something connected to a hobby or interest, such as a tool, something they made, or a photo, and talk about it.',
    reason:
      'Hobbies show what people enjoy and what they are good at outside work, and they often reveal shared interests.',
    directions: [
      'A few days before, ask everyone to bring one hobby-related item or photo.',
      'Each person has 2 to 3 minutes to show it and explain what they enjoy about the hobby.',
      'Invite questions, and note any shared interests that could become a club or a chat channel.',
    ],
    sections: [
      {
        title: 'If someone feels they have no hobby',
        items: [
          'Something they would like to try one day',
          'A hobby they had as a child',
          'How they like to spend a free evening, even if that is resting',
        ],
      },
      {
        title: 'For remote teams',
        items: [
          'Show the item on camera, or share a photo on screen if it is too large or somewhere else.',
          'Post the photos in the team chat afterwards, so people can follow up on shared interests.',
        ],
      },
    ],
  },
  {
    title: 'Show & Tell: Work Wins',
    time: '15 min',
    category: 'Recognition',
    overview:
      'Each person shows a piece of work from the last month that they are proud of, and explains what went into it.',
    reason:
      'Showing finished work gives recognition that status updates miss, and others learn how colleagues approach their problems.',
    directions: [
      'Ask each person to pick one piece of recent work: a document, a design, a fix, a conversation that went well.',
      'Each person has 2 minutes to show it and say what made it hard or satisfying.',
      'After each share, one colleague names something they appreciated about the work.',
    ],
    sections: [
      {
        title: 'What counts as a win',
        items: [
          'Work behind the scenes, such as tidying a process or catching a problem before it reached anyone',
          'Something that went well thanks to a colleague',
          'A small improvement that saves time every week',
          'A difficult conversation handled well',
          'Progress on something that is not finished yet',
        ],
      },
      {
        title: 'Tips',
        items: [
          'Keep it to one piece of work each, so nobody feels they must account for their whole month.',
          'Remove confidential details before showing work on screen.',
          'Appreciate the thinking and effort, not only the size of the result.',
        ],
      },
    ],
  },
  {
    title: 'Walk & Talk: Get to Know You',
    time: '20 min',
    category: 'Connection',
    overview:
      'Two colleagues take a walk together, or each walks in their own neighborhood while on a call, and talk about anything but work.',
    reason:
      'Walking side by side makes conversation feel easier, and a change of scene breaks up a day of screens.',
    directions: [
      'Pair up and agree a time and a route. If you are remote, both walk while on a phone call.',
      'Use one or two of the questions below to get started.',
      'Keep it relaxed. Silence is fine.',
      'If walking is not comfortable for either of you, sit outside or by a window instead; the conversation is what matters.',
    ],
    sections: [
      {
        title: 'Questions to start',
        items: [
          'What is something you have enjoyed lately?',
          'What did a typical weekend look like when you were growing up?',
          'What is on your list to do or see this year?',
        ],
      },
    ],
  },
  {
    title: 'Walk & Talk: Problem Solving',
    time: '30 min',
    category: 'Communication',
    overview:
      'Take a work problem for a walk: one person explains it, the other asks questions, then you swap.',
    reason:
      'Explaining a problem out loud to someone outside it often unlocks the answer, and moving helps people think more freely.',
    directions: [
      'Each person picks one problem they are stuck on.',
      'The first person explains their problem for 3 to 5 minutes.',
      'The listener asks open questions for 5 to 10 minutes and holds back on offering solutions.',
      'The person with the problem says what they now see differently and what their next step is.',
      'Swap roles for the second problem.',
    ],
    sections: [
      {
        title: 'Useful questions',
        items: [
          'What have you tried so far?',
          'What would you advise someone else in this situation?',
          'What is the smallest step you could take tomorrow?',
          'Who else has solved something like this?',
        ],
      },
    ],
  },
  {
    title: 'Walk & Talk: Career Conversation',
    time: '30 min',
    category: 'Leadership',
    overview:
      'A manager and a team member, or two peers, walk and talk about growth, goals and the support that would help.',
    reason:
      'Career conversations can feel formal across a desk. Walking side by side makes it easier to be honest about ambitions and doubts.',
    directions: [
      'Agree the purpose in advance so nobody is surprised: this is about growth, not performance.',
      'The person whose career is being discussed leads. The other mostly listens and asks questions.',
      'Cover where they are now, where they would like to go, and what is in the way.',
      'End by agreeing one concrete step and a date to talk again.',
    ],
    sections: [
      {
        title: 'Questions to explore',
        items: [
          'Which parts of your work do you want more of, and less of?',
          'What skill would you like to build this year?',
          'What would a great next role look like for you?',
          'How can I help?',
        ],
      },
    ],
  },
  {
    title: 'Picture Swap: Camera Roll',
    time: '10 min',
    category: 'Connection',
    overview:
      'Everyone shares a recent photo from their phone that they are happy to show, and the story behind it.',
    reason:
      'A recent photo is a quick window into someone\'s life, and it takes no preparation.',
    directions: [
      'Give everyone a minute to scroll back and choose a recent photo they are comfortable sharing.',
      'Each person shows the photo and tells the story behind it in a minute or less.',
      'Anyone who would rather not share a photo can describe a recent moment instead.',
    ],
    sections: [
      {
        title: 'Keep it comfortable',
        items: [
          'Choose the photo before you show it, and send just that one to the chat rather than sharing your whole screen.',
          'Leave out photos of other people unless they would be happy to be shown.',
          'Check the background for anything private, such as an address, a screen or a document.',
        ],
      },
      {
        title: 'Variations',
        items: [
          'Third from the top: everyone opens their camera roll at the third most recent photo, and skips ahead if it is not one to share.',
          'Theme round: a photo of something you ate, something that made you smile, or the view from where you are.',
        ],
      },
    ],
  },
  {
    title: 'Picture Swap: Happy Place',
    time: '15 min',
    category: 'Connection',
    overview: 'Each person shares a photo of a place where they feel at ease, and explains why.',
    reason:
      'Talking about where we recharge is personal without being private, and it often sparks travel tips and shared memories.',
    directions: [
      'Ask everyone to find a photo of a place where they feel relaxed or happy. It can be nearby or far away, real or from a picture online.',
      'Each person shows the photo and says what makes the place special to them.',
      'Invite a question or two after each share.',
    ],
    sections: [
      {
        title: 'Questions to follow up',
        items: [
          'When were you last there?',
          'What do you do when you are there?',
          'How could you bring a little of it into your working week?',
        ],
      },
      {
        title: 'For remote teams',
        items: [
          'Collect the photos in a shared slide deck or document before the session, so sharing is quick.',
          'If your video tool allows it, use the photo as your background for the call.',
        ],
      },
    ],
  },
  {
    title: 'Picture Swap: Guess Who',
    time: '15 min',
    category: 'Team Building',
    overview:
      'Everyone privately sends the facilitator a photo of something from their life, and the team guesses whose is whose.',
    reason:
      'Guessing turns sharing into a game, and the reveals prompt stories people might not have told otherwise.',
    directions: [
      'Before the session, each person sends the facilitator a photo of an object, a place or a view from their life. No faces.',
      'The facilitator shows the photos one at a time.',
      'The team guesses whose photo it is, then the owner reveals themselves and tells the story.',
    ],
    sections: [
      {
        title: 'For the facilitator',
        items: [
          'Ask for photos a few days ahead, and send a reminder the day before.',
          'Check each photo before the session: no faces, and nothing private such as an address or a car number plate.',
          'Show the photos in a random order, and include one of your own.',
          'Allow about 30 seconds of guessing per photo to keep the pace up.',
        ],
      },
      {
        title: 'Photo ideas',
        items: [
          'The view from a window at home',
          'A pet',
          'A meal you cooked or enjoyed',
          'A book, record or game you love',
          'A place you have visited',
          'Something you made',
        ],
      },
    ],
  },
  {
    title: 'Two Truths and a Lie',
    time: '15 min',
    category: 'Connection',
    overview:
      'Each person shares three statements about themselves, two true and one false, and the group guesses which one is the lie.',
    reason:
      'It is a light, familiar game that surfaces surprising facts and gets everyone talking, even in a brand-new group.',
    directions: [
      'Give everyone 2 minutes to think of two true statements and one believable false one.',
      'Each person reads out their three statements.',
      'The group discusses briefly and votes on the lie, then the person reveals the answer and the story behind the truths.',
    ],
    sections: [
      {
        title: 'Tips',
        items: [
          'Make the lie believable and the truths surprising. That is what makes it hard to guess.',
          'Choose facts you are happy for everyone to know. Nothing has to be personal.',
          'Keep each turn to about 2 minutes so that everyone gets one.',
        ],
      },
      {
        title: 'For remote teams',
        items: [
          'Vote with a poll, or by everyone typing 1, 2 or 3 in the chat at the same moment, so nobody simply follows the first answer.',
        ],
      },
    ],
  },
  {
    title: 'Rose, Thorn, Bud',
    time: '10 min',
    category: 'Check-in',
    overview:
      'Each person shares a rose (something going well), a thorn (a challenge) and a bud (something they are looking forward to).',
    reason:
      'Three short prompts give a balanced picture of how everyone is doing and show where help or celebration is needed.',
    directions: [
      'Explain the three prompts: rose is a highlight, thorn is a challenge, bud is something new or promising.',
      'Go around the group. Each person shares all three in about a minute.',
      'Note any thorns the team could help with and follow up after the meeting.',
    ],
    sections: [
      {
        title: 'Examples',
        items: [
          'Rose: "We shipped the new onboarding guide."',
          'Thorn: "I have been waiting three days for access to the reporting tool."',
          'Bud: "I start a course on presenting data next week."',
        ],
      },
      {
        title: 'Variations',
        items: [
          'At the end of a project, ask for a rose, a thorn and a bud about the project rather than the week.',
          'In a large group, have everyone write all three in the chat or on sticky notes, then discuss the thorns that come up more than once.',
        ],
      },
    ],
  },
  {
    title: 'Working Agreements',
    time: '45 min',
    category: 'Team Building',
    overview:
      'The team writes down a short set of agreements about how it works together: meetings, messages, decisions and how to disagree.',
    reason:
      'Unspoken expectations are a common source of friction. Agreeing them openly helps new members fit in and gives everyone a fair reference point.',
    directions: [
      'Pick three to five areas to cover, such as response times, meetings, focus time, decisions and feedback.',
      'For each area, everyone writes down what good looks like to them (5 minutes per area).',
      'Share, discuss and draft one or two agreements per area in plain language.',
      'Check for consent: can everyone live with each agreement? Rework any that someone cannot.',
      'Save the agreements where everyone can find them and review them every few months.',
    ],
    sections: [
      {
        title: 'Example agreements',
        items: [
          'We reply to direct messages within one working day.',
          'Meetings have an agenda, or they do not happen.',
          'We disagree openly in the meeting, not afterwards.',
          'Tuesday and Thursday mornings are meeting-free.',
        ],
      },
    ],
  },
  {
    title: 'Pre-Mortem',
    time: '45 min',
    category: 'Leadership',
    overview:
      'Before a project starts, the team imagines it has failed and works out the most likely reasons, so it can prevent them.',
    reason:
      'Imagining failure as already happened makes it easier to voice doubts that people might otherwise keep to themselves.',
    directions: [
      'Describe the project and its goal briefly.',
      'Say: "Imagine it is six months from now and this project has failed. What went wrong?"',
      'Everyone writes down reasons on their own for 5 minutes.',
      'Go around the group, one reason at a time, until all are listed.',
      'Vote on the risks that are most likely and most damaging.',
      'For the top three, agree a preventive action and an owner.',
    ],
    sections: [
      {
        title: 'Tips',
        items: [
          'Invite people in different roles. A risk one role cannot see is often obvious to another.',
          'Have everyone write before anyone speaks, so the first idea shared does not steer the rest.',
          'Ask the most senior person in the room to share last.',
          'Treat every reason as a risk to the plan, not as criticism of whoever raised it.',
        ],
      },
      {
        title: 'Prompts if ideas run dry',
        items: [
          'What did we assume that turned out to be wrong?',
          'Which team, supplier or tool that we depended on let us down?',
          'What did we hear too late from the people we were doing this for?',
          'What did we run out of: time, money, people or attention?',
        ],
      },
    ],
  },
  {
    title: 'Shout-Out Round',
    time: '10 min',
    category: 'Recognition',
    overview: 'A quick round of public thanks and congratulations at the end of a team meeting.',
    reason:
      'Regular, visible recognition keeps good work from going unnoticed, and ending on a positive note changes how the meeting feels.',
    directions: [
      'Keep the last 10 minutes of a regular meeting for shout-outs.',
      'Anyone can recognize a colleague, on the team or elsewhere, for something specific.',
      'Share the shout-outs in your team channel afterwards so people outside the meeting see them too.',
    ],
    sections: [
      {
        title: 'Make it count',
        items: [
          'Be specific about what the person did and its effect.',
          'Look beyond the obvious wins: recognize the help behind the scenes, too.',
          'Ask people how they like to be recognized; some prefer a private thank-you.',
        ],
      },
    ],
  },
  {
    title: 'My User Manual',
    time: '30 min',
    category: 'Communication',
    overview:
      'Each person writes a short guide to working with them (how they communicate, when they work best, how they like feedback) and shares it with the team.',
    reason:
      'Stating preferences up front saves colleagues from learning them by trial and error, and it makes differences easier to respect.',
    directions: [
      'Give everyone 15 minutes to answer the prompts below in a few lines each.',
      'In pairs or small groups, share your manuals and ask questions.',
      'Save the manuals somewhere the team can find them, and update them when things change.',
    ],
    sections: [
      {
        title: 'Prompts',
        items: [
          'The best way to reach me is...',
          'I do my best work when...',
          'I prefer to receive feedback by...',
          'Something people might misunderstand about me is...',
          'I appreciate it when colleagues...',
        ],
      },
    ],
  },
  {
    title: 'SBI Feedback Practice',
    time: '30 min',
    category: 'Feedback',
    overview:
      'Pairs practice giving feedback in three parts (situation, behavior and impact) on low-stakes, real examples.',
    reason:
      'Feedback that describes a specific situation and behavior, and its effect, is easier to hear and act on than a general judgment. Practice makes it a habit.',
    directions: [
      {
        text: 'Explain the three parts:',
        sublist: [
          'Situation: when and where it happened',
          'Behavior: what the person did or said, as a camera would record it',
          'Impact: the effect it had on you or the work',
        ],
      },
      'Each person writes one piece of appreciative feedback and one piece of constructive feedback for their partner, using the three parts.',
      'Take turns giving the feedback. The receiver only listens, then says thank you.',
      'Discuss what made each piece easy or hard to hear, and rewrite one together.',
    ],
    sections: [
      {
        title: 'Example',
        items: [
          'In Tuesday\'s client call (situation), you summarized the decisions at the end (behavior), which meant everyone left knowing the next steps (impact).',
        ],
      },
    ],
  },
  {
    title: 'Mini Retro',
    time: '30 min',
    category: 'Feedback',
    overview:
      'A short look back at a recent project or sprint: what went well, what did not, and what to change next time.',
    reason:
      'Regular, small reflections catch problems while they are still easy to fix, and they show the team that its feedback leads to change.',
    directions: [
      'Agree the period or project you are looking back on.',
      'Everyone adds notes under "Went well", "Did not go well" and "Try next time" (7 minutes).',
      'Group the notes and discuss the biggest themes (15 minutes).',
      'Choose one or two changes to try, each with an owner.',
      'Start the next retro by checking how those changes went.',
    ],
    sections: [
      {
        title: 'Tips',
        items: [
          "Rotate the facilitator, so the retro does not become one person's meeting.",
          'Keep notes about what happened and how, not about who.',
          'Keep to one or two changes. A short list gets done; a long one gets forgotten.',
          'For remote teams, use a shared board or document where everyone can add notes at the same time.',
        ],
      },
      {
        title: 'Other formats',
        subtitle: 'Swap the three headings to keep regular retros fresh',
        items: [
          'Glad, sad, mad: what pleased you, what disappointed you, what frustrated you',
          'Keep, drop, add: what to keep doing, what to stop, what to add',
          'Liked, learned, lacked, longed for',
        ],
      },
    ],
  },
  {
    title: 'Weather Report',
    time: '5 min',
    category: 'Check-in',
    overview: 'Everyone describes their current mood as a weather forecast, from sunny to stormy.',
    reason:
      'A metaphor makes it easier to share how you are doing without going into detail, and it helps the team adjust to each other that day.',
    directions: [
      'Each person gives their forecast in a few words, for example "sunny with a chance of deadlines".',
      'Add one sentence of explanation if you like.',
      'Check in privately later with anyone whose forecast is stormy.',
    ],
    sections: [
      {
        title: 'Forecast guide',
        items: [
          'Sunny: going well, plenty of energy',
          'Partly cloudy: fine, with something on my mind',
          'Foggy: unclear or unfocused today',
          'Rainy: a tough day',
          'Stormy: a lot going on; support welcome',
        ],
      },
      {
        title: 'Tips',
        items: [
          'Nobody needs to explain a cloudy or stormy forecast in front of the group.',
          'In a large group, post forecasts as weather emoji in the chat instead of going around.',
        ],
      },
    ],
  },
  {
    title: 'Journey Lines',
    time: '45 min',
    category: 'Connection',
    overview:
      'Each person sketches the high and low points of their working life as a line over time, then talks it through with the group.',
    reason:
      'Seeing the path that brought someone here builds empathy, and it often reveals experience the team did not know it had.',
    directions: [
      'Give everyone 10 minutes to draw a line across a page, from their first job to today, rising at the high points and dipping at the low ones.',
      'Label the main points with a word or two. Share only what you are comfortable sharing.',
      'In groups of three or four, each person talks through their line in about 5 minutes.',
      'Listeners ask one question each.',
      'Close with each person naming one thing they learned about a colleague.',
    ],
    sections: [
      {
        title: 'Keep it safe',
        items: [
          'Share only what you are comfortable sharing. A line can leave out whole years.',
          'Listeners ask questions out of curiosity and do not comment on the low points.',
          'What is said in the group stays in the group.',
        ],
      },
      {
        title: 'Materials',
        items: [
          'Paper and pens, with a marker for the line',
          'For remote teams, a shared whiteboard with one area per person, or paper held up to the camera',
        ],
      },
    ],
  },
  {
    title: 'Desert Island',
    time: '15 min',
    category: 'Connection',
    overview:
      'Everyone names three things they would take to a desert island, and the group tries to plan a survival team.',
    reason: 'An imaginary scenario is a playful way to learn what people value and how they think.',
    directions: [
      'Each person chooses three items to take to a desert island (no phones with signal).',
      'Share your items and the reason for each.',
      'As a group, pick the five items from everyone\'s lists that would give the team the best chance, and agree who would do what on the island.',
    ],
    sections: [
      {
        title: 'Tips',
        items: [
          'Set the scene before anyone chooses: the island has fresh water and fruit, and you will be rescued in a month.',
          "Keep each person's share to about a minute, so the group planning gets time too.",
        ],
      },
      {
        title: 'Variations',
        items: [
          'Skills only: instead of items, each person names one skill they would bring to the island.',
          'Keep me company: three songs, books or films, and why.',
          'Work edition: three tools, habits or pieces of advice you would take into a new job.',
        ],
      },
    ],
  },
  {
    title: 'Values Sort',
    time: '45 min',
    category: 'Leadership',
    overview:
      'The team sorts a list of values into what matters most to it, then agrees what its top values look like in daily work.',
    reason:
      'Values guide decisions only when people agree what they mean in practice. Sorting them together turns abstract words into concrete behaviors.',
    directions: [
      'Share a list of about 20 values (see the examples below) on cards or in a shared document.',
      'Individually, pick your top five (5 minutes).',
      'As a group, combine the choices and discuss until you agree on three to five team values.',
      'For each value, write down what it looks like in practice and what it does not look like.',
      'Use the values to discuss one real decision the team faces.',
    ],
    sections: [
      {
        title: 'Example values',
        items: [
          'Honesty',
          'Curiosity',
          'Ownership',
          'Inclusion',
          'Quality',
          'Speed',
          'Learning',
          'Care',
          'Simplicity',
          'Courage',
          'Fairness',
          'Fun',
        ],
      },
    ],
  },
  {
    title: 'Who Decides?',
    time: '30 min',
    category: 'Leadership',
    overview:
      'The team lists recurring decisions and agrees, for each one, who decides and who needs to be consulted or informed.',
    reason:
      'Unclear decision rights cause delays, rework and frustration. A simple shared map helps decisions move faster and feel fairer.',
    directions: [
      'List 8 to 10 decisions the team makes regularly, such as priorities, hiring, tools and budgets.',
      'For each, agree who makes the final call, who should be consulted first, and who should be told afterwards.',
      'Talk through any decision where people disagree, and agree how to resolve it.',
      'Share the map and revisit it when the team or its work changes.',
    ],
    sections: [
      {
        title: 'Examples',
        items: [
          {
            text: 'Choosing a new tool for the team:',
            sublist: [
              'Decides: the team lead',
              'Consulted first: the people who will use it most',
              'Told afterwards: the rest of the team and anyone whose work it touches',
            ],
          },
          {
            text: 'Approving time off:',
            sublist: [
              'Decides: the manager',
              'Consulted first: anyone covering the work',
              'Told afterwards: the team, through the shared calendar',
            ],
          },
        ],
      },
      {
        title: 'Tips',
        items: [
          'For each decision, name one person or one agreed method, such as a team vote, so it is always clear who has the final say.',
          'Keep the consulted list short. Consulting everyone slows every decision down.',
          'Start with the decisions that have recently caused delay or confusion.',
        ],
      },
    ],
  },
  {
    title: 'Meeting Reset',
    time: '30 min',
    category: 'Team Building',
    overview:
      'The team reviews its recurring meetings and decides which to keep, change or drop.',
    reason:
      'Recurring meetings pile up over time. A regular review frees up time and makes the meetings that remain more useful.',
    directions: [
      'List every recurring team meeting, with its length, how often it happens and its purpose.',
      'For each, everyone votes: keep, change or drop.',
      'Discuss the meetings with mixed votes. What would make them worth the time?',
      'Agree the changes, and try them for a month before reviewing again.',
    ],
    sections: [
      {
        title: 'Questions for each meeting',
        items: [
          'Does it have a clear purpose that everyone can state?',
          'Could it be shorter, less frequent or done in writing?',
          'Does everyone invited need to be there?',
        ],
      },
    ],
  },
  {
    title: 'Thank-You Notes',
    time: '15 min',
    category: 'Recognition',
    overview: 'Everyone writes a short, specific thank-you note to a colleague and sends it.',
    reason:
      'A written thank-you can be kept and reread, and the time spent writing it shows it is sincere.',
    directions: [
      'Each person picks a colleague, on the team or elsewhere, who helped them recently.',
      'Write a few sentences: what they did, and what difference it made to you.',
      'Send the note by whatever channel suits the person: a message, an email or a card.',
    ],
    sections: [
      {
        title: 'Prompts',
        items: [
          'I noticed that you...',
          'It made a difference because...',
          'What I appreciated most was...',
        ],
      },
      {
        title: 'Tips',
        items: [
          'Send the note the same day, while it is fresh.',
          'Do not add a request at the end. Let the thanks stand on its own.',
          'If you work in the same place, a handwritten card stands out.',
        ],
      },
    ],
  },
  {
    title: 'Listening Triads',
    time: '30 min',
    category: 'Communication',
    overview:
      'In groups of three, one person speaks, one listens and reflects back, and one observes, then everyone swaps roles.',
    reason:
      'Practicing listening with an observer makes habits visible, such as interrupting or jumping to advice, so people can change them.',
    directions: [
      'Form groups of three and assign roles: speaker, listener and observer.',
      'The speaker talks for 3 minutes about a current challenge.',
      'The listener then summarizes what they heard, including how the speaker seems to feel, without offering advice.',
      'The observer gives 2 minutes of feedback on the listening.',
      'Rotate roles until everyone has had each role.',
    ],
    sections: [
      {
        title: 'What the observer watches for',
        items: [
          'Did the listener let the speaker finish without interrupting?',
          'Did the summary capture feelings as well as facts?',
          'Did the listener offer advice, or turn the conversation to their own experience?',
          'What did their tone and body language say?',
        ],
      },
      {
        title: 'Topic ideas for the speaker',
        subtitle: 'Choose something you are comfortable discussing with two colleagues',
        items: [
          'A decision you are weighing up',
          'Something at work that is taking more energy than it should',
          'A change you would like to make',
        ],
      },
    ],
  },
  {
    title: 'Best Mistake',
    time: '20 min',
    category: 'Team Building',
    overview:
      'Each person shares a mistake they made, what they learned from it, and how it changed what they do now.',
    reason:
      'Hearing colleagues talk openly about mistakes makes it easier for everyone to admit problems early, and the lessons are useful to all.',
    directions: [
      'A leader or volunteer goes first, to show it is safe.',
      'Each person shares a work mistake that they are comfortable talking about, in 2 minutes or less.',
      'Say what happened, what you learned, and what you do differently now.',
      'Listeners respond with thanks or questions, not judgment.',
    ],
    sections: [
      {
        title: 'Keep it safe',
        items: [
          'Choose a mistake that is behind you, not one still being dealt with.',
          "Talk only about your own mistakes, never a colleague's.",
          'Nobody has to share. Passing is always fine.',
          'Whoever goes first sets the tone: share a real mistake, not a success in disguise.',
        ],
      },
      {
        title: 'Questions for listeners',
        items: [
          'What was the first sign that something was going wrong?',
          'What helped you recover?',
          'What would you tell someone about to make the same mistake?',
        ],
      },
    ],
  },
];

function expand(source: ActivitySource): Activity {
  const activity: Activity = {
    title: source.title,
    time: source.time,
    overview: source.overview,
    directions: source.directions.map((direction) =>
      typeof direction === 'string' ? { text: direction } : direction,
    ),
    sections: (source.sections ?? []).map((section) => ({
      title: section.title,
      ...(section.subtitle === undefined ? {} : { subtitle: section.subtitle }),
      items: section.items.map((item) => (typeof item === 'string' ? { text: item } : item)),
    })),
    category: source.category,
  };
  if (source.reason !== undefined) activity.reason = source.reason;
  return activity;
}

/** The 46 activities, in catalogue order. */
export const ACTIVITIES: readonly Activity[] = SOURCE.map(expand);
