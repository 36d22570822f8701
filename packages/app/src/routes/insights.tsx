import { InsightsScreen } from '@kindred/features/advisor';

/** 'Workplace Insights': the chat with Link and the persona insights panel. */
export default function InsightsRoute() {
  return <InsightsScreen />;
}
