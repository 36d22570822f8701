/**
 * The calendar service's one endpoint (docs/product.md#the-calls "Calendar service"): the body's `action` says
 * what. Each request is checked with the contract's schema before it leaves (the same words the server would use),
 * and each answer is read with the action's answer schema. Every calendar call goes through `calendarCall`; each
 * call's file holds its own schemas, so a page that only reads a calendar (home) does not bundle the consent,
 * booking and moving schemas.
 */
import { CALENDAR_PATH } from '@kindred/contracts/api/calendar';
import type { CalendarRequest } from '@kindred/contracts/api/calendar-actions';
import type * as z from 'zod/mini';
import { api } from '../../shared/http.ts';

/** One action's request and answer schemas: what `calendarCall` checks a request and reads an answer with. */
export interface ActionSchemas<Request extends CalendarRequest, Answer> {
  request: z.ZodMiniType<Request>;
  answer: z.ZodMiniType<Answer>;
}

export const action = <Request extends CalendarRequest, Answer>(request: z.ZodMiniType<Request>, answer: z.ZodMiniType<Answer>): ActionSchemas<Request, Answer> => ({
  request,
  answer,
});

/** One call: checked with the action's request schema, sent with the session's bearer, its answer read with the action's answer schema. */
export async function calendarCall<Request extends CalendarRequest, Answer>(
  schemas: ActionSchemas<Request, Answer>,
  request: NoInfer<Request>,
): Promise<Answer> {
  const checked = schemas.request.safeParse(request);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Invalid calendar request');
  const answer: unknown = await api.post(CALENDAR_PATH.slice(1), { json: checked.data }).json();
  return schemas.answer.parse(answer);
}
