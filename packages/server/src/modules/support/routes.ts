/**
 * POST /v1/support/tickets (docs/product.md#the-calls "Support ticket": the specification's
 * serverless support endpoint). Bearer required; without an Authorization
 * header the answer is 401 'submitSupportTicket: Missing required parameter:
 * jwt' (docs/product.md#validation), before the body is looked at.
 */
import { Hono } from 'hono';
import {
  SUPPORT_MESSAGES,
  SUPPORT_TICKETS_PATH,
  supportTicketRequestSchema,
  supportTicketResponseSchema,
} from '@kindred/contracts/api/support';
import type { PlatformDeps } from '../../platform/deps.ts';
import { callerOf } from '../identity/index.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import type { SupportService } from './service.ts';

const submitTicketRoute = defineRoute({
  method: 'POST',
  path: SUPPORT_TICKETS_PATH,
  summary: 'Submit a support ticket; mails a confirmation to the member and a notice to support',
  tags: ['support'],
  auth: true,
  body: supportTicketRequestSchema,
  response: supportTicketResponseSchema,
  status: 201,
  idempotencyKey: true,
});

export function supportRoutes(deps: PlatformDeps & { support: SupportService }) {
  const router = new Hono<AppEnv>();
  // Only this path: the spec's own words for a call without a token.
  router.use(SUPPORT_TICKETS_PATH, async (c, next) => {
    if (c.req.method === 'POST' && !c.req.header('authorization')?.trim()) {
      throw unauthenticated(SUPPORT_MESSAGES.missingToken);
    }
    await next();
  });
  router.route(
    '/',
    mountRoutes(deps, [
      submitTicketRoute.handle((c, { body, idempotencyKey }) => {
        const { userId, memberId, email } = callerOf(c);
        return deps.support.submit({ userId, memberId, email }, body, idempotencyKey);
      }),
    ]),
  );
  return router;
}
