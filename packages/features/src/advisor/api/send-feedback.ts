/** Feedback on one of Link's replies (docs/product.md#the-calls "AI chat"): the member likes or dislikes it. */
import { ADVISOR_FEEDBACK_PATH, advisorFeedbackBodySchema, advisorFeedbackResponseSchema, type AdvisorFeedbackBody } from '@kindred/contracts/api/advisor';
import { api } from '../../shared/http.ts';

/** Records like or dislike of one of the member's replies. */
export async function sendFeedback(feedback: AdvisorFeedbackBody) {
  const body = advisorFeedbackBodySchema.parse(feedback);
  const answer: unknown = await api.post(ADVISOR_FEEDBACK_PATH.slice(1), { json: body }).json();
  return advisorFeedbackResponseSchema.parse(answer);
}
