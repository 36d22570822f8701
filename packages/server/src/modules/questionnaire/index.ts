/**
 * The personality questionnaire's public API: its service and routes. It owns the answers; completion writes the
 * scores into the profile through the profile module's service (`setPersonality`).
 */
export { questionnaireRoutes } from './routes.ts';
export { createQuestionnaireService } from './service.ts';
export type { QuestionnaireService } from './service.ts';
