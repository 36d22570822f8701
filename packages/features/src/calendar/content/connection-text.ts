/** What connecting and disconnecting a calendar say, in toasts and on the callback page. */
import { PROVIDER_LABELS, type CalendarProvider } from '@kindred/contracts/api/calendar';

export const CALENDAR_TOASTS = {
  startFailed: { google: 'Failed to start calendar connection', microsoft: 'Failed to start Microsoft calendar connection' },
  disconnected: { google: 'Google Calendar disconnected successfully', microsoft: 'Microsoft Outlook disconnected successfully' },
  disconnectFailed: { google: 'Failed to disconnect calendar', microsoft: 'Failed to disconnect Microsoft Outlook' },
  connectFailed: { google: 'Failed to connect Google Calendar', microsoft: 'Failed to connect Microsoft Outlook' },
  connected: (provider: CalendarProvider) => `${PROVIDER_LABELS[provider]} connected successfully!`,
  cancelled: (provider: CalendarProvider) => `${PROVIDER_LABELS[provider]} connection cancelled`,
  noCode: 'No authorization code received',
} as const;
