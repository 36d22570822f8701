import { WhatsNewScreen } from '@kindred/features/whats-new';

/** "What's New": the update banner, the latest release and the releases by year. */
export default function WhatsNewRoute() {
  return <WhatsNewScreen />;
}
