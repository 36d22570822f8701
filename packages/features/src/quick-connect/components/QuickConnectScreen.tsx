import { useCurrentUser } from '@kindred/features/auth';
import { Page } from '@kindred/ui/Page';
import { useLocation, useSearchParams } from 'react-router';
import { quickConnectMemberOf } from '../utils/navigation-state.ts';
import { QuickConnectWizard } from './QuickConnectWizard.tsx';

export const QUICK_CONNECT_TITLE = 'Quick Connect';

/**
 * /quick-connect: the wizard, starting from an activity when the address names one (?activity=<id>), with the
 * colleague chosen when the navigation's state names one ({ memberId }).
 */
export function QuickConnectScreen() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <Page title={QUICK_CONNECT_TITLE} width="wide" description="A one-to-one with a colleague, with something to do together, at a time you are both free.">
      <QuickConnectWizard userId={user.id} initialActivityId={params.get('activity')} initialMemberId={quickConnectMemberOf(location.state)} />
    </Page>
  );
}
