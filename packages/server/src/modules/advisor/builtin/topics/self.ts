/**
 * The member's own profile: a trait asked about, an archetype asked about (compared with the member's own), or what
 * stands out in their traits and archetype, with something to try.
 */
import { ARCHETYPE_CATALOGUE } from '@kindred/contracts/content/archetypes';
import { recommendationsFor } from '@kindred/contracts/content/recommendations';
import { TRAITS } from '@kindred/contracts/content/traits';
import { ARCHETYPE_PROTOTYPES, archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import { TRAIT_KEYS, TRAIT_NAMES, traitBand, type TraitKey } from '@kindred/contracts/domain/hexaco';
import { archetypeNamedIn, resourceById, searchArchetypes } from '../catalogue.ts';
import { activityLink, quickConnectLink, resourceLink } from '../links.ts';
import { firstSentence, listOf, uncapitalise, withArticle } from '../phrasing.ts';
import { distinctiveTraits, TRAIT_CLAUSES, traitAt } from '../profile-text.ts';
import { archetypeWord, pickActivities, topicWords } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';

function traitNamedIn(text: string): TraitKey | undefined {
  const t = text.toLowerCase();
  if (/\bhonesty|humility\b/.test(t)) return 'honestyHumility';
  if (/\bemotionality|emotional\b/.test(t)) return 'emotionality';
  if (/\bextraversion|extroversion|introvert\w*|extravert\w*|extrovert\w*\b/.test(t)) return 'extraversion';
  if (/\bagreeableness|agreeable\b/.test(t)) return 'agreeablenessVsAnger';
  if (/\bconscientiousness|conscientious\b/.test(t)) return 'conscientiousness';
  if (/\bopenness\b/.test(t)) return 'opennessToExperience';
  return undefined;
}

export function self(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const page = facts.page.pageContext;
  const traits = facts.member.traits;
  const trait = traitNamedIn(ctx.question) ?? (page && (page.type === 'persona-trait' || page.type === 'trait') ? traitNamedIn(`${page.title ?? ''}`) : undefined);
  const own = facts.member.archetype;
  const namedArchetype =
    (page?.type === 'archetype' ? (toArchetypeId(page.title ?? '') ?? archetypeNamedIn(page.title)?.id) : undefined) ??
    (/\b(archetype|persona|type)s?\b/.test(ctx.text) ? archetypeNamedIn(ctx.question)?.id : undefined);
  // 'Which archetype is the most curious?': the archetype whose description fits the words best.
  const searched =
    !namedArchetype && /\b(which|what) (archetype|persona|type)s?\b/.test(ctx.text)
      ? searchArchetypes(topicWords(ctx.text, /\b(archetypes?|personas?|types?|most|kind|which|likes?|loves?|people|person|colleagues?)\b/g))[0]?.item.id
      : undefined;
  const askedArchetype = namedArchetype ?? searched;
  const scaleLink = resourceLink(resourceById('hexaco-scale-descriptions')!);
  if (!traits && !own) {
    return [
      { core: true, text: "You haven't completed your personality profile yet, so I have no traits or archetype to describe." },
      { core: true, text: 'The HEXACO-PI-R Scale Descriptions explain the six traits in the meantime.', links: [scaleLink] },
    ];
  }
  if (trait && traits) {
    const band = traitBand(traits[trait]);
    parts.push({ core: true, text: `Your ${TRAIT_NAMES[trait]} is ${Math.round(traits[trait])}% (${band}). ${TRAITS[trait].bands[band]}`, links: [scaleLink] });
    parts.push({ core: true, text: `One thing to try: ${uncapitalise(recommendationsFor(trait, traits[trait])[seed % 3]!)}` });
    parts.push({ text: `${TRAIT_NAMES[trait]} covers ${listOf(TRAITS[trait].facets.map((f) => f.name.toLowerCase()))}.` });
    return parts;
  }
  if (askedArchetype && (askedArchetype !== own || searched)) {
    const entry = ARCHETYPE_CATALOGUE[askedArchetype];
    const name = archetypeDisplayName(askedArchetype).replace(/^The /, '');
    parts.push({ core: true, text: `${searched ? `That sounds like ${archetypeDisplayName(askedArchetype)}${askedArchetype === own ? ', your own archetype' : ''}. ` : ''}${entry.summary}` });
    parts.push({ core: true, text: `Meeting one: ${uncapitalise(entry.meeting_notes[seed % entry.meeting_notes.length]!)}` });
    const ownWord = archetypeWord(facts);
    if (askedArchetype === own && traits) {
      const [k1, k2] = distinctiveTraits(traits);
      parts.push({ core: true, text: `In you it shows as ${traitAt(traits, k1!)} and ${traitAt(traits, k2!)}.` });
    } else if (ownWord && traits) {
      // Where the member is furthest from that archetype's centre in trait space.
      const centre = ARCHETYPE_PROTOTYPES[askedArchetype];
      const key = [...TRAIT_KEYS].sort((a, b) => Math.abs(traits[b] - centre[b]) - Math.abs(traits[a] - centre[a]))[0]!;
      parts.push({
        core: true,
        text: `You're ${withArticle(ownWord)}; the biggest difference is ${TRAIT_NAMES[key]}: you're at ${Math.round(traits[key])}% (${traitBand(traits[key])}), where ${entry.plural_name.toLowerCase()} centre on ${centre[key]}%, so expect them to score ${traits[key] > centre[key] ? 'lower' : 'higher'} than you there.`,
      });
    } else if (ownWord) {
      parts.push({ core: true, text: `You're ${withArticle(ownWord)}, so compare how you and ${entry.plural_name.toLowerCase()} like to work.` });
    }
    const theirs = facts.connections.filter((c) => c.archetype === askedArchetype).slice(0, 2);
    parts.push(
      theirs.length > 0
        ? {
            core: true,
            text: `Among your connections, ${listOf(theirs.map((c) => c.name))} ${theirs.length > 1 ? `are ${entry.plural_name}` : `is ${withArticle(name)}`}.`,
            links: theirs.map((c) => quickConnectLink(c)),
          }
        : { text: `None of your connections is ${withArticle(name)} yet.` },
    );
    return parts;
  }
  const word = archetypeWord(facts);
  if (word && own) {
    const entry = ARCHETYPE_CATALOGUE[own];
    parts.push({ core: true, text: `You're ${withArticle(word)}: ${uncapitalise(entry.summary)}` });
  }
  if (traits) {
    const [k1, k2] = distinctiveTraits(traits);
    parts.push({ core: true, text: `What stands out: ${traitAt(traits, k1!)} and ${traitAt(traits, k2!)}; ${TRAIT_CLAUSES[k1!][traitBand(traits[k1!])]}, and ${TRAIT_CLAUSES[k2!][traitBand(traits[k2!])]}.` });
    parts.push({ core: true, text: `To grow: ${uncapitalise(recommendationsFor(k1!, traits[k1!])[seed % 3]!)}`, links: [scaleLink] });
  }
  if (own) {
    const strengths = ARCHETYPE_CATALOGUE[own].descriptions.find((d) => d.title === 'Strengths');
    const watch = ARCHETYPE_CATALOGUE[own].descriptions.find((d) => d.title === 'Watch out for');
    if (/\b(weakness|weaknesses|blind spot|blind spots|watch out)\b/.test(ctx.text) && watch) parts.push({ core: true, text: `Watch out for: ${uncapitalise(firstSentence(watch.text))}` });
    else if (strengths) parts.push({ text: `Your strengths: ${uncapitalise(firstSentence(strengths.text))}` });
  }
  const activity = pickActivities(ctx, 'personality strengths how you work user manual', { categories: ['Communication'], count: 1 }).picks[0];
  if (activity) parts.push({ text: `${activity.title} (${activity.time}) is a good way to share this with your team.`, links: [activityLink(activity)] });
  return parts;
}
