import { Button } from '@kindred/ui/Button';
import { Page } from '@kindred/ui/Page';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { errorMessage } from '../../shared/errors.ts';
import { useQuestionnaire } from '../api/get-questionnaire.ts';
import { QUESTIONNAIRE_TITLE, QuestionnaireForm, type QuestionnaireFormProps } from './QuestionnaireForm.tsx';
import { QuestionnaireResult } from './QuestionnaireResult.tsx';

export type QuestionnaireScreenProps = Pick<QuestionnaireFormProps, 'layout'>;

/**
 * /questionnaire: the personality questionnaire while it is not done (resuming where the member stopped), and the
 * result once it is (also for a member whose profile has scores without answers, such as the demo's), with the
 * way to retake it.
 */
export function QuestionnaireScreen({ layout }: QuestionnaireScreenProps) {
  const query = useQuestionnaire();
  if (query.isPending) {
    return (
      <Page title={QUESTIONNAIRE_TITLE} width="narrow">
        <Spinner label="Loading your questionnaire..." showLabel />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title={QUESTIONNAIRE_TITLE} width="narrow">
        <Text role="alert" tone="critical">
          Your questionnaire could not be loaded ({errorMessage(query.error)}).
        </Text>
        <div>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Page>
    );
  }
  const state = query.data;
  const done = state.status === 'completed' || (state.status === 'not-started' && state.scores !== null);
  return done ? <QuestionnaireResult state={state} /> : <QuestionnaireForm state={state} layout={layout} />;
}
