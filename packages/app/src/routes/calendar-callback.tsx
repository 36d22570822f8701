import { CalendarCallbackScreen } from '@kindred/features/calendar';

export default CalendarCallbackScreen;
