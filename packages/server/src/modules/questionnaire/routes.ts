/**
 * GET /v1/questionnaire, PUT /v1/questionnaire/answers, POST /v1/questionnaire/complete and
 * POST /v1/questionnaire/retake (packages/contracts/src/api/questionnaire.ts): the caller's own questionnaire
 * only, the identity token as bearer. No path names a member, so nobody can read or answer another's.
 */
import {
  QUESTIONNAIRE_ANSWERS_PATH,
  QUESTIONNAIRE_COMPLETE_PATH,
  QUESTIONNAIRE_PATH,
  QUESTIONNAIRE_RETAKE_PATH,
  questionnaireAnswersBodySchema,
  questionnaireStateSchema,
} from '@kindred/contracts/api/questionnaire';
import type { PlatformDeps } from '../../platform/deps.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { callerOf } from '../identity/index.ts';
import type { QuestionnaireService } from './service.ts';

const TAGS = ['questionnaire'];

const stateRoute = defineRoute({
  method: 'GET',
  path: QUESTIONNAIRE_PATH,
  summary: "The caller's personality questionnaire: the answers so far, its status, and the profile's scores and archetype",
  tags: TAGS,
  auth: true,
  response: questionnaireStateSchema,
});

const answersRoute = defineRoute({
  method: 'PUT',
  path: QUESTIONNAIRE_ANSWERS_PATH,
  summary: 'Store answers as they are given (1 Strongly disagree to 5 Strongly agree); an answer given again replaces it',
  description: 'Refused (409) once the questionnaire is complete: a retake starts it again.',
  tags: TAGS,
  auth: true,
  body: questionnaireAnswersBodySchema,
  response: questionnaireStateSchema,
});

const completeRoute = defineRoute({
  method: 'POST',
  path: QUESTIONNAIRE_COMPLETE_PATH,
  summary: "Score the 24 answers into the caller's profile (HEXACO and archetype); 422 while any is unanswered",
  description: 'Completing a complete questionnaire answers the same state again.',
  tags: TAGS,
  auth: true,
  response: questionnaireStateSchema,
});

const retakeRoute = defineRoute({
  method: 'POST',
  path: QUESTIONNAIRE_RETAKE_PATH,
  summary: 'Start the questionnaire over: the answers are cleared; the profile keeps its scores until the retake is complete',
  tags: TAGS,
  auth: true,
  response: questionnaireStateSchema,
});

export function questionnaireRoutes(deps: PlatformDeps & { questionnaire: QuestionnaireService }) {
  const { questionnaire } = deps;
  return mountRoutes(deps, [
    stateRoute.handle((c) => questionnaire.state(callerOf(c).userId)),
    answersRoute.handle((c, { body }) => questionnaire.saveAnswers(callerOf(c).userId, body)),
    completeRoute.handle((c) => questionnaire.complete(callerOf(c).userId)),
    retakeRoute.handle((c) => questionnaire.retake(callerOf(c).userId)),
  ]);
}
