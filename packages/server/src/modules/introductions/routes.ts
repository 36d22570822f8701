/**
 * The weekly introduction's calls (packages/contracts/src/api/introductions.ts): its links, opened with no session
 * (the token is the permission for its one action), and the member's e-mail preferences (signed in). The
 * unsubscribe takes its token from the address, as a mail client's one-click POST sends it (RFC 8058, the body
 * `List-Unsubscribe=One-Click`), or from a JSON body, as the app's page sends it.
 */
import * as z from 'zod/mini';
import type { Context } from 'hono';
import {
  INTRODUCTION_MESSAGES,
  INTRODUCTION_PATHS,
  bookOutcomeSchema,
  declineAnswerSchema,
  introductionLinkSchema,
  introductionTokenBodySchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  unsubscribeAnswerSchema,
} from '@kindred/contracts/api/introductions';
import type { PlatformDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import { callerOf } from '../identity/index.ts';
import type { IntroductionsService } from './service.ts';

const TAGS = ['introductions'];

const linkRoute = defineRoute({
  method: 'POST',
  path: INTRODUCTION_PATHS.link,
  summary: "What an introduction's link is for: the colleague, the time in the reader's zone, and whether it is still open",
  description: 'No sign-in: the token is the permission. An unknown token is 404 and counts toward a per-address limit.',
  tags: TAGS,
  body: introductionTokenBodySchema,
  response: introductionLinkSchema,
});

const bookRoute = defineRoute({
  method: 'POST',
  path: INTRODUCTION_PATHS.book,
  summary: "Book the link's time for both as a Quick Connect in the reader's calendar, once for the pair",
  description:
    "No sign-in. `outcome` says what happened: booked (now or before: the pair's booking), taken or passed (with fresh times, each with its own token), declined. 409 CALENDAR_NOT_CONNECTED when the reader has no calendar.",
  tags: TAGS,
  body: introductionTokenBodySchema,
  response: bookOutcomeSchema,
});

const declineRoute = defineRoute({
  method: 'POST',
  path: INTRODUCTION_PATHS.decline,
  summary: "'Not this week' for the pair: no booking is made from their introductions' links any more",
  tags: TAGS,
  body: introductionTokenBodySchema,
  response: declineAnswerSchema,
});

const preferencesRoute = defineRoute({
  method: 'GET',
  path: INTRODUCTION_PATHS.preferences,
  summary: "The caller's e-mail preferences and the matching day",
  tags: TAGS,
  auth: true,
  response: notificationPreferencesSchema,
});

const updatePreferencesRoute = defineRoute({
  method: 'PUT',
  path: INTRODUCTION_PATHS.preferences,
  summary: "Turn the caller's weekly introduction e-mail on or off",
  tags: TAGS,
  auth: true,
  body: notificationPreferencesUpdateSchema,
  response: notificationPreferencesSchema,
});

const unsubscribeRoute = defineRoute({
  method: 'POST',
  path: INTRODUCTION_PATHS.unsubscribe,
  summary: "One-click unsubscribe from an e-mail's kind (RFC 8058), honoured at once",
  description: 'The token in the query (`?token=`, with the form body `List-Unsubscribe=One-Click`) or in a JSON body `{ token }`.',
  tags: TAGS,
  query: z.object({ token: z.optional(z.string().check(z.maxLength(512))) }),
  rawBody: {
    contentTypes: ['application/x-www-form-urlencoded', 'application/json'],
    description: '`List-Unsubscribe=One-Click`, or `{ "token": "…" }`',
  },
  response: unsubscribeAnswerSchema,
});

/** The unsubscribe's token: from the address, else from a JSON body. */
async function unsubscribeToken(c: Context<AppEnv>, fromQuery: string | undefined): Promise<string> {
  let token = fromQuery?.trim();
  if (!token && (c.req.header('content-type') ?? '').includes('application/json')) {
    const body: unknown = await c.req.json().catch(() => null);
    const parsed = introductionTokenBodySchema.safeParse(body);
    if (parsed.success) token = parsed.data.token;
  }
  if (!token) throw invalid(INTRODUCTION_MESSAGES.invalidToken, 'INVALID_TOKEN');
  return token;
}

export function introductionRoutes(deps: PlatformDeps & { introductions: IntroductionsService }) {
  const { introductions } = deps;
  const ip = (c: Context<AppEnv>) => clientAddress(c, deps.config.trustProxy);
  return mountRoutes(deps, [
    linkRoute.handle((c, { body }) => introductions.link(body.token, ip(c))),
    bookRoute.handle((c, { body }) => introductions.book(body.token, ip(c))),
    declineRoute.handle((c, { body }) => introductions.decline(body.token, ip(c))),
    preferencesRoute.handle((c) => introductions.preferences(callerOf(c).userId)),
    updatePreferencesRoute.handle((c, { body }) => introductions.setPreferences(callerOf(c).userId, body)),
    unsubscribeRoute.handle(async (c, { query }) => introductions.unsubscribe(await unsubscribeToken(c, query.token), ip(c))),
  ]);
}
