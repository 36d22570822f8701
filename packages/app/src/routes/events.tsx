import { EventsScreen } from '@kindred/features/calendar';

export default EventsScreen;
