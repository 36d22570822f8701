import { isHTTPError } from 'ky';
import { errorCode } from '../../shared/errors.ts';

/** The token names no link (404 LINK_NOT_FOUND): the page says the link is not valid, not that something failed. */
export function isLinkNotFound(error: unknown): boolean {
  return errorCode(error) === 'LINK_NOT_FOUND' || (isHTTPError(error) && error.response.status === 404);
}

/** The reader has no calendar to book in (409 CALENDAR_NOT_CONNECTED). */
export function isCalendarNotConnected(error: unknown): boolean {
  return errorCode(error) === 'CALENDAR_NOT_CONNECTED';
}
