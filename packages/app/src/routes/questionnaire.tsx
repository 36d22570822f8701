import { QuestionnaireScreen } from '@kindred/features/questionnaire';

/** The personality questionnaire: the questions (resuming where the member stopped), then the result. */
export default function QuestionnaireRoute() {
  return <QuestionnaireScreen />;
}
