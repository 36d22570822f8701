/**
 * The development mailbox: every message of the outbox, newest first, as a
 * page (/dev/mailbox) and as JSON (/v1/dev/mailbox?to=...). Not mounted in
 * production.
 */
import { html } from 'hono/html';
import * as z from 'zod/mini';
import { devMailboxQuerySchema, devMailboxResponseSchema } from '@kindred/contracts/api/dev-mailbox';
import type { Deps } from '../deps.ts';
import { defineRoute, mountRoutes } from '../http/openapi.ts';
import { createOutboxRepository } from './repository.ts';

const LIMIT = 100;

const mailboxPageRoute = defineRoute({
  method: 'GET',
  path: '/dev/mailbox',
  summary: 'Development mailbox (HTML); not in production',
  tags: ['development'],
  query: z.object({ to: z.optional(z.string().check(z.maxLength(254))) }),
  responseContent: { 'text/html': 'The outbox, newest first' },
});

const mailboxApiRoute = defineRoute({
  method: 'GET',
  path: '/v1/dev/mailbox',
  summary: 'Development mailbox (JSON); not in production',
  tags: ['development'],
  query: devMailboxQuerySchema,
  response: devMailboxResponseSchema,
});

export function devMailboxRoutes(deps: Deps) {
  const outbox = createOutboxRepository(deps.db);
  return mountRoutes(deps, [
    mailboxPageRoute.handle(async (c, { query }) => {
      const messages = await outbox.list({ ...(query.to ? { to: query.to } : {}), limit: LIMIT });
      // hono/html escapes every interpolated value.
      const page = html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="refresh" content="10" />
    <title>Development mailbox</title>
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: #1d1d1f; }
      article { border: 1px solid #d0d0d7; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
      header { color: #55556a; font-size: 13px; }
      h2 { font-size: 16px; margin: 0.25rem 0; }
      pre { white-space: pre-wrap; font: inherit; margin: 0.5rem 0 0; }
    </style>
  </head>
  <body>
    <h1>Development mailbox</h1>
    <p>E-mail the server kept instead of sending (no SMTP_URL), newest first. This page refreshes every 10 seconds.${
      query.to ? html` Showing mail to <strong>${query.to}</strong> (<a href="/dev/mailbox">all</a>).` : ''
    }</p>
    ${messages.length === 0 ? html`<p>No mail yet.</p>` : ''}
    ${messages.map(
      (message) => html`<article>
      <header>To <a href="/dev/mailbox?to=${encodeURIComponent(message.to)}">${message.to}</a> · ${message.createdAt.toISOString()}</header>
      <h2>${message.subject}</h2>
      <pre>${message.text}</pre>
    </article>`,
    )}
  </body>
</html>`;
      // Its own policy: the page's inline style sheet, nothing else.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      return c.html(page);
    }),
    mailboxApiRoute.handle(async (_c, { query }) => {
      const messages = await outbox.list({ ...(query.to ? { to: query.to } : {}), limit: LIMIT });
      return { messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) };
    }),
  ]);
}
