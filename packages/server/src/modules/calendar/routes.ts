/**
 * POST /v1/calendar (docs/product.md#the-calls "Calendar service"): every action, the identity token as
 * bearer ('Authentication required' without it). And the sandbox's consent page, which stands in for Google's
 * or Microsoft's when the server has no credentials for them: 'Allow Kindred to see and edit your calendar',
 * Allow or Cancel, then back to /calendar/callback with a code or `error=access_denied`.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import * as z from 'zod/mini';
import { CALENDAR_CALLBACK_PATH, CALENDAR_PATH, calendarResponseSchema } from '@kindred/contracts/api/calendar';
import { calendarRequestSchema, type CalendarRequest } from '@kindred/contracts/api/calendar-actions';
import type { PlatformDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import { callerOf } from '../identity/index.ts';
import { issueSandboxCode, s256, SANDBOX_CONSENT_PATH } from './providers/sandbox.ts';
import type { CalendarCaller, CalendarService } from './service.ts';

const calendarRoute = defineRoute({
  method: 'POST',
  path: CALENDAR_PATH,
  summary:
    'The calendar service: authorize, connect, checkStatus, getEvents, findAvailability, scheduleEvent, rescheduleEvent, cancelEvent, disconnect (the body’s action)',
  tags: ['calendar'],
  auth: true,
  body: calendarRequestSchema,
  response: calendarResponseSchema,
});

const consentQuery = z.object({
  state: z.string().check(z.minLength(1), z.maxLength(256)),
  redirect_uri: z.string().check(z.minLength(1), z.maxLength(512)),
  code_challenge: z.string().check(z.minLength(43), z.maxLength(128)),
  code_challenge_method: z.literal('S256', { error: 'code_challenge_method must be S256' }),
  provider: z.optional(z.string()),
  response_type: z.optional(z.string()),
  client_id: z.optional(z.string()),
});

const consentPageRoute = defineRoute({
  method: 'GET',
  path: SANDBOX_CONSENT_PATH,
  summary: "The sandbox calendar's consent page (HTML): Allow or Cancel",
  tags: ['calendar'],
  query: consentQuery,
  responseContent: { 'text/html': 'The consent page' },
});

const consentDecisionRoute = defineRoute({
  method: 'POST',
  path: SANDBOX_CONSENT_PATH,
  summary: "The sandbox consent page's answer: a redirect to the app's /calendar/callback with a code, or with error=access_denied",
  tags: ['calendar'],
  query: consentQuery,
  rawBody: { contentTypes: ['application/x-www-form-urlencoded'], description: 'decision=allow or decision=cancel' },
  responseContent: { 'text/html': 'Redirect (303) to the callback' },
});

/** The action the body names, run by its own handler: each answer is the one the contracts give for that action. */
function runAction(calendar: CalendarService, caller: CalendarCaller, request: CalendarRequest): Promise<z.input<typeof calendarResponseSchema>> {
  switch (request.action) {
    case 'authorize':
      return calendar.authorize(caller, request);
    case 'connect':
      return calendar.connect(caller, request);
    case 'checkStatus':
      return calendar.checkStatus(caller, request);
    case 'getEvents':
      return calendar.getEvents(caller, request);
    case 'findAvailability':
      return calendar.findAvailability(caller, request);
    case 'scheduleEvent':
      return calendar.scheduleEvent(caller, request);
    case 'rescheduleEvent':
      return calendar.rescheduleEvent(caller, request);
    case 'cancelEvent':
      return calendar.cancelEvent(caller, request);
    case 'disconnect':
      return calendar.disconnect(caller, request);
  }
}

export function calendarRoutes(deps: PlatformDeps & { calendar: CalendarService }) {
  const router = new Hono<AppEnv>();

  /** The app's origins (APP_ORIGIN, or its defaults) and the one this request came to (the app served from here). */
  function ownOrigins(requestUrl: string): Set<string> {
    return new Set([...deps.config.appOrigins, new URL(requestUrl).origin]);
  }

  /** The consent a consent-page request names, checked against what `authorize` stored; 400 otherwise. */
  async function liveConsent(query: z.infer<typeof consentQuery>) {
    const consent = await deps.calendar.sandboxConsent(query.state);
    if (!consent || consent.redirectUri !== query.redirect_uri || s256(consent.codeVerifier) !== query.code_challenge) {
      throw invalid('This calendar connection has expired or was already answered. Start again from Settings in Kindred.', 'BAD_OAUTH_STATE');
    }
    return consent;
  }

  router.route(
    '/',
    mountRoutes(deps, [
      calendarRoute.handle((c, { body }) => {
        // The consent page sends the browser, with its code, to this address: only the app's own origins may have it.
        if ('redirectUri' in body && !ownOrigins(c.req.url).has(new URL(body.redirectUri).origin)) {
          throw invalid(`redirectUri must be this app's ${CALENDAR_CALLBACK_PATH} address`, 'VALIDATION_ERROR');
        }
        return runAction(deps.calendar, callerOf(c), body);
      }),

      consentPageRoute.handle(async (c, { query }) => {
        const consent = await liveConsent(query);
        const action = `${SANDBOX_CONSENT_PATH}?${new URLSearchParams(c.req.url.split('?')[1] ?? '').toString()}`;
        const page = html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>Connect your calendar · Kindred</title>
    <style>
      :root { color-scheme: light dark; --fg: #17171c; --muted: #4b4b5c; --bg: #f6f6f9; --card: #fff; --accent: #4f46e5; --border: #d7d7e0; }
      @media (prefers-color-scheme: dark) { :root { --fg: #f2f2f6; --muted: #c4c4d0; --bg: #111117; --card: #1c1c24; --accent: #a5b4fc; --border: #3a3a48; } }
      body { margin: 0; min-height: 100dvh; display: grid; place-items: start center; padding: 10vh 1rem 2rem; box-sizing: border-box;
        font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
      main { max-width: 28rem; width: 100%; background: var(--card); border: 1px solid var(--border); border-radius: 12px; padding: 1.5rem; }
      h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
      p, li { color: var(--muted); }
      ul { padding-left: 1.25rem; }
      .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
      button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 8px; border: 1px solid var(--border);
        background: transparent; color: var(--fg); cursor: pointer; min-height: 2.75rem; }
      button[value="allow"] { background: var(--accent); border-color: var(--accent); color: var(--bg); }
      button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
      .note { font-size: 0.875rem; margin-top: 1.25rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Allow Kindred to see and edit your calendar</h1>
      <p>Signed in as <strong>${consent.email}</strong>. Kindred asks to connect your ${consent.label} (the built-in sandbox calendar: no outside account is used).</p>
      <ul>
        <li>See your events and when you are busy, to find times that suit you and a colleague</li>
        <li>Add Quick Connect sessions you book, and move them when you reschedule</li>
      </ul>
      <form method="post" action="${action}">
        <div class="actions">
          <button type="submit" name="decision" value="allow">Allow</button>
          <button type="submit" name="decision" value="cancel">Cancel</button>
        </div>
      </form>
      <p class="note">You can disconnect at any time in Kindred, under Settings, Integrations.</p>
    </main>
  </body>
</html>`;
        c.header(
          'Content-Security-Policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(consent.redirectUri).origin}; frame-ancestors 'none'`,
        );
        return c.html(page);
      }),

      consentDecisionRoute.handle(async (c, { query }) => {
        const consent = await liveConsent(query);
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody();
        } catch {
          // A body that does not parse as the form it says it is (a broken multipart body): the client's mistake.
          throw invalid('The answer could not be read: send decision=allow or decision=cancel as a form.', 'BAD_FORM');
        }
        const callback = new URL(consent.redirectUri);
        callback.searchParams.set('state', query.state);
        if (form.decision === 'allow') {
          const code = await issueSandboxCode(deps.db, deps.clock, {
            userId: consent.userId,
            provider: consent.provider,
            codeChallenge: query.code_challenge,
            redirectUri: consent.redirectUri,
          });
          callback.searchParams.set('code', code);
        } else {
          callback.searchParams.set('error', 'access_denied');
        }
        return c.redirect(callback.toString(), 303);
      }),
    ]),
  );
  return router;
}
