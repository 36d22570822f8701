/**
 * What the member is asking, read from their last message (and from the page they asked from, when they handed a
 * question over with Ask Link): a scored phrase classifier. Each rule is a phrase pattern with a weight; a
 * question's score for a topic is the sum of the weights of that topic's rules it matches, and the highest score
 * wins. Every decision can be explained by the rules that matched (`matched`). Deterministic by construction.
 *
 * Also here: the guard that recognises requests for another member's private data or for the advisor's own
 * instructions (docs/decisions.md#the-advisor), and the duration a question asks for ('a 10-minute activity').
 */

const ADVISOR_INTENTS = [
  'connect',
  'meeting',
  'conflict',
  'team',
  'self',
  'schedule',
  'resource',
  'wellbeing',
  'product',
  'fallback',
] as const;
export type AdvisorIntent = (typeof ADVISOR_INTENTS)[number];

interface Rule {
  intent: Exclude<AdvisorIntent, 'fallback'>;
  pattern: RegExp;
  weight: number;
}

const rule = (intent: Rule['intent'], weight: number, pattern: RegExp): Rule => ({ intent, weight, pattern });

/** Patterns run on the lower-cased question, with typographic apostrophes made plain. */
const RULES: readonly Rule[] = [
  // connect with someone
  rule('connect', 5, /\bwho (should|could|can|do|would|might) i (get to know|meet|connect|talk|reach out|chat|have coffee|pair)/),
  rule('connect', 4, /\bwho (to|should i) (connect|meet|get to know|reach out)/),
  rule('connect', 4, /\bget to know\b/),
  rule('connect', 3, /\bconnect(ing)? with\b/),
  rule('connect', 3, /\b(introduce|introduction|introductions)\b/),
  rule('connect', 2, /\bnetwork(ing)?\b/),
  rule('connect', 2, /\b(matches|match|my connections|new connections?|connection)\b/),
  rule('connect', 2, /\b(reach out|break the ice|first chat|coffee chat|coffee with)\b/),
  rule('connect', 3, /\bmeet (new|someone|somebody|people|colleagues)\b/),
  rule('connect', 2, /\b(mentor|mentors|buddy|ally|allies)\b/),
  rule('connect', 1, /\b(colleague|colleagues|coworker|co-worker|teammate|someone|somebody|people|person)\b/),
  rule('connect', 2, /\b(approach|talk to|chat with|start a conversation with|good match|best match|closest match)\b/),
  rule('connect', 1, /\b(lonely|new here|new to the team|just joined)\b/),
  rule('connect', 3, /\bquick connect with\b|\b(pick|choose|find) (someone|a colleague|a person)\b/),

  // prepare for a meeting
  rule('meeting', 3, /\bmeetings?\b/),
  rule('meeting', 3, /\b(1:1|1-on-1|one[- ]on[- ]one|one[- ]to[- ]one)s?\b/),
  rule('meeting', 3, /\bagenda\b/),
  rule('meeting', 2, /\b(prepare|prep|preparing|get ready)\b/),
  rule('meeting', 2, /\b(run|lead|facilitate|chair) (a|the|my|our)\b/),
  rule('meeting', 1, /\b(sync|stand-?up|review|interview|presentation|kick-?off|workshop|call|planning)\b/),

  // handle a conflict
  rule('conflict', 4, /\b(conflicts?|disagree\w*|tensions?|argument\w*|argu(e|ed|ing)|clash\w*|friction|fall(ing|en)? out|fell out|fight|fought|row with|feud)\b/),
  rule('conflict', 4, /\b(difficult|hard|tough|awkward|uncomfortable) (conversation|talk|feedback|colleague|coworker|person)\b/),
  rule('conflict', 3, /\b(annoy|annoys|annoyed|annoying|frustrat\w*|rude|dismissive|interrupts?|interrupting|blames?|takes credit|micromanag\w*|ignores? me|passive[- ]aggressive|defensive|upset with|angry|mad at)\b/),
  rule('conflict', 3, /\b(get along|doesn'?t listen|does not listen|won'?t listen|not listening|push ?back|stand my ground|say no)\b/),
  rule('conflict', 2, /\b(negative feedback|critical feedback|give feedback|giving feedback|criticism|criticise|criticize|complain\w*)\b/),

  // team building
  rule('team', 4, /\bteam[- ]?(building|bonding|activity|activities|event|game|games|offsite|morale|spirit|ritual)\b/),
  rule('team', 3, /\b(activity|activities|exercise|exercises)\b/),
  rule('team', 2, /\b(have i|i've|did i) (already )?(done|completed|finished|tried)\b/),
  rule('team', 3, /\b(icebreaker|icebreakers|ice breaker|ice-breaker|warm-?up|energi[sz]er)\b/),
  rule('team', 2, /\b(bond|bonding|team spirit|trust in the team|build trust|retro|retrospective|all-hands|offsite)\b/),
  rule('team', 1, /\b(team|teams|group)\b/),
  rule('team', 2, /\b(fun|games?|social|party|celebrat\w*|friday)\b/),
  rule('team', 1, /\b\d+[- ]?(min|mins|minute|minutes)\b/),

  // self-understanding
  rule('self', 4, /\b(archetype|persona|personality|hexaco)\b/),
  rule('self', 3, /\b(my )?traits?\b/),
  rule('self', 3, /\b(strengths?|weakness|weaknesses|blind spots?|work style|working style|superpower)\b/),
  rule('self', 4, /\b(who am i|about me|about myself|understand myself|know myself|my profile|my scores?|my results?)\b/),
  rule('self', 3, /\b(honesty|humility|emotionality|extraversion|extroversion|introvert\w*|extravert\w*|extrovert\w*|agreeableness|conscientiousness|openness)\b/),
  rule('self', 3, /\bhow do i (come across|work best|grow|improve)\b/),
  rule('self', 2, /\b(what am i like|what kind of|what type of|grow|growth|develop myself|self-awareness)\b/),
  rule('self', 2, /\bhow (can|do|could) i (be|become|get) (a )?better\b/),
  rule('self', 4, /\b(which|what) (archetypes?|personas?|type of (person|people|colleague)|kind of (person|people|colleague))\b/),

  // schedule
  rule('schedule', 4, /\b(my schedule|my calendar|my week|my day|my agenda)\b/),
  rule('schedule', 3, /\b(calendar|schedule|scheduled|scheduling)\b/),
  rule('schedule', 4, /\bwhen (am|are|is|can|should|could) (i|we)\b/),
  rule('schedule', 3, /\b(free time|free slot|free slots|am i free|availability|available|time slot|slots|find (a )?time|open slot)\b/),
  rule('schedule', 3, /\b(what'?s|what is) (next|on|coming up|up next)\b/),
  rule('schedule', 2, /\b(upcoming|busy|book|booked|events?|next week|this week|today|tomorrow|this afternoon|this morning)\b/),
  rule('schedule', 5, /\b(book|schedule|set up|arrange|organi[sz]e|find) (me )?(a |an |some )?(meeting|time|call|chat|quick connect|1:1|slot|coffee)\b/),

  // find a resource
  rule('resource', 4, /\b(resources?|articles?|reading|read|videos?|watch|ted talks?|talks? (on|about|for)|podcasts?|guides?|documents?|papers?|books|library)\b|\b(a|good|great) book\b/),
  rule('resource', 3, /\b(listen(er|ers|ing)?|communicat\w*|speak up|speaking up|assertive\w*|confiden\w*)\b/),
  rule('resource', 3, /\b(learn more|learn about|learn how|recommend something|something to read|something to watch|material|materials)\b/),
  rule('resource', 2, /\b(research|study|studies|evidence)\b/),

  // wellbeing
  rule('wellbeing', 4, /\b(stress|stressed|stressful|burn ?out|burning out|burnt out|burned out|overwhelm\w*|anxious|anxiety|exhausted|tired|drained|worn out)\b/),
  rule('wellbeing', 4, /\b(self-care|self care|wellbeing|well-being|wellness|mental health|work-life|work life|balance)\b/),
  rule('wellbeing', 3, /\b(break|rest|recharge|energy|calm down|relax\w*|sleep|pressure|worried|worry|motivat\w*|lonely|isolated|mood|cope|coping)\b/),

  // product help
  rule('product', 8, /\bhow (do|can|should) i (connect|link|add|sync|set up|setup|change|disconnect) (my |a |the )?(calendar|google|outlook)/),
  rule('product', 5, /\b(what'?s new|whats new|what is new|new features?|release notes?|changelog|latest (version|release|update)|which version|what version)\b/),
  rule('product', 4, /\bhow (does|do) (link|kindred|quick connect|matching|the matching|matches|this app|the app|connections|archetypes?) (work|get made|get chosen)/),
  rule('product', 5, /\bhow (are|were|is|do you) (my )?(matches|connections|archetypes?|archetype|strength)\b.*\b(made|generated|chosen|picked|calculated|computed|assigned|decided|work)\b/),
  rule('product', 4, /\b(settings|dark mode|notifications?|password|sign in|log in|log out|delete my account|my account|privacy|data)\b/),
  rule('product', 4, /\b(what can you do|what do you do|who are you|what are you|how do i use|help me use|where (do|can) i find|where is|how do i find)\b/),
  rule('product', 3, /\b(quick connect work|quick connect page|activities page|resources page|events page|the app|this app|feature|features|bug|broken|not working|doesn'?t work)\b/),
  rule('product', 2, /\b(when was|which release|added)\b/),
];

const DEICTIC = /\b(this|that|it|these|those)\b|tell me more|more about|explain|is .* for me|good for me|fit me|suit me/;

/** How a page's hand-over (its context type) leans the question towards a topic. */
const PAGE_TYPE_INTENT: Record<string, Rule['intent']> = {
  activity: 'team',
  resource: 'resource',
  archetype: 'self',
  'persona-trait': 'self',
  trait: 'self',
  feature: 'product',
};

/** When two topics score the same, the more specific one wins. */
const PRIORITY: readonly AdvisorIntent[] = [
  'product',
  'conflict',
  'wellbeing',
  'meeting',
  'schedule',
  'connect',
  'resource',
  'team',
  'self',
  'fallback',
];

/** The least score that counts as recognising a topic. */
const THRESHOLD = 2;

export interface Classification {
  intent: AdvisorIntent;
  score: number;
  /** The rules that matched, as 'topic+weight /pattern/', for explaining a decision. */
  matched: string[];
  scores: Record<AdvisorIntent, number>;
  /** The topic came from an earlier question of the conversation (a follow-up such as 'something shorter?'). */
  carried: boolean;
}

export function normaliseQuestion(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, ' ').trim();
}

export interface PageHint {
  type: string | null;
  title: string | null;
}

/**
 * Scores one question. `previous` (the member's earlier questions, oldest first) is read only when the question
 * itself names no topic: a follow-up keeps the topic of the question it follows.
 */
export function classifyQuestion(question: string, page: PageHint | null = null, previous: readonly string[] = []): Classification {
  const text = normaliseQuestion(question);
  const scores = Object.fromEntries(ADVISOR_INTENTS.map((intent) => [intent, 0])) as Record<AdvisorIntent, number>;
  const matched: string[] = [];
  for (const r of RULES) {
    if (r.pattern.test(text)) {
      scores[r.intent] += r.weight;
      matched.push(`${r.intent}+${r.weight} ${r.pattern.source}`);
    }
  }
  const pageIntent = page?.type ? PAGE_TYPE_INTENT[page.type] : undefined;
  if (pageIntent) {
    const weight = DEICTIC.test(text) ? 4 : 2;
    scores[pageIntent] += weight;
    matched.push(`${pageIntent}+${weight} page:${page!.type}`);
  }
  let best: AdvisorIntent = 'fallback';
  for (const intent of PRIORITY) if (intent !== 'fallback' && scores[intent] > scores[best]) best = intent;
  if (scores[best] >= THRESHOLD) return { intent: best, score: scores[best], matched, scores, carried: false };

  for (let i = previous.length - 1; i >= 0; i--) {
    const earlier = classifyQuestion(previous[i]!, page);
    if (earlier.intent !== 'fallback') return { ...earlier, scores, matched: [...matched, ...earlier.matched.map((m) => `earlier:${m}`)], carried: true };
  }
  return { intent: 'fallback', score: scores[best], matched, scores, carried: false };
}

// ---------------------------------------------------------------------------
// The guard

export type GuardVerdict = { kind: 'instructions' } | { kind: 'private-data'; about: string | null } | null;

const INSTRUCTIONS =
  /\b(system prompt|system message|your (instructions|prompt|prompts|rules|configuration|guidelines|setup|programming)|(ignore|forget|disregard) (all |any |the |your )?(previous|prior|above|earlier) (instructions|prompts?|rules)|developer (message|mode)|jailbreak|initial prompt|hidden prompt|print your prompt|repeat the (text|words) above)\b/;

const SENSITIVE =
  /\b(personality|scores?|traits?|hexaco|honesty|humility|emotionality|extraversion|agreeableness|conscientiousness|openness|results?|e-?mail|phone|number|address|salary|pay|age|birthday|date of birth|password|calendar|schedule|messages?|chats?|private|performance review|profile)\b/;

const REVEAL = /\b(what|what'?s|show|tell|give|reveal|list|share|see|send|look up|find out|know|how (high|low|much)|is|are)\b/;

const OTHERS =
  /\b(colleague'?s?|colleagues'|coworker'?s?|co-worker'?s?|manager'?s?|boss'?s?|teammate'?s?|member'?s?|members'|everyone'?s?|everybody'?s?|someone else'?s?|other people'?s?|others'|his|her|their|all (the )?(members|colleagues|users))\b/;

/** Capitalised words that are not people's names (a possessive of these is not another member). */
const NOT_NAMES = new Set([
  'link',
  'kindred',
  'quick',
  'connect',
  'google',
  'outlook',
  'microsoft',
  'today',
  'tomorrow',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'ted',
  'hexaco',
  'team',
  'company',
  'organisation',
  'organization',
  'app',
  'everyone',
  'my',
  'i',
  'what',
  'who',
  'the',
  'it',
  'that',
  'this',
  'there',
  'here',
  'let',
]);

/** People named with a possessive ("Ana's", "Ana Silva's") in the original text. */
function possessiveNames(question: string): string[] {
  const names: string[] = [];
  for (const m of question.replace(/[\u2018\u2019\u02bc]/g, "'").matchAll(/\b([A-Z][\p{L}-]+)(?:\s+[A-Z][\p{L}'-]+)?'s\b/gu)) {
    if (!NOT_NAMES.has(m[1]!.toLowerCase())) names.push(m[0]!.slice(0, -2));
  }
  return names;
}

/**
 * Refuses what the advisor must not answer: its own instructions, and another member's private data (their scores,
 * traits, contact details, calendar or messages). The member's own profile is theirs to ask about.
 */
export function guardQuestion(question: string, selfNames: readonly string[]): GuardVerdict {
  const text = normaliseQuestion(question);
  if (INSTRUCTIONS.test(text)) return { kind: 'instructions' };
  if (!SENSITIVE.test(text) || !REVEAL.test(text)) return null;
  const own = new Set(selfNames.map((name) => name.toLowerCase()));
  const named = possessiveNames(question).filter((name) => !own.has(name.toLowerCase()) && !own.has(name.split(' ')[0]!.toLowerCase()));
  if (named.length > 0) return { kind: 'private-data', about: named[0]! };
  const of = question.match(/\b(?:of|for|about)\s+([A-Z][\p{L}-]+)(?:\s+[A-Z][\p{L}-]+)?\b/u);
  if (of && !NOT_NAMES.has(of[1]!.toLowerCase()) && !own.has(of[1]!.toLowerCase()) && /\b(score|scores|traits?|hexaco|personality|e-?mail|phone|address|salary|calendar|schedule|messages?)\b/.test(text)) {
    return { kind: 'private-data', about: of[0]!.replace(/^(of|for|about)\s+/i, '') };
  }
  if (OTHERS.test(text) && /\b(score|scores|traits?|hexaco|personality|e-?mail|phone|address|salary|calendar|schedule|messages?|chats?|private|emotionality|extraversion|agreeableness|conscientiousness|openness)\b/.test(text)) {
    // 'How do I work with a colleague's personality?' asks for advice, not data: only a request to see it is refused.
    if (/\b(what|what'?s|show|tell me|give me|reveal|list|share|send me|look up|find out|how (high|low))\b/.test(text) && !/\bhow (do|can|should) i\b/.test(text)) {
      return { kind: 'private-data', about: null };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// Durations

export interface DurationAsk {
  /** The longest activity that fits, in minutes. */
  maxMinutes: number;
  /** The words that set it, for the reply ('10 minutes', 'quick'). */
  said: string;
}

const UNIT_MINUTES = (unit: string) => (/^h/.test(unit) ? 60 : 1);

/** The time limit a question sets: '10-minute', '5-min', 'under 30 minutes', 'half an hour', 'quick'. */
export function durationAsked(question: string): DurationAsk | null {
  const text = normaliseQuestion(question);
  const bounded = text.match(
    /\b(?:under|less than|at most|no more than|not more than|max(?:imum)?|within|shorter than|up to|below|no longer than)\s+(\d+(?:\.\d+)?)\s*-?\s*(minutes?|mins?|m|hours?|hrs?|h)\b/,
  );
  if (bounded) return { maxMinutes: Math.round(Number(bounded[1]) * UNIT_MINUTES(bounded[2]!)), said: bounded[0]! };
  const exact = text.match(/\b(\d+(?:\.\d+)?)\s*-?\s*(minutes?|mins?|hours?|hrs?)\b/);
  if (exact) return { maxMinutes: Math.round(Number(exact[1]) * UNIT_MINUTES(exact[2]!)), said: exact[0]! };
  if (/\bhalf (an )?hour\b|\bhalf-hour\b/.test(text)) return { maxMinutes: 30, said: 'half an hour' };
  if (/\bquarter of an hour\b/.test(text)) return { maxMinutes: 15, said: 'a quarter of an hour' };
  if (/\b(an|one) hour\b/.test(text)) return { maxMinutes: 60, said: 'an hour' };
  const quick = text.match(/\b(quick|quickly|short|shorter|brief|fast|few minutes|little time|no time)\b/);
  if (quick) return { maxMinutes: 15, said: quick[0]! };
  return null;
}

/** Minutes of an activity's duration text ('10 min', '1 hour'); 20 when it cannot be read (docs/product.md#validation). */
export function activityMinutes(time: string): number {
  const m = time.trim().match(/^(\d+(?:\.\d+)?)\s*(min|mins|minute|minutes|hour|hours|hr|hrs|h)?\b/i);
  if (!m) return 20;
  return Math.round(Number(m[1]) * (m[2] && /^h/i.test(m[2]) ? 60 : 1));
}
