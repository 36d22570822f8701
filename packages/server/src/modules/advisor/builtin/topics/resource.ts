/**
 * A resource of the library: the one asked about, else the best match for the question's words, else the one for
 * the member's most distinctive trait (content/trait-resources.ts), with why it fits them.
 */
import { type Resource, RESOURCES } from '@kindred/contracts/content/resources';
import { RESOURCE_FOR_TRAIT } from '@kindred/contracts/content/trait-resources';
import { traitBand, type TraitBand, type TraitKey, type TraitScores } from '@kindred/contracts/domain/hexaco';
import { resourceById, resourceNamedIn, searchResources } from '../catalogue.ts';
import { libraryLink, resourceLink } from '../links.ts';
import { firstSentence, uncapitalise } from '../phrasing.ts';
import { distinctiveTraits, relevantTrait, TOPIC_TRAITS, traitReason } from '../profile-text.ts';
import { memberReason, topicWords } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';

/** The trait each of those resources speaks to, and for which bands. */
const RESOURCE_TRAITS: ReadonlyMap<string, ReadonlyArray<{ trait: TraitKey; band: TraitBand }>> = (() => {
  const map = new Map<string, Array<{ trait: TraitKey; band: TraitBand }>>();
  for (const trait of Object.keys(RESOURCE_FOR_TRAIT) as TraitKey[]) {
    for (const band of ['high', 'medium', 'low'] as const) {
      const id = RESOURCE_FOR_TRAIT[trait][band];
      map.set(id, [...(map.get(id) ?? []), { trait, band }]);
    }
  }
  return map;
})();

/** Why a resource fits: a trait of the member's it was chosen for (their band), or the opposite band's (working with others). */
function resourceReason(traits: TraitScores, id: string): string | null {
  const entries = RESOURCE_TRAITS.get(id) ?? [];
  const own = entries.filter((e) => traitBand(traits[e.trait]) === e.band).sort((a, b) => Math.abs(traits[b.trait] - 50) - Math.abs(traits[a.trait] - 50))[0];
  if (own) return `${traitReason(traits, own.trait)}, so this one speaks directly to how you work.`;
  // Introverts and extraverts working together is the one opposite worth naming.
  const opposite = entries.find(
    (e) => e.trait === 'extraversion' && e.band !== 'medium' && traitBand(traits[e.trait]) !== 'medium' && traitBand(traits[e.trait]) !== e.band,
  );
  if (opposite) return `${traitReason(traits, opposite.trait)}, and this one helps you work with colleagues who score the other way.`;
  return null;
}

export function resource(ctx: AskContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.resource;
  const traits = facts.member.traits;
  const page = facts.page.pageContext;
  const type = /\b(video|videos|watch|talk|ted)\b/.test(ctx.text) ? 'video' : /\b(article|articles|blog|post)\b/.test(ctx.text) ? 'article' : null;
  const subject = (page?.type === 'resource' ? resourceNamedIn(page.title) : undefined) ?? resourceNamedIn(ctx.question);
  let chosen: Resource | undefined = subject;
  let why: string | null = null;
  if (!chosen) {
    const words = topicWords(ctx.text, /\b(today|watch|learn|more|material|materials|podcast|document|guide|paper|books?)\b/g);
    const hits = words ? searchResources(words).filter((hit) => !type || hit.item.type === type) : [];
    chosen = hits[0]?.item;
  }
  if (!chosen && traits) {
    for (const key of distinctiveTraits(traits, order)) {
      const candidate = resourceById(RESOURCE_FOR_TRAIT[key][traitBand(traits[key])]);
      if (candidate && (!type || candidate.type === type)) {
        chosen = candidate;
        why = `${traitReason(traits, key)}, which is why I picked it for you.`;
        break;
      }
    }
  }
  chosen ??= RESOURCES.find((r) => !type || r.type === type) ?? RESOURCES[0]!;
  parts.push({
    core: true,
    text: `${chosen.type === 'video' ? 'Watch' : 'Read'} ${chosen.title} by ${chosen.source}: ${uncapitalise(firstSentence(chosen.description))}`,
    links: [resourceLink(chosen)],
  });
  if (!why) {
    const related = traits ? resourceReason(traits, chosen.id) : null;
    if (related) {
      why = related;
    } else if (traits) {
      why = `${traitReason(traits, relevantTrait(traits, order))}, so it should speak to you.`;
    } else {
      why = memberReason(facts, order);
    }
  }
  parts.push({ core: true, text: why });
  const related = searchResources(`${chosen.title} ${chosen.description}`).find((hit) => hit.item.id !== chosen.id && (!type || hit.item.type === type))?.item;
  if (related) parts.push({ text: `If you want more: ${related.title} (${related.source}).`, links: [resourceLink(related)] });
  parts.push({ text: 'The whole library is on the resources page.', links: [libraryLink] });
  return parts;
}
