/**
 * The development mailbox: one address's mail from the outbox, newest first,
 * as a page (/dev/mailbox, with a form asking for the address) and as JSON
 * (/v1/dev/mailbox?to=...). Anyone who reads it can reset that address's
 * password, so it is not mounted in production, nor when the server listens
 * on a network interface (unless DEV_MAILBOX_ON_NETWORK=true), and otherwise
 * answers requests from this machine only (config.devMailbox).
 */
import { html } from 'hono/html';
import * as z from 'zod/mini';
import { DEV_MAILBOX_PATH, devMailboxQuerySchema, devMailboxResponseSchema } from '@kindred/contracts/api/dev-mailbox';
import type { Context } from 'hono';
import { isLoopbackAddress } from '../../platform/config/config.ts';
import type { PlatformDeps } from '../../platform/deps.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { forbidden } from '../../platform/errors.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { createOutboxRepository } from '../../platform/mail/outbox-repository.ts';

const LIMIT = 100;

const mailboxPageRoute = defineRoute({
  method: 'GET',
  path: '/dev/mailbox',
  summary: 'Development mailbox (HTML); not in production',
  tags: ['development'],
  query: z.object({ to: z.optional(z.string().check(z.trim(), z.maxLength(254))) }),
  responseContent: { 'text/html': 'The outbox, newest first' },
});

const mailboxApiRoute = defineRoute({
  method: 'GET',
  path: DEV_MAILBOX_PATH,
  summary: 'Development mailbox (JSON); not in production',
  tags: ['development'],
  query: devMailboxQuerySchema,
  response: devMailboxResponseSchema,
});

export function devMailboxRoutes(deps: PlatformDeps) {
  const outbox = createOutboxRepository(deps.db);
  const { devMailbox, trustProxy } = deps.config;
  /** In 'loopback' mode, a request from anywhere but this machine (or from an address unknown) is refused. */
  const assertAllowed = (c: Context) => {
    if (devMailbox === 'network' || isLoopbackAddress(clientAddress(c, trustProxy))) return;
    throw forbidden('The development mailbox answers only requests from this machine', 'MAILBOX_LOCAL_ONLY');
  };
  return mountRoutes(deps, [
    mailboxPageRoute.handle(async (c, { query }) => {
      assertAllowed(c);
      const messages = query.to ? await outbox.list({ to: query.to, limit: LIMIT }) : [];
      // hono/html escapes every interpolated value.
      const page = html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${query.to ? html`<meta http-equiv="refresh" content="10" />` : ''}
    <title>Development mailbox</title>
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: #1d1d1f; }
      article { border: 1px solid #d0d0d7; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
      header { color: #55556a; font-size: 13px; }
      h2 { font-size: 16px; margin: 0.25rem 0; }
      pre { white-space: pre-wrap; font: inherit; margin: 0.5rem 0 0; }
      form { display: flex; gap: 0.5rem; align-items: center; margin: 0 0 1.5rem; }
      input { font: inherit; padding: 0.25rem 0.5rem; min-width: 18rem; }
    </style>
  </head>
  <body>
    <h1>Development mailbox</h1>
    <p>E-mail the server kept instead of sending (no SMTP_URL), one address at a time, newest first.${
      query.to ? html` Showing mail to <strong>${query.to}</strong>; this page refreshes every 10 seconds.` : ''
    }</p>
    <form method="get" action="/dev/mailbox">
      <label for="to">Address</label>
      <input id="to" name="to" type="email" required value="${query.to ?? ''}" autocomplete="off" />
      <button type="submit">Show mail</button>
    </form>
    ${query.to && messages.length === 0 ? html`<p>No mail to this address yet.</p>` : ''}
    ${messages.map(
      (message) => html`<article>
      <header>To ${message.to} · ${message.createdAt.toISOString()}</header>
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
    mailboxApiRoute.handle(async (c, { query }) => {
      assertAllowed(c);
      const messages = await outbox.list({ to: query.to, limit: LIMIT });
      return {
        messages: messages.map(({ id, to, subject, text, headers, createdAt }) => ({ id, to, subject, text, headers, createdAt: createdAt.toISOString() })),
      };
    }),
  ]);
}
