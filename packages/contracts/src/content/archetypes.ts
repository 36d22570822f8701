/**
 * The archetype catalogue (docs/product.md#what-it-keeps, "Archetype catalogue"): what each of
 * the twelve archetypes is like at work and how to meet one well, beside the
 * prototypes a member's archetype is assigned from (docs/decisions.md#matching).
 */
import * as z from 'zod/mini';
import { ARCHETYPE_IDS, archetypeIdSchema } from '@kindred/contracts/domain/archetypes';
import type { ArchetypeId } from '@kindred/contracts/domain/archetypes';

// Defined in contracts because the server assigns archetypes with the same prototypes; re-exported so the catalogue carries them.
export { ARCHETYPE_PROTOTYPES, assignArchetype } from '@kindred/contracts/domain/archetypes';

const archetypeDescriptionSchema = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(1)),
});

export const archetypeEntrySchema = z.object({
  id: archetypeIdSchema,
  plural_name: z.string().check(z.minLength(1)),
  summary: z.string().check(z.minLength(1)),
  descriptions: z.array(archetypeDescriptionSchema).check(z.minLength(1)),
  /** Practical tips for someone about to meet a person of this archetype. */
  meeting_notes: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  /** A page about the archetype elsewhere; none of ours has one yet. */
  url: z.optional(z.url()),
  /** Our own illustration, bundled with the app. */
  image_url: z.string().check(z.minLength(1)),
});

export type ArchetypeEntry = z.infer<typeof archetypeEntrySchema>;

/**
 * Illustration URLs. Each `new URL(literal, import.meta.url)` is resolved by
 * Vite at build time (the file is copied and fingerprinted) and by Node in
 * tests, so the literal paths must stay written out one by one.
 */
export const archetypeIllustrations: Record<ArchetypeId, string> = {
  'the advocate': new URL('./illustrations/advocate.svg', import.meta.url).href,
  'the promoter': new URL('./illustrations/promoter.svg', import.meta.url).href,
  'the spark': new URL('./illustrations/spark.svg', import.meta.url).href,
  'the rock': new URL('./illustrations/rock.svg', import.meta.url).href,
  'the storyteller': new URL('./illustrations/storyteller.svg', import.meta.url).href,
  'the thinker': new URL('./illustrations/thinker.svg', import.meta.url).href,
  'the caregiver': new URL('./illustrations/caregiver.svg', import.meta.url).href,
  'the individualist': new URL('./illustrations/individualist.svg', import.meta.url).href,
  'the organizer': new URL('./illustrations/organizer.svg', import.meta.url).href,
  'the dreamer': new URL('./illustrations/dreamer.svg', import.meta.url).href,
  'the explorer': new URL('./illustrations/explorer.svg', import.meta.url).href,
  'the traditionalist': new URL('./illustrations/traditionalist.svg', import.meta.url).href,
};

type ArchetypeText = Omit<ArchetypeEntry, 'id' | 'image_url' | 'url'>;

const TEXT: Record<ArchetypeId, ArchetypeText> = {
  'the advocate': {
    plural_name: 'Advocates',
    summary:
      'Advocates speak up for people and for what is fair. They notice when someone is left out or when a decision does not add up, and they say so.',
    descriptions: [
      {
        title: 'At work',
        text: 'Advocates care about how a decision lands on people as much as what the decision is. They are often the first to ask who has not been heard yet, and they will raise an awkward point in a meeting rather than let it slide.',
      },
      {
        title: 'Strengths',
        text: 'Clear values, candor and the courage to take a stand. A team with an advocate tends to catch unfairness early, before it turns into quiet resentment.',
      },
      {
        title: 'Watch out for',
        text: 'Taking up every cause can wear an advocate down, and a firm stance can sound like criticism to people who did not see it coming. Choosing the issues that matter most, and saying what they are for as well as what they are against, keeps their voice persuasive.',
      },
    ],
    meeting_notes: [
      'Ask what they care about most at work right now; they usually have a clear answer.',
      'Be straightforward. Advocates value honesty over polish and notice spin quickly.',
      'If you disagree, say so and give your reasons. They respect a fair challenge.',
    ],
  },
  'the promoter': {
    plural_name: 'Promoters',
    summary:
      'Promoters bring energy and visibility. They are quick to champion an idea, a project or a colleague, and good at getting other people on board.',
    descriptions: [
      {
        title: 'At work',
        text: "Promoters are at ease in front of a group, enjoy making connections between people, and like their work to be seen. They often become the public voice of a team's wins.",
      },
      {
        title: 'Strengths',
        text: 'Persuasion, confidence and momentum. A promoter can take a quiet good idea and give it the backing it needs to happen.',
      },
      {
        title: 'Watch out for',
        text: "Enthusiasm can run ahead of the details, and the spotlight can leave quieter contributors unseen. Crediting people by name and checking the plan before pitching it keep a promoter's influence trusted.",
      },
    ],
    meeting_notes: [
      'Bring something to be excited about: an idea, a recent win, or someone they should meet.',
      'Expect a quick pace. It is fine to slow things down and ask for specifics.',
      'Tell them what you are working on. Promoters are often generous with introductions.',
    ],
  },
  'the spark': {
    plural_name: 'Sparks',
    summary:
      'Sparks get things started. They bring lively energy, fresh ideas and a sense of fun, and they help a group get moving.',
    descriptions: [
      {
        title: 'At work',
        text: 'Sparks enjoy brainstorms, kick-offs and anything new. They lift the mood of a room and are often the ones suggesting a different way to try something.',
      },
      {
        title: 'Strengths',
        text: 'Enthusiasm, creativity and spontaneity. When a team is stuck or flat, a spark gets ideas and people flowing again.',
      },
      {
        title: 'Watch out for',
        text: 'Interest can fade once the novelty does, and details may slip. Pairing up with someone who enjoys finishing, and writing down who does what next, helps their ideas land.',
      },
    ],
    meeting_notes: [
      'Keep it interactive. Sparks enjoy thinking out loud together.',
      'Welcome the tangents, then agree on one idea to take forward.',
      'A walk, a whiteboard or a quick game suits them better than a slide deck.',
    ],
  },
  'the rock': {
    plural_name: 'Rocks',
    summary:
      'Rocks are calm, patient and dependable. When things get busy or tense, they stay steady and keep the work moving.',
    descriptions: [
      {
        title: 'At work',
        text: 'Rocks do what they say they will, rarely get rattled, and give others a sense that things are under control. Colleagues often bring them problems because they listen without drama.',
      },
      {
        title: 'Strengths',
        text: "Reliability, composure and patience. In a crisis or a long project, a rock holds the team's pace.",
      },
      {
        title: 'Watch out for',
        text: 'Because they seldom show stress, rocks can carry too much without anyone noticing, and they may stay with a familiar approach after it has stopped working. Asking for help early and staying open to change keeps them steady without being stuck.',
      },
    ],
    meeting_notes: [
      'Give them time to answer. They prefer a considered reply to a quick reaction.',
      'Ask how their workload really is; they may not volunteer it.',
      'Be dependable yourself: turn up on time and follow through on what you agree.',
    ],
  },
  'the storyteller': {
    plural_name: 'Storytellers',
    summary:
      'Storytellers connect people through shared experience. They make ideas vivid, remember what matters to others, and bring warmth to a team.',
    descriptions: [
      {
        title: 'At work',
        text: 'Storytellers explain through examples and anecdotes, and they notice the human side of a project. They are often the ones who help a new colleague feel part of the group.',
      },
      {
        title: 'Strengths',
        text: 'Expressiveness, empathy and imagination. A storyteller can make a plan memorable and help people see why it matters.',
      },
      {
        title: 'Watch out for',
        text: 'A good story can run long or drift from the point, and a cool reaction may sting more than others realize. Leading with the headline and then telling the story keeps their message sharp.',
      },
    ],
    meeting_notes: [
      'Ask for the story behind their current project; you will learn a lot.',
      'Share something of your own. Storytellers connect through exchange.',
      'Show real interest. A distracted response can land harder than you intend.',
    ],
  },
  'the thinker': {
    plural_name: 'Thinkers',
    summary:
      'Thinkers are curious, careful and analytical. They like to understand how something works before they act, and they bring depth to decisions.',
    descriptions: [
      {
        title: 'At work',
        text: 'Thinkers ask the question nobody else asked, read the detail, and prefer to work a problem through properly. They often do their best thinking alone and come back with a well-formed view.',
      },
      {
        title: 'Strengths',
        text: 'Rigor, objectivity and insight. A thinker spots the flaw in an argument and finds a better answer by looking more closely.',
      },
      {
        title: 'Watch out for',
        text: "Thinkers can keep analyzing when a good-enough answer is needed, and may go quiet in fast, talk-heavy meetings. Agreeing a decision date and sharing their thinking in writing help their insight reach the team in time.",
      },
    ],
    meeting_notes: [
      'Send the topic in advance so they can prepare.',
      'Expect questions. They are a sign of interest, not doubt.',
      'Leave room for pauses. Thinkers often speak once they have weighed things up.',
    ],
  },
  'the caregiver': {
    plural_name: 'Caregivers',
    summary:
      'Caregivers notice how people are doing and make sure they feel supported. They build trust and help a team feel safe to be human.',
    descriptions: [
      {
        title: 'At work',
        text: 'Caregivers check in on colleagues, remember what someone is going through, and offer help before being asked. They make new starters welcome and smooth over friction.',
      },
      {
        title: 'Strengths',
        text: 'Empathy, patience and loyalty. In a team with a caregiver, people tend to raise problems earlier because they expect to be listened to.',
      },
      {
        title: 'Watch out for',
        text: "Caregivers can put other people's needs ahead of their own until they are stretched thin, and they may avoid a disagreement that needs to happen. Setting limits, and treating honest disagreement as a form of care, protects them and the team.",
      },
    ],
    meeting_notes: [
      'Ask how they are, and then ask what they need.',
      'Thank them specifically for help they have given; it often goes unnoticed.',
      'Keep the conversation two-way. Caregivers tend to ask more than they share.',
    ],
  },
  'the individualist': {
    plural_name: 'Individualists',
    summary:
      'Individualists think for themselves. They bring original ideas, say what they really think, and do their best work with room to do it their own way.',
    descriptions: [
      {
        title: 'At work',
        text: 'Individualists question assumptions and resist doing something a certain way only because it has always been done that way. They are comfortable working alone and often produce distinctive, unexpected work.',
      },
      {
        title: 'Strengths',
        text: 'Independence, originality and directness. An individualist helps a team avoid groupthink.',
      },
      {
        title: 'Watch out for',
        text: 'A direct style can come across as dismissive, and a preference for working solo can leave others unsure what is happening. Sharing progress early, and explaining why they disagree, keeps their independence collaborative.',
      },
    ],
    meeting_notes: [
      'Ask for their honest opinion, and be ready to hear it.',
      'Focus on ideas and outcomes rather than process or small talk.',
      'Give them ownership of something specific. They value autonomy.',
    ],
  },
  'the organizer': {
    plural_name: 'Organizers',
    summary:
      'Organizers bring structure and follow-through. They turn plans into steps, keep track of commitments, and make sure things get finished.',
    descriptions: [
      {
        title: 'At work',
        text: 'Organizers like clear goals, agreed processes and tidy handovers. They are often the ones who write the plan, set up the tracker and remind everyone of the deadline.',
      },
      {
        title: 'Strengths',
        text: 'Planning, diligence and dependability. With an organizer involved, fewer things fall through the cracks.',
      },
      {
        title: 'Watch out for',
        text: 'Last-minute changes and loose ends can be stressful for organizers, and high standards can turn into doing everything themselves. Leaving room for change and handing over the parts others can own keep them effective.',
      },
    ],
    meeting_notes: [
      'Agree the purpose of the conversation at the start.',
      'Arrive on time and finish with next steps; they will appreciate both.',
      'If plans change, tell them early and explain why.',
    ],
  },
  'the dreamer': {
    plural_name: 'Dreamers',
    summary:
      'Dreamers imagine what could be. They bring creativity, ideals and a feel for meaning, and they help a team look beyond the next deadline.',
    descriptions: [
      {
        title: 'At work',
        text: 'Dreamers are drawn to big questions and new possibilities. They care whether the work is worthwhile, and they often see connections that others miss.',
      },
      {
        title: 'Strengths',
        text: 'Imagination, vision and sensitivity. A dreamer can give a team a purpose people want to work towards.',
      },
      {
        title: 'Watch out for',
        text: "Big ideas can stay ideas without a plan, and routine tasks can feel draining. Working with a practical partner and setting small, concrete first steps help a dreamer's vision become real.",
      },
    ],
    meeting_notes: [
      'Ask what they would change if anything were possible.',
      'Take their ideas seriously before testing them against constraints.',
      'A relaxed, unhurried setting brings out their best thinking.',
    ],
  },
  'the explorer': {
    plural_name: 'Explorers',
    summary:
      'Explorers are curious and bold about the unfamiliar. They seek out new ideas, people and experiences, and they are comfortable with risk.',
    descriptions: [
      {
        title: 'At work',
        text: 'Explorers volunteer for the new project, try the new tool first, and ask other teams how they do things. They bring ideas back from outside and are not thrown by uncertainty.',
      },
      {
        title: 'Strengths',
        text: 'Curiosity, adaptability and courage. An explorer helps a team learn quickly and try things it would otherwise avoid.',
      },
      {
        title: 'Watch out for',
        text: 'Explorers can move on before the current thing is finished, and not everyone shares their comfort with risk. Checking how much change the team can absorb, and closing loops before opening new ones, makes their curiosity easier to follow.',
      },
    ],
    meeting_notes: [
      'Tell them about something you learned recently; they enjoy a new idea.',
      "Suggest a change of scene: a walk, a different café, another team's space.",
      'Ask about the most interesting thing they have tried lately.',
    ],
  },
  'the traditionalist': {
    plural_name: 'Traditionalists',
    summary:
      'Traditionalists value proven ways, loyalty and doing things properly. They protect what works and give a team continuity.',
    descriptions: [
      {
        title: 'At work',
        text: 'Traditionalists know how things came to be the way they are, respect agreed standards, and follow through carefully. Colleagues trust them because they are consistent and fair.',
      },
      {
        title: 'Strengths',
        text: 'Consistency, integrity and practical judgment. A traditionalist stops a team from throwing away what already works.',
      },
      {
        title: 'Watch out for',
        text: 'Traditionalists may be wary of a change until they see the case for it, and can look resistant when they are really being careful. Asking what problem a change solves, and trying it on a small scale first, lets them shape change instead of slowing it.',
      },
    ],
    meeting_notes: [
      'Be clear and consistent. They value people who keep their word.',
      'Ask about the history behind how things work; they often know it best.',
      'When you suggest something new, explain why, and what stays the same.',
    ],
  },
};

/** Each archetype's catalogue entry, by id. */
export const ARCHETYPE_CATALOGUE = Object.fromEntries(
  ARCHETYPE_IDS.map((id) => [id, { id, ...TEXT[id], image_url: archetypeIllustrations[id] }]),
) as Record<ArchetypeId, ArchetypeEntry>;

/** The twelve archetypes, in the order of ARCHETYPE_IDS. */
export const ARCHETYPES: readonly ArchetypeEntry[] = ARCHETYPE_IDS.map((id) => ARCHETYPE_CATALOGUE[id]);
