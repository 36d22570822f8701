import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Text } from '@kindred/ui/Text';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/errors.ts';
import { useRetakeQuestionnaire } from '../api/complete.ts';

export interface RetakeQuestionnaireCardProps {
  title?: string;
  description?: string;
  /** Whether a retake opens the questionnaire (from Settings) or stays where it is (the result page, which becomes it). */
  opensQuestionnaire?: boolean;
}

/**
 * Retaking the personality questionnaire, from Settings → Account and from the result. It starts over; the scores
 * and archetype the member has stay until the retake is complete, and matches already made stay.
 */
export function RetakeQuestionnaireCard({
  title = 'Personality questionnaire',
  description = 'Answer the 24 statements again. Your new scores and archetype replace the current ones when you finish; matches already made stay.',
  opensQuestionnaire = true,
}: RetakeQuestionnaireCardProps) {
  const retake = useRetakeQuestionnaire();
  const navigate = useNavigate();
  return (
    <Card title={title} titleLevel={2} description={description}>
      <div>
        <Button
          variant="secondary"
          isPending={retake.isPending}
          onPress={() => retake.mutate(undefined, opensQuestionnaire ? { onSuccess: () => void navigate('/questionnaire') } : {})}
        >
          Retake the questionnaire
        </Button>
      </div>
      {retake.isError && (
        <Text role="alert" tone="critical">
          {errorMessage(retake.error)}
        </Text>
      )}
    </Card>
  );
}
