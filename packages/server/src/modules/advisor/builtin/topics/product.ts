/**
 * Questions about the product itself: when something came (the changelog), else the first answer of the FAQ
 * (content/product-faq.ts) whose pattern the question matches.
 */
import type { AdvisorLink } from '@kindred/contracts/api/advisor';
import { type FaqAsker, type FaqPage, PRODUCT_FAQ } from '@kindred/contracts/content/product-faq';
import { resourceById, searchChanges } from '../catalogue.ts';
import { activitiesPageLink, eventLink, libraryLink, quickConnectLink, resourceLink } from '../links.ts';
import { uncapitalise, withArticle } from '../phrasing.ts';
import { archetypeWord, topicWords } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';

/** The link to a page an FAQ answer names. */
function linkTo(page: FaqPage): AdvisorLink {
  if (typeof page === 'object') return resourceLink(resourceById(page.resourceId)!);
  if (page === 'events') return eventLink();
  if (page === 'activities') return activitiesPageLink;
  if (page === 'quick-connect') return quickConnectLink();
  return libraryLink;
}

export function product(ctx: AskContext): Part[] {
  const { text, facts } = ctx;
  if (/\b(when (was|did)|which (version|release)|what version)\b/.test(text)) {
    const hit = searchChanges(topicWords(text, /\b(when|was|did|version|release|added|come|came|get|new)\b/g))[0];
    if (hit) {
      return [{ core: true, text: `That came in version ${hit.item.version} (${hit.item.date}), "${hit.item.title}": ${uncapitalise(hit.item.text)}.` }];
    }
  }
  const word = archetypeWord(facts);
  const asker: FaqAsker = {
    calendarConnected: facts.calendar.connected,
    organizationName: facts.organization?.name ?? null,
    archetypeName: facts.member.archetypeName,
    archetypeWithArticle: word ? withArticle(word) : null,
  };
  const entry = PRODUCT_FAQ.find((f) => f.pattern.test(text)) ?? PRODUCT_FAQ[PRODUCT_FAQ.length - 1]!;
  return entry.answer(asker).map((part) => (part.links ? { ...part, links: part.links.map(linkTo) } : { ...part, links: undefined }));
}
