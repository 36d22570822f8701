import { UnsubscribeScreen } from '@kindred/features/introductions';
import { DataProvider } from '../DataProvider.tsx';
import { PublicFrame } from '../PublicFrame/PublicFrame.tsx';

/** An introduction e-mail's link: public (the token is the permission), in the signed-out visitor's frame. */
export default function UnsubscribeRoute() {
  return (
    <DataProvider>
      <PublicFrame>
        <UnsubscribeScreen />
      </PublicFrame>
    </DataProvider>
  );
}
