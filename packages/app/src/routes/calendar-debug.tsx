import { CalendarDebugScreen } from '@kindred/features/calendar';

export default function CalendarDebugRoute() {
  return <CalendarDebugScreen />;
}
