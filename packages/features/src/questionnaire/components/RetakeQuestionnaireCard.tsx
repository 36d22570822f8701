import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Text } from '@kindred/ui/Text';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/errors.ts';
import { useRetakeQuestionnaire } from '../api/complete.ts';

/**
 * Settings → Account: retaking the personality questionnaire. It starts over and opens the questionnaire; the
 * scores and archetype the member has stay until the retake is complete, and matches already made stay.
 */
export function RetakeQuestionnaireCard() {
  const retake = useRetakeQuestionnaire();
  const navigate = useNavigate();
  return (
    <Card
      title="Personality questionnaire"
      titleLevel={2}
      description="Answer the 24 statements again. Your new scores and archetype replace the current ones when you finish; matches already made stay."
    >
      <div>
        <Button variant="secondary" isPending={retake.isPending} onPress={() => retake.mutate(undefined, { onSuccess: () => void navigate('/questionnaire') })}>
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
