/**
 * Integrations planned but not displayed: settings' Integrations tab shows the calendars only, and these
 * further tools wait. Each is 'coming-soon'; when one is shown, it carries the kit's Coming Soon badge (see
 * PlannedIntegrationList).
 */
type IntegrationStatus = 'coming-soon';

export interface PlannedIntegration {
  id: string;
  name: string;
  /** What it would do for a member. */
  description: string;
  status: IntegrationStatus;
}

export const PLANNED_INTEGRATIONS: readonly PlannedIntegration[] = [
  { id: 'linkedin', name: 'LinkedIn', description: 'Fill your professional snapshot from your LinkedIn profile.', status: 'coming-soon' },
  { id: 'slack', name: 'Slack', description: 'Get your new connections and Quick Connect reminders in Slack.', status: 'coming-soon' },
  { id: 'microsoft-teams', name: 'Microsoft Teams', description: 'Meet your connections in Teams calls and chats.', status: 'coming-soon' },
  { id: 'hubspot', name: 'HubSpot', description: 'Bring the colleagues you work with in HubSpot into your network.', status: 'coming-soon' },
  { id: 'google-drive', name: 'Google Drive', description: 'Share activity materials and resources from Google Drive.', status: 'coming-soon' },
  { id: 'zoom', name: 'Zoom', description: 'Add a Zoom link to the sessions you schedule.', status: 'coming-soon' },
  { id: 'custom-api', name: 'Custom API', description: "Connect your organization's own tools to Kindred.", status: 'coming-soon' },
];
