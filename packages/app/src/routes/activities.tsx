import { ActivitiesScreen, quickConnectPlan } from '@kindred/features/activities';
import { useCurrentUser } from '@kindred/features/auth';
import { QuickConnectDialog } from '@kindred/features/quick-connect';

/** The catalogue, with 'Start with a colleague' opening the Quick Connect dialog for the activity. */
export default function ActivitiesRoute() {
  const user = useCurrentUser();
  return (
    <ActivitiesScreen
      renderStart={(activity, close) => <QuickConnectDialog userId={user.id} activity={quickConnectPlan(activity)} onClose={close} />}
    />
  );
}
