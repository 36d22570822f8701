import { Card } from '@kindred/ui/Card';
import { Link } from '@kindred/ui/Link';
import { Page } from '@kindred/ui/Page';
import { Text } from '@kindred/ui/Text';

export interface QuestionnaireInvitationProps {
  firstName: string;
}

/**
 * Home for a member without personality results: the questionnaire comes before anything else, since matches, the
 * persona, insights and Link's advice are all built on it. Home shows the dashboard once it is done.
 */
export function QuestionnaireInvitation({ firstName }: QuestionnaireInvitationProps) {
  return (
    <Page
      title={firstName ? `Welcome to Kindred, ${firstName}` : 'Welcome to Kindred'}
      width="narrow"
      description="Start with the personality questionnaire: your matches, your persona and Link's advice are all built on it."
    >
      <Card title="Discover your persona" titleLevel={2}>
        <Text>
          24 short statements, about five minutes. Each answer is saved as you give it, so you can stop and come back
          where you left off.
        </Text>
        <Link variant="standalone" href="/questionnaire">
          Take the personality questionnaire
        </Link>
      </Card>
    </Page>
  );
}
