import { AiAnalyticsPage } from '@kindred/features/advisor';

/** This browser's analytics of Link (development and demo builds only). */
export default function AiAnalyticsRoute() {
  return <AiAnalyticsPage />;
}
