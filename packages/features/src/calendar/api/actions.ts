/** The calendar actions that change something, each with its request and answer schemas (see calendar.ts). */
import {
  authorizeResponseSchema,
  availabilityResponseSchema,
  cancelResponseSchema,
  connectResponseSchema,
  disconnectResponseSchema,
  scheduleResponseSchema,
} from '@kindred/contracts/api/calendar';
import {
  authorizeRequestSchema,
  cancelEventRequestSchema,
  connectRequestSchema,
  disconnectRequestSchema,
  findAvailabilityRequestSchema,
  rescheduleEventRequestSchema,
  scheduleEventRequestSchema,
} from '@kindred/contracts/api/calendar-actions';
import { action } from './calendar.ts';

export const AUTHORIZE = action(authorizeRequestSchema, authorizeResponseSchema);
export const CONNECT = action(connectRequestSchema, connectResponseSchema);
export const FIND_AVAILABILITY = action(findAvailabilityRequestSchema, availabilityResponseSchema);
export const SCHEDULE_EVENT = action(scheduleEventRequestSchema, scheduleResponseSchema);
export const RESCHEDULE_EVENT = action(rescheduleEventRequestSchema, scheduleResponseSchema);
export const CANCEL_EVENT = action(cancelEventRequestSchema, cancelResponseSchema);
export const DISCONNECT = action(disconnectRequestSchema, disconnectResponseSchema);
