/**
 * The links a reply carries, made from what the reply names: an activity, a resource, a colleague to meet, an
 * event; or the page that lists them all.
 */
import type { AdvisorLink } from '@kindred/contracts/api/advisor';
import type { Resource } from '@kindred/contracts/content/resources';
import type { ColleagueFact, EventFact } from '../types.ts';
import type { ActivityEntry } from './catalogue.ts';

export const activityLink = (a: ActivityEntry): AdvisorLink => ({ kind: 'activity', label: `Open "${a.title}"`.slice(0, 120), title: a.title, activityId: a.id });
export const resourceLink = (r: Resource): AdvisorLink => ({
  kind: 'resource',
  label: `${r.type === 'video' ? 'Watch' : 'Read'} "${r.title}"`.slice(0, 120),
  title: r.title,
  resourceId: r.id,
});
export const libraryLink: AdvisorLink = { kind: 'resource', label: 'Open the resources library' };
export const activitiesPageLink: AdvisorLink = { kind: 'activities-page', label: 'Browse all activities' };
export const quickConnectLink = (c?: ColleagueFact): AdvisorLink =>
  c ? { kind: 'quick-connect', label: `Quick Connect with ${c.firstName}`.slice(0, 120), memberId: c.memberId, name: c.name } : { kind: 'quick-connect', label: 'Open Quick Connect' };
export const eventLink = (e?: EventFact): AdvisorLink =>
  e ? { kind: 'calendar-event', label: `See "${e.title}"`.slice(0, 120), eventId: e.id, title: e.title } : { kind: 'calendar-event', label: 'Open your events' };
