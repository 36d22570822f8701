/**
 * The built-in advisor (docs/decisions.md#the-advisor): answers with no AI provider configured, from the facts the
 * server rebuilt about the member. It reads the question (intents.ts), composes a specific reply from the member's
 * profile, connections, calendar and the catalogues (compose.ts), and streams it: the opening words go out before
 * anything slow runs (the catalogue indexes are built on first use), then the rest in pieces of a few words, then
 * the links. No artificial delay anywhere.
 *
 * The popup gets the short reply (about 120 words), the insights page the long one; both stay within the
 * requested token budget.
 */
import { ADVISOR_LINKS_MAX, advisorLinkSchema, type AdvisorLink } from '@kindred/contracts/api/advisor';
import type { AdvisorProvider, ProviderRequest, ReplyChunk } from '../types.ts';
import { ACTIVITY_ENTRIES } from './catalogue.ts';
import { composeReply } from './compose.ts';
import { classifyQuestion, durationAsked, guardQuestion, normaliseQuestion } from './intents.ts';
import { openerFor } from './opener.ts';
import { seedOf, streamPieces, wordCount } from './phrasing.ts';
import type { AskContext, Part } from './reply.ts';

/** Words in a reply, at most: the popup's short answer and the insights page's longer one. */
export const REPLY_WORDS = { popup: 120, insights: 320 } as const;

/** Roughly three words for every four tokens. */
const WORDS_PER_TOKEN = 0.75;

export function createBuiltinProvider(): AdvisorProvider {
  return { name: 'builtin', reply: builtinReply };
}

/** The context a reply is composed in: the question, its topic, its time limit and the facts. */
function askContextOf(request: ProviderRequest): AskContext {
  const { facts } = request;
  const asked = request.messages.filter((m) => m.role === 'user').map((m) => m.content);
  const question = asked[asked.length - 1] ?? '';
  const previous = asked.slice(0, -1);
  const page = facts.page.pageContext;
  const classification = classifyQuestion(question, page ? { type: page.type, title: page.title } : null, previous);
  // A follow-up ('something shorter?') is read together with the question it follows.
  const earlier = classification.carried ? [...previous].reverse().find((q) => classifyQuestion(q).intent === classification.intent) : undefined;
  const full = earlier ? `${earlier} ${question}` : question;
  const duration = durationAsked(question) ?? (earlier ? durationAsked(earlier) : null);
  const wantsAnother = /\b(another|different|else|other|instead|new one|not that)\b/i.test(question);
  const said = request.messages.filter((m) => m.role === 'assistant').map((m) => m.content.toLowerCase());
  const avoid = new Set(wantsAnother ? ACTIVITY_ENTRIES.filter((a) => said.some((text) => text.includes(a.title.toLowerCase()))).map((a) => a.id) : []);
  return {
    facts,
    avoid,
    question: full,
    text: normaliseQuestion(full),
    classification,
    duration,
    seed: seedOf(`${facts.member.memberId}|${normaliseQuestion(question)}`),
    chatMode: request.chatMode,
  };
}

function linkKey(link: AdvisorLink): string {
  return JSON.stringify([link.kind, 'title' in link ? link.title : null, 'memberId' in link ? link.memberId : null, 'eventId' in link ? link.eventId : null]);
}

/** The parts that fit the mode's length, in order, and the links of those parts. */
function selectParts(parts: readonly Part[], request: Pick<ProviderRequest, 'chatMode' | 'maxTokens'>, openerWords: number): Part[] {
  const budget = Math.min(REPLY_WORDS[request.chatMode], Math.max(40, Math.floor(request.maxTokens * WORDS_PER_TOKEN)));
  const candidates = request.chatMode === 'popup' ? parts.filter((p) => p.core) : parts;
  const chosen: Part[] = [];
  let words = openerWords;
  for (const part of candidates) {
    const size = wordCount(part.text);
    if (chosen.length > 0 && words + size > budget) continue;
    chosen.push(part);
    words += size;
  }
  return chosen;
}

function linksOf(parts: readonly Part[]): AdvisorLink[] {
  const seen = new Set<string>();
  const links: AdvisorLink[] = [];
  for (const link of parts.flatMap((p) => p.links ?? [])) {
    const key = linkKey(link);
    if (seen.has(key) || !advisorLinkSchema.safeParse(link).success) continue;
    seen.add(key);
    links.push(link);
    if (links.length === ADVISOR_LINKS_MAX) break;
  }
  return links;
}

async function* builtinReply(request: ProviderRequest): AsyncGenerator<ReplyChunk> {
  const ctx = askContextOf(request);
  const { facts } = ctx;
  const guard = guardQuestion(ctx.question.slice(-2000), [facts.member.firstName, facts.member.fullName]);
  const opener = openerFor(ctx, guard);
  // The first words, before the catalogues are searched.
  for (const piece of streamPieces(`${opener} `)) {
    if (request.signal.aborted) return;
    yield { type: 'text', text: piece };
  }
  const parts = selectParts(composeReply(ctx, guard), request, wordCount(opener));
  let previousCore = true;
  const texts = parts.map((part, i) => {
    // The insights page sets the optional parts apart in a paragraph of their own.
    const separator = i === 0 ? '' : request.chatMode === 'insights' && previousCore && !part.core ? '\n\n' : ' ';
    previousCore = part.core ?? false;
    return `${separator}${part.text}`;
  });
  for (const text of texts) {
    for (const piece of streamPieces(text)) {
      if (request.signal.aborted) return;
      yield { type: 'text', text: piece };
    }
  }
  for (const link of linksOf(parts)) {
    if (request.signal.aborted) return;
    yield { type: 'link', link };
  }
}
